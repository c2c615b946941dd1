import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAdminSession } from '@/stores/session';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { moneyRows, USER_COLUMNS } from '@/features/admin/analytics/components/columns';
import { toCsv } from '@/features/admin/analytics/components/csv';

const users = [
  {
    userId: 'u1',
    username: 'Rohit Sharma',
    email: 'rohit@example.com',
    totalBids: 12,
    acceptedBids: 10,
    refusedBids: 2,
    auctions: 3,
  },
  {
    userId: 'u2',
    username: '=HYPERLINK("x")',
    email: 'evil@example.com',
    totalBids: 1,
    acceptedBids: 1,
    refusedBids: 0,
    auctions: 1,
  },
];
const bucket = (count: number, amount: number) => ({ count, amount });
const category = (amount: number) => ({
  approved: bucket(2, amount),
  pending: bucket(1, 5),
  denied: bucket(0, 0),
});
const financial = {
  recharges: category(1500),
  withdrawals: category(200),
  registrationFees: category(40),
  prizes: category(24),
  refunds: category(0),
  adjustments: category(0),
  platformMargin: 16,
};

function stubAnalytics() {
  return stubFetch({
    'GET /api/admin/analytics/total-auctions': {
      status: 200,
      body: { total: 5, byStatus: { SCHEDULED: 1, LIVE: 1, COMPLETED: 2, CANCELLED: 1 } },
    },
    'GET /api/admin/analytics/bids-per-user': { status: 200, body: { users } },
    'GET /api/admin/analytics/successful-registrations': {
      status: 200,
      body: {
        total: 4,
        feesCollected: 40,
        days: [{ date: '2025-03-01', count: 4, feesCollected: 40 }],
      },
    },
    'GET /api/admin/analytics/registrations-per-auction': {
      status: 200,
      body: {
        auctions: [
          {
            auctionId: 'a1',
            title: 'IPL Mega Auction',
            status: 'COMPLETED',
            startsAt: '2025-03-01T10:00:00.000Z',
            registrations: 4,
            botTeams: 3,
            feesCollected: 40,
          },
        ],
      },
    },
    'GET /api/admin/analytics/all-registration-requests': {
      status: 200,
      body: { registrations: [], total: 0, limit: 100, offset: 0 },
    },
    'GET /api/admin/analytics/event-completion-rate': {
      status: 200,
      body: {
        completed: 2,
        cancelled: 1,
        liveOverdue: 0,
        live: 1,
        scheduled: 1,
        ratePercent: 66.67,
      },
    },
    'GET /api/admin/analytics/financial-summary': { status: 200, body: financial },
  });
}

describe('Admin analytics', () => {
  it('builds CSV from the table columns, escaping formula-like cells', async () => {
    expect(await toCsv(USER_COLUMNS, users)).toBe(
      [
        'User,Email,Total bids,Accepted,Refused,Auctions',
        'Rohit Sharma,rohit@example.com,12,10,2,3',
        `"'=HYPERLINK(""x"")",evil@example.com,1,1,0,1`,
      ].join('\r\n'),
    );
    const money = await toCsv(
      [
        {
          id: 'category',
          header: 'Category',
          csv: (r: ReturnType<typeof moneyRows>[number]) => r.category,
        },
      ],
      moneyRows(financial),
    );
    expect(money.split('\r\n')).toEqual([
      'Category',
      'Recharges',
      'Withdrawals',
      'Registration fees',
      'Prizes',
      'Refunds',
      'Adjustments',
    ]);
  });

  it('fetches the seven calls together, shows the figures and exports a table as CSV', async () => {
    useAdminSession.getState().signIn('admin-token');
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { calls } = stubAnalytics();
    const { user } = renderApp('/admin/analytics');

    expect(
      await screen.findByRole('heading', { name: 'Analytics' }, { timeout: 8_000 }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('kpi-completion-rate').textContent).toContain('66.67%'),
    );
    expect(screen.getByTestId('kpi-platform-margin').textContent).toContain('₹16.00');
    expect(screen.getByTestId('kpi-auctions').textContent).toContain('5');
    const paths = new Set(calls.map((c) => c.path));
    expect([...paths].filter((p) => p.startsWith('/api/admin/analytics/'))).toHaveLength(7);
    expect(calls.every((c) => c.headers.get('Authorization') === 'Bearer admin-token')).toBe(true);

    const table = screen.getByTestId('table-bids-per-user');
    expect(within(table).getByText('Rohit Sharma')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Export Bids per user as CSV' }));
    expect(click).toHaveBeenCalled();
    const text = await blobs[0]!.text();
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[1]).toBe(
      'Rohit Sharma,rohit@example.com,12,10,2,3',
    );
    expect(await screen.findByText('Exported 2 rows')).toBeTruthy();

    // A preset range goes to every call as India dates.
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(
        calls.filter((c) => c.path.startsWith('/api/admin/analytics/')).length,
      ).toBeGreaterThanOrEqual(14),
    );
  });
});
