// The lean snapshot loses nothing: with its pool it is the whole snapshot again, at any point of an
// auction (sales, unsold lots, pull-backs, an open lot); without the pool it still shows the lot.
import { randomUUID } from 'node:crypto';
import {
  decide,
  evolve,
  initialState,
  type AuctionCommand,
  type AuctionState,
  type PlayerInput,
  type PlayerType,
} from '@bidxi/engine';
import { describe, expect, it } from 'vitest';
import {
  hydrateSnapshot,
  leanSnapshotOf,
  poolRowsOf,
  withPool,
  type RoomPool,
  type RoomPoolRef,
} from './room-pool';
import type { RoomSnapshot } from './room-snapshot';

const TYPES: PlayerType[] = ['Batter', 'Bowler', 'Wicket-Keeper', 'All-Rounder'];
const T0 = 1_767_225_600_000;

/** 148 players shaped like the sheet's rows (uuid ids, 11 slot points, a picture). */
const sheetLike = (): PlayerInput[] =>
  Array.from({ length: 148 }, (_, i) => ({
    id: randomUUID(),
    name: `Player With A Long Name ${i}`,
    type: TYPES[i % 4]!,
    lotGroup: 1 + (i % 5),
    sheetIndex: i,
    basePriceLakhs: 50 + (i % 4) * 50,
    bonus: i % 3 === 0 ? 50 : 0,
    slotPoints: Array.from({ length: 11 }, (_, s) => (s < 4 ? 975 - s * 25 : 0)),
    imageUrl: `/api/images/${randomUUID()}`,
  }));

const teams = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    teamId: randomUUID(),
    ownerId: randomUUID(),
    purseTotalLakhs: 10_000,
    name: `Team number ${i + 1}`,
    ownerName: `owner_${i + 1}`,
  }));

/** Applies `command` when the engine accepts it; a refusal leaves the state as it was. */
function step(state: AuctionState, command: AuctionCommand, now: number): AuctionState {
  const d = decide(state, command, now);
  return d.ok ? d.events.reduce(evolve, state) : state;
}

/** The events of an accepted command (the test fails on a refusal). */
function eventsOf(state: AuctionState, command: AuctionCommand, now: number) {
  const d = decide(state, command, now);
  if (!d.ok) throw new Error(`${command.type} refused: ${d.error.code}`);
  return d.events;
}

/** Runs `lots` lots: every third goes unsold, the others to the teams in turn at base price. */
function play(start: AuctionState, lots: number): { state: AuctionState; now: number } {
  let state = start;
  let now = T0;
  const ids = Object.keys(state.teams);
  for (let i = 0; i < lots && state.queue.length > 0; i++) {
    now += 60_000;
    state = step(state, { type: 'openLot' }, now);
    const lot = state.currentLot;
    if (!lot) break;
    if (i % 3 !== 2) {
      const teamId = ids[i % ids.length]!;
      state = step(
        state,
        { type: 'placeBid', lotId: lot.lotId, teamId, amountLakhs: lot.basePriceLakhs },
        now + 1,
      );
    }
    now = (state.currentLot?.closesAt ?? now) + 1;
    state = step(state, { type: 'closeLot', lotId: lot.lotId }, now);
  }
  return { state, now };
}

const snapshotOf = (state: AuctionState): RoomSnapshot => ({
  seq: state.version,
  serverTime: new Date(T0).toISOString(),
  auction: {
    id: state.auctionId,
    title: 'A test auction',
    status: 'LIVE',
    startsAt: new Date(T0).toISOString(),
    budgetLimitLakhs: 10_000,
  },
  state,
  chat: [],
  connectedUserIds: Object.values(state.teams).map((t) => t.ownerId),
  roomSize: Object.keys(state.teams).length,
  myTeamId: Object.keys(state.teams)[0] ?? null,
  headHash: 'f'.repeat(64),
});

