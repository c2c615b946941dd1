import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, parseMarkdown } from '@/components/markdown';

describe('Markdown subset', () => {
  it('parses headings, bullets (with wrapped lines) and paragraphs', () => {
    expect(
      parseMarkdown('# Title\n\nFirst line\nsecond line\n\n## Rules\n- one\n  more\n- two\n\nEnd'),
    ).toEqual([
      { kind: 'heading', level: 1, text: 'Title' },
      { kind: 'paragraph', text: 'First line second line' },
      { kind: 'heading', level: 2, text: 'Rules' },
      { kind: 'list', items: ['one more', 'two'] },
      { kind: 'paragraph', text: 'End' },
    ]);
  });

  it('renders real elements', () => {
    render(<Markdown source={'# How to play\n\n- Bid\n- Win'} />);
    expect(screen.getByRole('heading', { level: 1, name: 'How to play' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Bid', 'Win']);
  });

  it('shows HTML as text and never runs it', () => {
    const { container } = render(
      <Markdown
        source={
          '# <img src=x onerror="alert(1)">\n\n<script>alert("x")</script> <b>bold</b>\n\n- <a href="javascript:alert(1)">link</a>'
        }
      />,
    );
    expect(container.querySelector('script, img, b, a')).toBeNull();
    expect(screen.getByText('<script>alert("x")</script> <b>bold</b>')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '<img src=x onerror="alert(1)">' })).toBeTruthy();
    expect(screen.getByText('<a href="javascript:alert(1)">link</a>')).toBeTruthy();
  });
});
