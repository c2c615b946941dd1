// The room's alerts row: the notice and cue when a starred player is next, the outbid cue, the
// star toggle in Upcoming, and the mute switch kept on the device.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createRoomStore } from '../model/room-store';
import { RoomContext } from '../room-context';
import { FakeSocket } from '../testing/fake-socket';
import {
  AUCTION_ID,
  liveRoom,
  ME,
  MY_TEAM,
  NEXT_PLAYER_ID,
  RIVAL_TEAM,
} from '../testing/room-fixtures';
import { ALERT_MUTE_KEY } from './alert-mute';
import { RoomAlerts } from './room-alerts';
import { watchListKey } from './watch-list-api';

afterEach(() => window.localStorage.clear());

function renderAlerts(starred: string[], room = liveRoom()) {
  const store = createRoomStore();
  store.getState().receiveSnapshot(room.snapshot());
  const client = new QueryClient();
  client.setQueryData(watchListKey(AUCTION_ID), { auctionId: AUCTION_ID, playerIds: starred });
  const view = render(
    <QueryClientProvider client={client}>
      <RoomContext
        value={{
          auctionId: AUCTION_ID,
          myUserId: ME,
          store,
          socket: new FakeSocket(),
          takeOver: () => {},
        }}
      >
        <RoomAlerts />
      </RoomContext>
    </QueryClientProvider>,
  );
  return { room, store, ...view };
}

describe('RoomAlerts', () => {
  it('cues when a starred player is next up', async () => {
    renderAlerts([NEXT_PLAYER_ID]);
    const cue = await screen.findByTestId('alert-cue');
    expect(cue.getAttribute('data-kind')).toBe('starredNext');
    expect(cue.textContent).toContain('Your target Jasprit Bumrah is up next');
  });

  it('shows no notice when the next player is not starred', () => {
    renderAlerts([]);
    expect(screen.queryByTestId('alert-cue')).toBeNull();
    expect(screen.queryByTestId('starred-next')).toBeNull();
  });

  it('cues outbid when the viewer’s lead is beaten', async () => {
    const { room, store } = renderAlerts([], liveRoom({ bidLakhs: 225, bidderTeamId: MY_TEAM }));
    expect(screen.queryByTestId('alert-cue')).toBeNull();
    act(() => {
      store.getState().receiveEvents(room.bid(RIVAL_TEAM, 250, room.now - 500));
    });
    const cue = await screen.findByTestId('alert-cue');
    expect(cue.getAttribute('data-kind')).toBe('outbid');
    expect(cue.textContent).toContain('You have been outbid');
    // The cue flashes only for viewers who accept motion.
    expect(cue.className).toContain('motion-reduce:animate-none');
  });

  it('mutes alert sounds on this device and remembers it', async () => {
    const user = userEvent.setup();
    const { unmount } = renderAlerts([]);
    const mute = screen.getByRole('button', { name: 'Mute alert sounds' });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    await user.click(mute);
    expect(window.localStorage.getItem(ALERT_MUTE_KEY)).toBe('1');
    unmount();
    renderAlerts([]);
    expect(
      screen.getByRole('button', { name: 'Turn alert sounds on' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });
});
