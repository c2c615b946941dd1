// Rooms for the smart-bidding tests: a pool that can complete a valid XI (so the reserve-aware max
// bid applies), and small helpers to reach each state in which a bid is impossible.
import type { PlayerInput } from '@bidxi/engine';
import {
  createTestRoom,
  liveRoom,
  MY_TEAM,
  PLAYER_ID,
  poolPlayer,
  RIVAL_INPUT,
  RIVAL_TEAM,
  teamInput,
  type TestRoom,
} from './room-fixtures';

/**
 * Rohit Sharma (base 2 Cr) on the block first, then 12 players at 50L (4 batters, 4 bowlers, 2
 * keepers, 2 all-rounders): enough to complete any team's XI, so each team keeps a reserve.
 */
export function xiPool(): PlayerInput[] {
  const rest: PlayerInput[] = [];
  const types = [
    ['Batter', 4],
    ['Bowler', 4],
    ['Wicket-Keeper', 2],
    ['All-Rounder', 2],
  ] as const;
  let i = 1;
  for (const [type, count] of types) {
    for (let k = 0; k < count; k++, i++) {
      rest.push(
        poolPlayer({
          id: `p-${i}`,
          name: `${type} ${k + 1}`,
          type,
          lotGroup: 2,
          sheetIndex: i,
          basePriceLakhs: 50,
        }),
      );
    }
  }
  return [poolPlayer({ id: PLAYER_ID }), ...rest];
}

/**
 * A 10 Cr purse with 12 players at 50L left: buying Rohit leaves 10 to buy (at least 5 Cr), so the
 * max bid on him is 5 Cr; the rival bid that, so the next bid (5.5 Cr) is over it.
 */
export function overMaxBidRoom(): TestRoom {
  return liveRoom({
    players: xiPool(),
    teams: [teamInput({ purseTotalLakhs: 1_000 }), RIVAL_INPUT],
    bidLakhs: 500,
    bidderTeamId: RIVAL_TEAM,
  });
}

/** Four batters bought, then Rohit Sharma (a fifth batter) on the block: the type is full. */
export function typeFullRoom(): TestRoom {
  const batters = [0, 1, 2, 3].map((i) =>
    poolPlayer({ id: `b${i}`, name: `Batter ${i}`, lotGroup: 1, sheetIndex: i }),
  );
  const room = createTestRoom({
    players: [...batters, poolPlayer({ sheetIndex: 9 }), poolPlayer({ id: 'p-next', lotGroup: 3 })],
  });
  for (let i = 0; i < 4; i++) room.sell(MY_TEAM, 200);
  room.open(room.now - 5_000);
  return room;
}

/** The viewer passed on the open lot. */
export function passedRoom(): TestRoom {
  const room = liveRoom();
  room.run({ type: 'pass', teamId: MY_TEAM, lotId: 1 }, room.now - 1_000);
  return room;
}

/** The organiser paused the auction during the lot. */
export function pausedRoom(): TestRoom {
  const room = liveRoom();
  room.run({ type: 'pauseAuction', by: 'u-admin' }, room.now - 1_000);
  return room;
}

/** The lot's window ends 0.8 s from now. */
export function closingRoom(): TestRoom {
  const room = createTestRoom();
  room.open(room.now - 19_200);
  return room;
}
