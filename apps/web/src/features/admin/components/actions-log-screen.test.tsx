import type { AdminActionView } from '@bidxi/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAdminSession } from '@/stores/session';
import { stubFetch, type StubReply } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';

const admin = { id: '11111111-1111-4111-8111-111111111111', username: 'Ravi', email: 'r@x.in' };
const ban: AdminActionView = {
  id: 'a1',
  at: '2025-03-12T10:35:09.000Z',
  admin,
  action: 'USER_BAN',
  targetType: 'USER',
  targetId: 'u-7',
  targetLabel: 'Asha <asha@example.com>',
  before: { banned: false },
  after: { banned: true },
};
const edit: AdminActionView = {
  id: 'a2',
  at: '2025-03-12T09:00:00.000Z',
  admin,
  action: 'AUCTION_EDIT',
  targetType: 'AUCTION',
  targetId: 'auc-1',
  targetLabel: 'Friday Cup',
  before: {
    title: 'Friday Cup',
    registrationFeePaise: 5000,
    startsAt: '2025-03-14T14:30:00.000Z',
    lotWindowMs: 20000,
  },
  after: {
    title: 'Friday Cup II',
    registrationFeePaise: 7500,
    startsAt: '2025-03-14T15:00:00.000Z',
    lotWindowMs: 30000,
  },
};
const created: AdminActionView = {
  ...edit,
  id: 'a3',
  action: 'AUCTION_CREATE',
  before: null,
  after: { title: 'Friday Cup' },
};

/** The actions-log URLs fetched so far (the stub records paths only). */
function urls() {
  const mock = globalThis.fetch as unknown as { mock: { calls: [RequestInfo | URL][] } };
  return mock.mock.calls
    .map(([u]) => new URL(String(u), 'http://localhost'))
    .filter((u) => u.pathname === '/api/admin/actions');
}

describe('Admin actions log', () => {
  beforeEach(() => useAdminSession.getState().signIn('admin-token'));

  it('lists actions with India time, admin, target and the before/after of each field', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/actions': { status: 200, body: { actions: [ban, edit], nextCursor: null } },
    });
    renderApp('/admin/actions');
    const list = await screen.findByRole('list', { name: 'Admin actions' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('User banned');
    expect(first!.textContent).toContain('12 Mar 2025, 4:05 pm IST');
    expect(first!.textContent).toContain('Ravi');
    expect(first!.textContent).toContain('Asha <asha@example.com>');
    const diff = within(second!).getByRole('table', { name: 'Changes' });
    const cells = (field: RegExp) =>
      within(within(diff).getByRole('row', { name: field }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // Units from the field names: paise in ₹, instants in India time, milliseconds in seconds.
    expect(cells(/Registration fee/)).toEqual(['₹50.00', '₹75.00']);
    expect(cells(/Starts at/)).toEqual(['14 Mar 2025, 8:00 pm IST', '14 Mar 2025, 8:30 pm IST']);
    expect(cells(/Lot window/)).toEqual(['20 s', '30 s']);
    expect(calls.every((c) => c.headers.get('Authorization') === 'Bearer admin-token')).toBe(true);
    expect(screen.getByRole('link', { name: /Actions log/ })).toBeTruthy();
  });

  it('filters by action, by an admin or target picked from a row, and by India-time dates', async () => {
    stubFetch({
      'GET /api/admin/actions': { status: 200, body: { actions: [ban], nextCursor: null } },
    });
    const { user } = renderApp('/admin/actions');
    await screen.findByRole('list', { name: 'Admin actions' });

    await user.selectOptions(screen.getByLabelText('Action'), 'USER_BAN');
    await waitFor(() => expect(urls().at(-1)?.searchParams.get('action')).toBe('USER_BAN'));

    await user.click(screen.getByRole('button', { name: 'Ravi' }));
    await waitFor(() => expect(urls().at(-1)?.searchParams.get('adminId')).toBe(admin.id));
    expect(screen.getByText('Admin: Ravi')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Asha <asha@example.com>' }));
    await waitFor(() => expect(urls().at(-1)?.searchParams.get('targetId')).toBe('u-7'));
    expect(urls().at(-1)?.searchParams.get('targetType')).toBe('USER');

    const from = screen.getByLabelText('From (IST)');
    await user.type(from, '2025-03-12');
    const to = screen.getByLabelText('To (IST)');
    await user.type(to, '2025-03-12');
    await waitFor(() => {
      const last = urls().at(-1)!.searchParams;
      // 12 March in India: 00:00 IST to the next India midnight.
      expect(last.get('from')).toBe('2025-03-11T18:30:00.000Z');
      expect(last.get('to')).toBe('2025-03-12T18:30:00.000Z');
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.queryByText('Admin: Ravi')).toBeNull();
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('From (IST)') as HTMLInputElement).value).toBe('');
  });

  it('pages older actions with the cursor, and shows a created thing without a before', async () => {
    const pages: Record<string, StubReply> = {
      '': { status: 200, body: { actions: [ban], nextCursor: 'c1' } },
      c1: { status: 200, body: { actions: [created], nextCursor: null } },
    };
    stubFetch({
      'GET /api/admin/actions': () => pages[urls().at(-1)?.searchParams.get('cursor') ?? '']!,
    });
    const { user } = renderApp('/admin/actions');
    await user.click(await screen.findByRole('button', { name: 'Load older actions' }));
    const list = screen.getByRole('list', { name: 'Admin actions' });
    expect(await within(list).findByText('Auction created')).toBeTruthy();
    const second = within(list).getAllByRole('listitem')[1]!;
    const row = within(within(second).getByRole('table')).getByRole('row', { name: /Title/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['—', 'Friday Cup']);
    expect(screen.queryByRole('button', { name: 'Load older actions' })).toBeNull();
    expect(urls().map((u) => u.searchParams.get('cursor'))).toEqual([null, 'c1']);
  });

  it('opens filtered from an address (a user or an auction page links here)', async () => {
    stubFetch({
      'GET /api/admin/actions': { status: 200, body: { actions: [edit], nextCursor: null } },
    });
    renderApp('/admin/actions?targetType=AUCTION&targetId=auc-1');
    expect(await screen.findByText('Auction: Friday Cup')).toBeTruthy();
    const params = urls().at(-1)!.searchParams;
    expect([params.get('targetType'), params.get('targetId')]).toEqual(['AUCTION', 'auc-1']);
  });

  it('folds a long change behind "Show all N fields"', async () => {
    const fields = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`field${i}`, i]));
    stubFetch({
      'GET /api/admin/actions': {
        status: 200,
        body: { actions: [{ ...created, after: fields }], nextCursor: null },
      },
    });
    const { user } = renderApp('/admin/actions');
    const table = await screen.findByRole('table', { name: 'Changes' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    await user.click(screen.getByRole('button', { name: 'Show all 8 fields' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 8);
  });

  it('shows an empty state, and an error state with a retry', async () => {
    let fail = true;
    stubFetch({
      'GET /api/admin/actions': () =>
        fail
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }
          : { status: 200, body: { actions: [], nextCursor: null } },
    });
    const { user } = renderApp('/admin/actions');
    expect(
      await screen.findByText('Could not load the actions log', {}, { timeout: 8_000 }),
    ).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No actions')).toBeTruthy();
  });
});
