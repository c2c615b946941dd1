// The My Team page's stars: the players up next that the XI needs, starred into the same watch-list
// Upcoming's "My targets" reads.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@/testing/render-app';
import { stubFetch } from '@/testing/fetch-stub';
import { MyTeamPanel } from '../components/my-team-panel';
import { UpcomingPanel } from '../components/upcoming-panel';
import { createRoomStore } from '../model/room-store';
import { RoomContext } from '../room-context';
import { FakeSocket } from '../testing/fake-socket';
import { AUCTION_ID, liveRoom, ME, NEXT_PLAYER_ID, RIVAL } from '../testing/room-fixtures';

const LIST = `/api/auctions/${AUCTION_ID}/watchlist`;

function renderPanels(myUserId: string, isReadOnly = false) {
  const store = createRoomStore();
  store.getState().receiveSnapshot(liveRoom().snapshot());
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RoomContext
          value={{
            auctionId: AUCTION_ID,
            myUserId,
            store,
            socket: new FakeSocket(),
            takeOver: () => {},
            isReadOnly,
          }}
        >
          <MyTeamPanel />
          <UpcomingPanel />
        </RoomContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return store;
}

describe('My Team: stars for the players the XI needs', () => {
  it('lists the queued players the XI needs; a star there is in My targets', async () => {
    signInAs();
    const { calls } = stubFetch({
      [`GET ${LIST}`]: { status: 200, body: { auctionId: AUCTION_ID, playerIds: [] } },
      [`PUT ${LIST}/${NEXT_PLAYER_ID}`]: {
        status: 200,
        body: { auctionId: AUCTION_ID, playerIds: [NEXT_PLAYER_ID] },
      },
    });
    const store = renderPanels(ME);
    const section = await screen.findByRole('region', { name: 'Up next for your XI' });
    // Rohit Sharma is on the block (not listed); Jasprit Bumrah, a Bowler the XI needs, is next.
    expect(
      within(section)
        .getAllByTestId('xi-target-row')
        .map((r) => r.textContent),
    ).toEqual([expect.stringContaining('Jasprit Bumrah')]);
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Star Jasprit Bumrah' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === `${LIST}/${NEXT_PLAYER_ID}`)).toBe(
        true,
      ),
    );
    expect(
      within(section)
        .getByRole('button', { name: 'Remove the star on Jasprit Bumrah' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    // The same watch-list: Upcoming counts it among My targets.
    expect(await screen.findByRole('button', { name: 'My targets (1)' })).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'All upcoming players' }));
    expect(store.getState().sheetTab).toBe('upcoming');
  });

  it('shows nothing to star in a replay', async () => {
    signInAs();
    stubFetch({});
    renderPanels(RIVAL, true);
    await screen.findByTestId('my-team-panel');
    expect(screen.queryByTestId('xi-targets')).toBeNull();
  });
});
