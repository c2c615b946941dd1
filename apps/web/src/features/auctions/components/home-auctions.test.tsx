import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUCTIONS_CACHE_KEY } from '@/features/auctions/api/get-auctions';
// Warm Home's lazy chunks so the findBy* waits stay short.
import '@/features/auctions/components/home-auctions';
import '@/features/auctions/components/live-carousel';
import '@/features/auctions/components/practice-card';
import { makeAuction, makeTeam } from '@/testing/auction-fixtures';
import { gamingView, profileReply, stubFetch } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';

const DAY = 24 * 60 * 60_000;
const soon = (days: number, hours = 2) => {
  const start = Date.now() + days * DAY;
  return {
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + hours * 3_600_000).toISOString(),
  };
};

function stubHome(auctions: unknown[] | null) {
  return stubFetch({
    'POST /api/user/getById': profileReply,
    'GET /api/auctions/getallstatus':
      auctions === null
        ? { status: 503, body: { error: { code: 'INTERNAL', message: 'down' } } }
        : { status: 200, body: { auctions } },
  });
}

describe('Home', () => {
  it('lists scheduled auctions within the next 14 days, truncating names at 20', async () => {
    signInAs();
    stubHome([
      makeAuction({ id: 'a1', title: 'Weekend Super Auction League', ...soon(2) }),
      makeAuction({ id: 'a2', title: 'Far Future Cup', ...soon(30) }),
      makeAuction({ id: 'live', title: 'Live Thunder', status: 'LIVE', ...soon(-0.01) }),
    ]);
    const { user } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Welcome, Virat' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Scheduled auctions' });
    expect(within(list).getByText('Weekend Super Auctio...')).toBeTruthy();
    expect(within(list).queryByText('Far Future Cup')).toBeNull();
    expect(
      within(list)
        .getByRole('link', { name: /Weekend Super Auction League/ })
        .getAttribute('href'),
    ).toBe('/auction/a1');
    // The LIVE one is in the carousel, not in the tabs.
    expect(await screen.findByRole('region', { name: 'Live auctions' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(
      screen.getByText('No completed auctions available within the selected date range.'),
    ).toBeTruthy();
  });

  it('says so when nothing is scheduled in the range', async () => {
    signInAs();
    stubHome([makeAuction({ id: 'a2', ...soon(30) })]);
    renderApp('/home');
    expect(
      await screen.findByText('No scheduled auctions available within the selected date range.'),
    ).toBeTruthy();
  });

  it('falls back to the last good list when the fetch fails', async () => {
    signInAs();
    localStorage.setItem(
      AUCTIONS_CACHE_KEY,
      JSON.stringify({ auctions: [makeAuction({ title: 'Cached Cup', ...soon(1) })] }),
    );
    stubHome(null);
    renderApp('/home');
    expect(await screen.findByText('Cached Cup', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('shows the demo auction and disables clicks while the tour is open', async () => {
    signInAs();
    stubHome([makeAuction({ id: 'a1', title: 'Real Cup', status: 'LIVE', ...soon(-0.01) })]);
    const { useSession } = await import('@/stores/session');
    useSession.getState().openTour(1);
    renderApp('/home');
    const carousel = await screen.findByRole('region', { name: 'Live auctions' });
    expect(within(carousel).getByText('BidXI Tour Cup')).toBeTruthy();
    expect(within(carousel).queryByText('Real Cup')).toBeNull();
    expect(within(carousel).queryByRole('link')).toBeNull();
  });
  it('says when a demo starts within the hour: "Starts in 4 min"', async () => {
    signInAs();
    const start = Date.now() + 3 * 60_000 + 30_000;
    stubHome([
      makeAuction({
        id: 'demo',
        title: 'BidXI Demo Auction',
        isDemo: true,
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + 2 * 3_600_000).toISOString(),
      }),
    ]);
    renderApp('/home');
    const list = await screen.findByRole('list', { name: 'Scheduled auctions' });
    expect(within(list).getByText('Starts in 4 min')).toBeTruthy();
  });

  it('starts a practice auction vs bots from Home and opens its room', async () => {
    signInAs();
    const { calls } = stubFetch({
      'POST /api/user/getById': profileReply,
      'GET /api/auctions/getallstatus': { status: 200, body: { auctions: [] } },
      'POST /api/practice': {
        status: 201,
        body: {
          auction: makeAuction({ id: 'p1', status: 'LIVE', isPractice: true, registrationFee: 0 }),
          team: makeTeam({ auctionId: 'p1', registrationFeePaid: 0 }),
          isNew: true,
        },
      },
    });
    const { user, router } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Practice vs bots' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auctionRoom/p1'));
    expect(calls.some((c) => c.path === '/api/practice')).toBe(true);
  });

  it('says when the day’s practice auctions are used up', async () => {
    signInAs();
    stubFetch({
      'POST /api/user/getById': profileReply,
      'GET /api/auctions/getallstatus': { status: 200, body: { auctions: [] } },
      'POST /api/practice': {
        status: 429,
        body: {
          retryAfterSeconds: 3600,
          error: {
            code: 'PRACTICE_LIMIT',
            message: 'You have played 6 practice auctions today — try again in 1 h',
          },
        },
      },
    });
    const { user } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Practice vs bots' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have played 6 practice auctions today — try again in 1 h',
    );
  });

  it('offers a self-excluded player no practice, and says the end in the one India-time format', async () => {
    signInAs();
    stubFetch({
      'POST /api/user/getById': profileReply,
      'GET /api/auctions/getallstatus': { status: 200, body: { auctions: [] } },
      'GET /api/gaming': {
        status: 200,
        body: gamingView({
          selfExcludedUntil: '2026-12-01T04:00:00.000Z',
          selfExcludedUntilText: '1 Dec 2026, 09:30 IST',
        }),
      },
    });
    renderApp('/home');
    expect((await screen.findByText(/^Self-excluded until /)).textContent).toBe(
      'Self-excluded until 1 Dec 2026, 9:30 am IST',
    );
    expect(await screen.findByRole('heading', { name: 'Welcome, Virat' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Practice vs bots' })).toBeNull();
  });
});
