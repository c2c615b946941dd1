import type { BidHistoryItem } from '@bidxi/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';

function bid(n: number, overrides: Partial<BidHistoryItem> = {}): BidHistoryItem {
  return {
    id: `b${n}`,
    auctionId: 'a1',
    auctionTitle: 'IPL Mega Auction',
    auctionStatus: 'COMPLETED',
    auctionPlayerId: `ap${n}`,
    playerName: `Player ${n}`,
    playerType: 'Batter',
    teamId: 't1',
    teamName: 'Mumbai Mavericks',
    amount: 2.25,
    createdAt: '2025-03-01T10:00:00.000Z',
    accepted: true,
    outcome: 'OUTBID',
    reasonCode: null,
    ...overrides,
  };
}

const page = (bids: BidHistoryItem[], total = bids.length, offset = 0) => ({
  status: 200,
  body: { success: true, bids, total, limit: 30, offset },
});

const requestedUrls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map((c) => new URL(String(c[0]), 'http://localhost'));

describe('Bid history (/bidhistory)', () => {
  it('groups bids by auction with outcome badges, and searches (debounced) on the server', async () => {
    signInAs();
    const { fetchMock } = stubFetch({
      'GET /api/bids/history': () => {
        const last = requestedUrls(fetchMock).at(-1)!;
        if (last.searchParams.get('search') === 'kohli') {
          return page([bid(9, { playerName: 'Virat Kohli', outcome: 'WON' })]);
        }
        return page([
          bid(1, { outcome: 'WON' }),
          bid(2, {
            outcome: 'LEADING',
            auctionId: 'a2',
            auctionTitle: 'Weekend Cup',
            auctionStatus: 'LIVE',
          }),
          bid(3, { outcome: 'REFUSED', accepted: false, reasonCode: 'LOT_CLOSED' }),
        ]);
      },
    });
    const { user } = renderApp('/bidhistory');

    const groups = await screen.findAllByTestId('bid-group');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual([
      'IPL Mega Auction',
      'Weekend Cup',
    ]);
    expect(within(groups[0]!).getAllByTestId('bid-row')).toHaveLength(2);
    expect(within(groups[0]!).getByText('Won')).toBeTruthy();
    expect(within(groups[0]!).getByText('Refused')).toBeTruthy();
    expect(within(groups[0]!).getByText('Time is up! Cannot place bid now.')).toBeTruthy();
    expect(within(groups[1]!).getByText('Leading')).toBeTruthy();
    expect(screen.getByText('3 bids')).toBeTruthy();

    await user.type(screen.getByLabelText('Search bids'), 'kohli');
    expect(await screen.findByText('Virat Kohli')).toBeTruthy();
    const searches = requestedUrls(fetchMock).map((u) => u.searchParams.get('search'));
    // One request per pause in typing, not one per key.
    expect(searches.filter((s) => s !== null)).toEqual(['kohli']);
  });

  it('shows an error with a retry, never dummy data', async () => {
    signInAs();
    let fail = true;
    stubFetch({
      'GET /api/bids/history': () =>
        fail
          ? { status: 403, body: { error: { code: 'FORBIDDEN', message: 'no' } } }
          : page([bid(1, { outcome: 'WON' })]),
    });
    const { user } = renderApp('/bidhistory');
    expect(
      await screen.findByText('Could not load your bid history. Please try again.'),
    ).toBeTruthy();
    expect(screen.queryAllByTestId('bid-row')).toHaveLength(0);
    expect(screen.queryByText(/Dummy/i)).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Player 1')).toBeTruthy();
  });

  it('has an empty state with a way home, and loads more pages', async () => {
    signInAs();
    const { fetchMock } = stubFetch({
      'GET /api/bids/history': () => {
        const last = requestedUrls(fetchMock).at(-1)!;
        const offset = Number(last.searchParams.get('offset'));
        if (last.searchParams.get('search') === 'none') return page([]);
        return offset === 0 ? page([bid(1)], 2, 0) : page([bid(2)], 2, 1);
      },
    });
    const { user } = renderApp('/bidhistory');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Player 2')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());

    await user.type(screen.getByLabelText('Search bids'), 'none');
    expect(await screen.findByText('No bids match "none"')).toBeTruthy();
  });

  it('says so when the user has never bid', async () => {
    signInAs();
    stubFetch({ 'GET /api/bids/history': page([]) });
    renderApp('/bidhistory');
    expect(await screen.findByText('You have not placed any bids yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/home');
  });
});
