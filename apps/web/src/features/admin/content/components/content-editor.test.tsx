import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAdminSession } from '@/stores/session';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';

const page = (type: string, content: string) => ({
  status: 200,
  body: { content: { type, content, updatedAt: '2026-11-20T10:00:00.000Z' } },
});

function stubPages() {
  return stubFetch({
    'GET /api/static-content/how-to-play': page('how-to-play', '# How to Play\n\nBid **fast**.'),
    'GET /api/static-content/privacy-policy': page(
      'privacy-policy',
      '# Privacy\n\nWe keep little.',
    ),
    'GET /api/users/getAll': { status: 200, body: { users: [] } },
  });
}

describe('Admin content editor', () => {
  beforeEach(() => useAdminSession.getState().signIn('admin-token'));

  it('previews Markdown as players see it: bold, not asterisks', async () => {
    stubPages();
    renderApp('/admin/content');
    const preview = await screen.findByLabelText('Preview', {}, { timeout: 5_000 });
    await waitFor(() => expect(preview.querySelector('strong')?.textContent).toBe('fast'));
    expect(preview.textContent).not.toContain('**');
    expect(within(preview).getByRole('heading', { name: 'How to Play' })).toBeTruthy();
  });

  it('asks before switching page with unsaved edits; keeps or discards them', async () => {
    const { calls } = stubPages();
    const { user } = renderApp('/admin/content');
    const text = await screen.findByLabelText('Text (Markdown)', {}, { timeout: 5_000 });
    await waitFor(() => expect((text as HTMLTextAreaElement).value).toContain('Bid **fast**.'));
    await user.type(text, ' Then win.');
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);

    const select = screen.getByLabelText('Page');
    await user.selectOptions(select, 'privacy-policy');
    let dialog = await screen.findByRole('alertdialog', {
      name: 'Discard your changes to How to Play?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect((screen.getByLabelText('Text (Markdown)') as HTMLTextAreaElement).value).toContain(
      'Then win.',
    );
    expect((select as HTMLSelectElement).value).toBe('how-to-play');
    expect(calls.some((c) => c.path === '/api/static-content/privacy-policy')).toBe(false);

    await user.selectOptions(select, 'privacy-policy');
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Text (Markdown)') as HTMLTextAreaElement).value).toBe(
        '# Privacy\n\nWe keep little.',
      ),
    );
    expect((select as HTMLSelectElement).value).toBe('privacy-policy');
  });

  it('asks before leaving for another admin section with unsaved edits', async () => {
    stubPages();
    const { user, router } = renderApp('/admin/content');
    const text = await screen.findByLabelText('Text (Markdown)', {}, { timeout: 5_000 });
    await waitFor(() => expect((text as HTMLTextAreaElement).value).toContain('fast'));
    await user.type(text, '!');
    const nav = screen.getAllByRole('navigation', { name: 'Admin' })[0]!;
    await user.click(within(nav).getByRole('link', { name: 'Users' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(router.state.location.pathname).toBe('/admin/content');
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });
});
