// The room's two feeds describe the same room: one short auction watched by a client on the spec's
// named events (`feed: 'spec'`) and one on the engine's events (`feed: 'engine'`); the engine client's
// state (its `roomState` evolved by its `roomEvents`) and the spec client's events agree on every
// lot's result and on the purses at the end.
import { evolve, teamOfOwner, type AuctionEvent, type AuctionState } from '@bidxi/engine';
import type {
  ActivePlayerDetail,
  AskNewPlayer,
  RoomEventsMessage,
  RoomSnapshot,
  ServerToClientEvents,
} from '@bidxi/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { closeListening, listenTestApp } from '../../test/listening-app';
import { createLiveAuction } from '../../test/auction-fixtures';
import { signUp } from '../../test/factories';
import { connectRoom, type TestSocket } from '../../test/socket-client';

type BudgetUpdate = Parameters<ServerToClientEvents['budgetUpdate']>[0];

let t: TestApp;
let baseUrl: string;
const open: TestSocket[] = [];

beforeAll(async () => ({ t, baseUrl } = await listenTestApp()));
afterAll(() => closeListening(t, open));

/** The engine client's room: its snapshot's state with every batch after it evolved in order. */
function engineRoom(s: TestSocket): AuctionState {
  const snapshot = s.events.find((e) => e.name === 'roomState')!.payload as RoomSnapshot;
  let state = snapshot.state;
  for (const e of s.events) {
    if (e.name !== 'roomEvents') continue;
    const m = e.payload as RoomEventsMessage;
    if (m.seq <= state.version) continue;
    // Batches follow on: the first event of each is the one after the state's.
    expect(m.seq - m.events.length).toBe(state.version);
    state = m.events.reduce<AuctionState>(evolve, state);
  }
  return state;
}

/** The engine events a client received, in order. */
const engineEvents = (s: TestSocket): AuctionEvent[] =>
  s.events.flatMap((e) => (e.name === 'roomEvents' ? (e.payload as RoomEventsMessage).events : []));

const named = <T>(s: TestSocket, name: string): T[] =>
  s.events.filter((e) => e.name === name).map((e) => e.payload as T);

describe('room: the spec feed and the engine feed', () => {
  it('agree on every lot result and on the purses at the end of an auction', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: ['Virat Kohli', 'Rohit Sharma', 'Shubman Gill'].map((name) => ({
        name,
        type: 'Batter' as const,
        basePriceLakhs: 50,
      })),
      ownerIds: [a.id, b.id],
      lotWindowMs: 1_500,
      bidWindowMs: 1_000,
      pauseBetweenLotsMs: 200,
    });
    const spec = await connectRoom(baseUrl, { token: a.token, auctionId: auction.id });
    open.push(spec);
    const engine = await connectRoom(baseUrl, {
      token: b.token,
      auctionId: auction.id,
      feed: 'engine',
    });
    open.push(engine);
    await engine.waitFor('roomState');
    await spec.waitFor('roomState');

    // Lot 1: A buys at 1 Cr. Lot 2: B buys at 1.5 Cr. Lot 3: nobody bids.
    const lotOpen = (lotId: number) =>
      spec.waitFor<ActivePlayerDetail>('activePlayerDetail', (d) => d.lot.lotId === lotId);
    const closed = (lotId: number) =>
      spec.waitFor<AskNewPlayer>('askNewPlayer', (e) => e.lotId === lotId);
    const first = await lotOpen(1);
    const bidA = await spec.emitAck('bid', { auctionPlayerId: first.playerId, biddingAmount: 1 });
    expect(bidA.success).toBe(true);
    await closed(1);
    const second = await lotOpen(2);
    const bidB = await engine.emitAck('bid', {
      auctionPlayerId: second.playerId,
      biddingAmount: 1.5,
    });
    expect(bidB.success).toBe(true);
    await closed(2);
    await spec.waitFor('biddingEnded');
    await engine.waitFor<RoomEventsMessage>('roomEvents', (m) =>
      m.events.some((e) => e.type === 'biddingEnded'),
    );

    const state = engineRoom(engine);
    const teamA = teamOfOwner(state, a.id)!.teamId;
    const teamB = teamOfOwner(state, b.id)!.teamId;

    // Every lot's result, as the spec client heard it and as the engine client's state holds it.
    const specResults = named<AskNewPlayer>(spec, 'askNewPlayer').map((e) => ({
      lotId: e.lotId,
      playerId: e.auctionPlayerId,
      status: e.status,
      teamId: e.teamId,
      amountLakhs: e.amount === null ? null : Math.round(e.amount * 100),
    }));
    const engineResults = engineEvents(engine)
      .flatMap((e) =>
        e.type === 'lotSold' || e.type === 'lotUnsold'
          ? [{ lotId: e.lotId, playerId: e.playerId }]
          : [],
      )
      .map(({ lotId, playerId }) => {
        const p = state.players[playerId]!;
        return {
          lotId,
          playerId,
          status: p.status,
          teamId: p.soldToTeamId ?? null,
          amountLakhs: p.soldForLakhs ?? null,
        };
      });
    expect(specResults).toEqual(engineResults);
    expect(specResults).toEqual([
      { lotId: 1, playerId: first.playerId, status: 'SOLD', teamId: teamA, amountLakhs: 100 },
      { lotId: 2, playerId: second.playerId, status: 'SOLD', teamId: teamB, amountLakhs: 150 },
      expect.objectContaining({ lotId: 3, status: 'UNSOLD', teamId: null, amountLakhs: null }),
    ]);
    // …and no player the spec client did not hear of left the pool.
    const decided = Object.values(state.players).filter((p) => p.status !== 'AVAILABLE');
    expect(decided.map((p) => p.id).sort()).toEqual(specResults.map((r) => r.playerId).sort());

    // The purses: the spec client's join snapshot, then each budgetUpdate.
    const joined = named<RoomSnapshot>(spec, 'roomState')[0]!;
    const specPurses = new Map(
      Object.values(joined.state.teams).map((team) => [team.teamId, team.purseRemainingLakhs]),
    );
    for (const u of named<BudgetUpdate>(spec, 'budgetUpdate')) {
      for (const team of u.teams) specPurses.set(team.teamId, team.purseRemainingLakhs);
    }
    const enginePurses = new Map(
      Object.values(state.teams).map((team) => [team.teamId, team.purseRemainingLakhs]),
    );
    expect(specPurses).toEqual(enginePurses);
    const budget = joined.state.teams[teamA]!.purseRemainingLakhs;
    expect(enginePurses.get(teamA)).toBe(budget - 100);
    expect(enginePurses.get(teamB)).toBe(budget - 150);
  });
});
