import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoomStore } from '../model/room-store';
import { RoomContext } from '../room-context';
import { FakeSocket } from '../testing/fake-socket';
import { AUCTION_ID, liveRoom, ME, MY_TEAM, poolPlayer } from '../testing/room-fixtures';
import { XiNeedsStrip } from './xi-needs-strip';

/** Renders the strip for the viewer `myUserId` in `room`; returns its store. */
function renderStrip(room: ReturnType<typeof liveRoom>, myTeamId: string | null = MY_TEAM) {
  const store = createRoomStore();
  store.getState().receiveSnapshot(room.snapshot({ myTeamId }));
  render(
    <RoomContext
      value={{
        auctionId: AUCTION_ID,
        myUserId: ME,
        store,
        socket: new FakeSocket(),
        takeOver: () => {},
      }}
    >
      <XiNeedsStrip />
    </RoomContext>,
  );
  return store;
}

/** `count` pool players of `type`, ids unique per prefix. */
const many = (
  prefix: string,
  type: 'Batter' | 'Bowler' | 'Wicket-Keeper' | 'All-Rounder',
  count: number,
) =>
  Array.from({ length: count }, (_, i) =>
    poolPlayer({ id: `${prefix}-${i}`, name: `${prefix} ${i}`, type, basePriceLakhs: 25 }),
  );

describe('XiNeedsStrip', () => {
  it("says what an empty squad needs, and warns when two teams' bowlers outnumber the pool's", () => {
    // 2 teams × 4 bowlers needed, 5 in the pool: at risk. Batters, keepers and all-rounders suffice.
    const room = liveRoom({
      players: [
        ...many('bat', 'Batter', 7),
        ...many('bowl', 'Bowler', 5),
        ...many('wk', 'Wicket-Keeper', 2),
        ...many('ar', 'All-Rounder', 2),
      ],
    });
    renderStrip(room);
    expect(screen.getByTestId('xi-needs').textContent).toContain(
      'Need: 3 BAT · 4 BOWL · 1 WK · 1 AR',
    );
    expect(screen.getAllByTestId('xi-risk').map((e) => e.textContent)).toEqual([
      'Only 5 Bowlers left in the pool',
    ]);
  });

  it('names every type the pool runs short of in one line', () => {
    // Two teams, one bowler and one keeper in the pool (on the block or queued): both short.
    renderStrip(
      liveRoom({
        players: [
          ...many('bat', 'Batter', 7),
          ...many('bowl', 'Bowler', 1),
          ...many('wk', 'Wicket-Keeper', 1),
          ...many('ar', 'All-Rounder', 2),
        ],
      }),
    );
    expect(screen.getAllByTestId('xi-risk').map((e) => e.textContent)).toEqual([
      'Only 1 Bowler · 1 Wicket-Keeper left in the pool',
    ]);
  });

  it('counts a sale into the squad: the need drops as the team buys', () => {
    const room = liveRoom({
      players: [
        ...many('bowl', 'Bowler', 9),
        ...many('bat', 'Batter', 7),
        ...many('wk', 'Wicket-Keeper', 3),
        ...many('ar', 'All-Rounder', 3),
      ],
    });
    const store = renderStrip(room);
    const onBlock = room.state.players[room.state.currentLot!.playerId]!.type;
    const short = { Batter: 'BAT', Bowler: 'BOWL', 'Wicket-Keeper': 'WK', 'All-Rounder': 'AR' }[
      onBlock
    ];
    const min = { Batter: 3, Bowler: 4, 'Wicket-Keeper': 1, 'All-Rounder': 1 }[onBlock];
    expect(screen.getByTestId('xi-needs').textContent).toContain(`${min} ${short}`);
    act(() => {
      store.getState().receiveEvents(room.bid(MY_TEAM, 25));
      store.getState().receiveEvents(room.close());
    });
    const after = screen.queryByTestId('xi-needs')?.textContent ?? '';
    if (min > 1) expect(after).toContain(`${min - 1} ${short}`);
    else expect(after).not.toContain(short);
    expect(screen.queryByTestId('xi-risk')).toBeNull();
  });

  it('shows nothing to a viewer without a team', () => {
    renderStrip(liveRoom(), null);
    expect(screen.queryByTestId('xi-needs')).toBeNull();
  });
});
