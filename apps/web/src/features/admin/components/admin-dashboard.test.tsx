import type { AdminDashboardResponse } from '@bidxi/protocol';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAdminSession } from '@/stores/session';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';

const figures: AdminDashboardResponse = {
  serverTime: '2026-11-25T14:30:00.000Z', // 8:00 pm IST
  pendingRequests: {
    recharges: { count: 2, amount: 800 },
    withdrawals: { count: 1, amount: 30 },
    oldestAt: '2026-11-25T11:15:00.000Z',
  },
  auctions: {
    live: [
      {
        id: 'a-live',
        title: 'Friday Night Auction',
        status: 'LIVE',
        isDemo: false,
        startsAt: '2026-11-25T14:00:00.000Z',
        lotsStartAt: '2026-11-25T14:05:00.000Z',
        endsAt: '2026-11-25T16:00:00.000Z',
        players: 3,
        poolSize: 148,
      },
    ],
    startingSoon: [
      {
        id: 'a-soon',
        title: 'Saturday Cup',
        status: 'SCHEDULED',
        isDemo: false,
        startsAt: '2026-11-25T16:30:00.000Z',
        lotsStartAt: '2026-11-25T16:35:00.000Z',
        endsAt: '2026-11-25T18:30:00.000Z',
        players: 1,
        poolSize: 40,
      },
    ],
  },
  today: {
    date: '2026-11-25',
    registrations: 4,
    fees: 80,
    prizes: { count: 1, amount: 64 },
    withdrawals: { count: 2, amount: 150 },
  },
};

describe('Admin dashboard', () => {
  beforeEach(() => useAdminSession.getState().signIn('admin-token'));

  it('asks for action: waiting requests, auctions now and soon, today’s money, each a link', async () => {
    const { calls } = stubFetch({ 'GET /api/admin/dashboard': { status: 200, body: figures } });
    renderApp('/admin');
    await screen.findByText(/Review requests/, {}, { timeout: 5_000 });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(screen.getByText(/2 recharges/).textContent).toContain('2 recharges · ₹800.00');
    expect(screen.getByText(/1 withdrawal ·/).textContent).toContain('1 withdrawal · ₹30.00');
    expect(screen.getByText(/Oldest waiting/).textContent).toContain('Oldest waiting 3 hours');
    expect(screen.getByRole('link', { name: /Review requests/ }).getAttribute('href')).toBe(
      '/admin/wallet-requests',
    );

    const auctions = screen.getByRole('list', { name: 'Live and starting-soon auctions' });
    const [live, soon] = within(auctions).getAllByRole('link') as [HTMLElement, HTMLElement];
    expect(live.getAttribute('href')).toBe('/admin/auctions/a-live');
    expect(live.textContent).toContain('Friday Night AuctionLive');
    expect(live.textContent).toContain('Ends 9:30 pm IST · 3 players registered');
    expect(soon.getAttribute('href')).toBe('/admin/auctions/a-soon');
    expect(soon.textContent).toContain('Starts in 2 hours · 10:00 pm IST · 1 player registered');

    expect(screen.getByRole('link', { name: /Fees \(net of refunds\)/ }).getAttribute('href')).toBe(
      '/admin/transactions?type=REGISTRATION_FEE&from=2026-11-25&to=2026-11-25',
    );
    expect(screen.getByRole('link', { name: /Fees/ }).textContent).toContain('₹80.00');
    expect(screen.getByRole('link', { name: /Prizes paid/ }).textContent).toContain('₹64.00');
    expect(screen.getByRole('link', { name: /Withdrawals paid/ }).getAttribute('href')).toBe(
      '/admin/transactions?type=WITHDRAWAL&status=APPROVED&from=2026-11-25&to=2026-11-25',
    );
    // No build badges or placeholder copy.
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    expect(screen.queryByText(/arrive with/i)).toBeNull();
  });

  it('says all is caught up when nothing waits or runs', async () => {
    stubFetch({
      'GET /api/admin/dashboard': {
        status: 200,
        body: {
          ...figures,
          pendingRequests: {
            recharges: { count: 0, amount: 0 },
            withdrawals: { count: 0, amount: 0 },
            oldestAt: null,
          },
          auctions: { live: [], startingSoon: [] },
        },
      },
    });
    renderApp('/admin');
    expect(await screen.findByText(/All caught up/)).toBeTruthy();
    expect(screen.getByText('Nothing is live or starting in the next 24 hours.')).toBeTruthy();
  });

  it('offers a retry when the figures cannot load', async () => {
    stubFetch({ 'GET /api/admin/dashboard': { status: 404, body: {} } });
    const { user } = renderApp('/admin');
    expect(await screen.findByText('Could not load the dashboard')).toBeTruthy();
    stubFetch({ 'GET /api/admin/dashboard': { status: 200, body: figures } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Review requests/)).toBeTruthy();
  });
});