const poolOf = (state: AuctionState): { ref: RoomPoolRef; pool: RoomPool } => {
  const players = poolRowsOf(Object.values(state.players));
  const version = 'v'.repeat(20);
  return {
    ref: {
      version,
      url: `/api/auctions/${state.auctionId}/pool/${version}`,
      count: players.length,
    },
    pool: { auctionId: state.auctionId, version, players },
  };
};

const bytes = (x: unknown) => new TextEncoder().encode(JSON.stringify(x)).length;

describe('lean roomState', () => {
  const start = initialState({ auctionId: randomUUID(), players: sheetLike(), teams: teams(10) });

  it('with its pool is the whole snapshot again, before, during and after the lots', () => {
    for (const lots of [0, 1, 40, 200]) {
      const { state, now } = play(start, lots);
      // An open lot too, and a pulled-back player once some have gone unsold.
      const unsold = Object.values(state.players).find((p) => p.status === 'UNSOLD');
      const pulled = unsold
        ? step(
            state,
            { type: 'pullBack', playerId: unsold.id, teamId: Object.keys(state.teams)[0]! },
            now + 10,
          )
        : state;
      for (const s of [state, pulled, step(pulled, { type: 'openLot' }, now + 120_000)]) {
        const whole = snapshotOf(s);
        const { ref, pool } = poolOf(s);
        expect(hydrateSnapshot(leanSnapshotOf(whole, ref), pool)).toEqual(whole);
      }
    }
  });

  it('is at most 16 KB for 148 players at any point of the auction; the whole one is not', () => {
    for (const lots of [0, 40, 200]) {
      const { state, now } = play(start, lots);
      const open = step(state, { type: 'openLot' }, now + 120_000);
      const whole = snapshotOf(open);
      expect(bytes(leanSnapshotOf(whole, poolOf(open).ref))).toBeLessThanOrEqual(16 * 1024);
      expect(bytes(whole)).toBeGreaterThan(40 * 1024);
    }
  });

  it('without the pool holds the open lot’s player and the next one whole', () => {
    const { state, now } = play(start, 5);
    const open = step(state, { type: 'openLot' }, now + 120_000);
    const lean = leanSnapshotOf(snapshotOf(open), poolOf(open).ref);
    const partial = hydrateSnapshot(lean, null).state;
    const lotPlayer = open.currentLot!.playerId;
    expect(Object.keys(partial.players).sort()).toEqual([lotPlayer, open.queue[0]!].sort());
    expect(partial.players[lotPlayer]).toEqual(open.players[lotPlayer]);
  });

  it('takes the pool after events moved the inline players, keeping what the events did', () => {
    const { state, now } = play(start, 5);
    const open = step(state, { type: 'openLot' }, now + 120_000);
    const { ref, pool } = poolOf(open);
    const lean = leanSnapshotOf(snapshotOf(open), ref);
    const partial = hydrateSnapshot(lean, null).state;
    // The lot sells before the pool arrives: the server decides, the client only evolves (as the
    // web does with `roomEvents`), and only the inline player moves.
    const lot = open.currentLot!;
    const teamId = Object.keys(open.teams)[1]!;
    const bid = {
      type: 'placeBid',
      lotId: lot.lotId,
      teamId,
      amountLakhs: lot.basePriceLakhs,
    } as const;
    const afterBid = step(open, bid, lot.openedAt + 1);
    const expected = step(afterBid, { type: 'closeLot', lotId: lot.lotId }, lot.closesAt + 20_000);
    const events = [...eventsOf(open, bid, lot.openedAt + 1)];
    events.push(
      ...eventsOf(afterBid, { type: 'closeLot', lotId: lot.lotId }, lot.closesAt + 20_000),
    );
    const sold = events.reduce(evolve, partial);
    expect(sold.players[lot.playerId]?.status).toBe('SOLD');
    expect(withPool(sold, pool, lean.state.playerStates)).toEqual(expected);
  });
});
