import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '@/components/markdown';
import MarkdownView from '@/components/markdown-view';

describe('Markdown', () => {
  it('renders headings, lists, emphasis and links as elements, not asterisks', () => {
    const { container } = render(
      <MarkdownView
        source={
          '# How to play\n\nFirst line\nsecond line with **bold** and _italic_.\n\n## Rules\n- Bid\n- Win\n\n1. one\n2. two\n\nSee [the terms](https://bidxi.app/terms).'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'How to play' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Rules' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Bid',
      'Win',
      'one',
      'two',
    ]);
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('em')?.textContent).toBe('italic');
    expect(container.textContent).not.toContain('**');
    const link = screen.getByRole('link', { name: 'the terms' });
    expect(link.getAttribute('href')).toBe('https://bidxi.app/terms');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('never runs what the text smuggles in: scripts, handlers, javascript: links, frames', () => {
    const { container } = render(
      <MarkdownView
        source={[
          '# <img src=x onerror="alert(1)">Title',
          '<script>alert("x")</script> <b>kept</b>',
          '[click](javascript:alert(1)) <a href="javascript:alert(2)">two</a>',
          '<iframe src="https://evil.example"></iframe><form><input></form>',
          '<p style="color:red" onclick="alert(3)">styled</p>',
        ].join('\n\n')}
      />,
    );
    expect(container.querySelector('script, iframe, form, input')).toBeNull();
    expect(container.querySelector('[onerror], [onclick], [style]')).toBeNull();
    for (const a of container.querySelectorAll('a')) {
      expect(a.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    }
    expect(container.querySelector('b')?.textContent).toBe('kept');
    expect(screen.getByText('styled')).toBeTruthy();
  });

  it('fetches the renderer on first use (its own chunk), then shows the text', async () => {
    render(<Markdown source={'# Loaded later\n\nBody'} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Loaded later' })).toBeTruthy();
  });
});
