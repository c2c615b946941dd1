// Upcoming's star toggles and "My targets" filter, over the watch-list API.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@/testing/render-app';
import { stubFetch } from '@/testing/fetch-stub';
import { UpcomingPanel } from '../components/upcoming-panel';
import { createRoomStore } from '../model/room-store';
import { RoomContext } from '../room-context';
import { FakeSocket } from '../testing/fake-socket';
import { AUCTION_ID, liveRoom, ME, NEXT_PLAYER_ID } from '../testing/room-fixtures';

const LIST = `/api/auctions/${AUCTION_ID}/watchlist`;

describe('Upcoming stars', () => {
  it('stars a player on the server, and My targets then lists only the starred', async () => {
    signInAs();
    const { calls } = stubFetch({
      [`GET ${LIST}`]: { status: 200, body: { auctionId: AUCTION_ID, playerIds: [] } },
      [`PUT ${LIST}/${NEXT_PLAYER_ID}`]: {
        status: 200,
        body: { auctionId: AUCTION_ID, playerIds: [NEXT_PLAYER_ID] },
      },
    });
    const store = createRoomStore();
    store.getState().receiveSnapshot(liveRoom().snapshot());
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <RoomContext
            value={{
              auctionId: AUCTION_ID,
              myUserId: ME,
              store,
              socket: new FakeSocket(),
              takeOver: () => {},
            }}
          >
            <UpcomingPanel />
          </RoomContext>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(calls.some((c) => c.path === LIST)).toBe(true));
    const star = await screen.findByRole('button', { name: 'Star Jasprit Bumrah' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await user.click(star);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === `${LIST}/${NEXT_PLAYER_ID}`)).toBe(
        true,
      ),
    );
    const starred = await screen.findByRole('button', {
      name: 'Remove the star on Jasprit Bumrah',
    });
    expect(starred.getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'My targets (1)' }));
    expect(screen.getAllByTestId('upcoming-row').map((r) => r.textContent)).toEqual([
      expect.stringContaining('Jasprit Bumrah'),
    ]);
  });
});
