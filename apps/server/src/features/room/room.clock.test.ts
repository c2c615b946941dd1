// The lot clock on fake timers. A bid received just before the close (found by the bench, RT-5): the
// clock's timer fires at `closesAt` while the bid is still in the auction's queue, so its close is
// refused (LOT_NOT_DUE: the bid moved the close). The lot must still close at the close the bid set;
// it used to stay open until the next event, the refused close being put off by a second on every
// look. Who attended a lot: an owner seen connected at any moment of it (there when it opened, or
// connecting before it closed, even if they left again) attended it; an owner seen at no moment of a
// whole lot finds their team on autopilot (AWAY) at its close.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionEvent, PlayerType } from '@bidxi/engine';
import { roomEvents } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createLiveAuction } from '../../test/auction-fixtures';
import { signUp } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, {}, { fakeTimers: true });
  await t.app.ready();
});
afterAll(() => t.close());

/** An auction live from now (no lobby; 20 s lots, 15 s bid window), one player of each type given. */
async function liveNow(types: readonly PlayerType[], ownerIds: string[]) {
  const { auction } = await createLiveAuction(t.app.deps.database.db, {
    pool: types.map((type) => ({ name: type, type })),
    ownerIds,
    startsAtMs: t.clock.now(),
    lobbyMs: 0,
    lotWindowMs: 20_000,
    bidWindowMs: 15_000,
  });
  return auction;
}

describe('room clock: a bid that lands as the close fires', () => {
  it('closes the lot at the close the bid set, once', async () => {
    const db = t.app.deps.database.db;
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const auction = await liveNow(['Batter', 'Bowler'], [a.id, b.id]);
    const registry = t.room.registry;
    const timers = t.timers!;
    await registry.pollLeases();
    registry.setPresence(auction.id, new Set([a.id, b.id]));
    await timers.runNext(); // the first lot opens
    const runner = registry.room(auction.id);
    const lot = runner.peek()!.state.currentLot!;
    const teamA = Object.values(runner.peek()!.state.teams).find((x) => x.ownerId === a.id)!;

    // The bid is received 1 ms before the close and is still queued when the close timer fires.
    t.clock.set(lot.closesAt - 1);
    const bid = runner.execute(
      { type: 'placeBid', lotId: lot.lotId, teamId: teamA.teamId, amountLakhs: 50 },
      lot.closesAt - 1,
    );
    await timers.runNext();
    const placed = await bid;
    expect(placed.ok).toBe(true);
    const movedClose = lot.closesAt - 1 + 15_000;
    expect(runner.peek()!.state.currentLot?.closesAt).toBe(movedClose);

    // Nothing else happens in the room: the clock alone closes the lot, at the moved close.
    await timers.runNext();
    expect(t.clock.now()).toBe(movedClose);
    expect(runner.peek()!.state.currentLot).toBeNull();
    const log = (await db.select().from(roomEvents).where(eq(roomEvents.auctionId, auction.id)))
      .map((r) => r.payload as AuctionEvent)
      .filter((e) => e.type === 'lotSold' || e.type === 'lotUnsold');
    expect(log).toEqual([expect.objectContaining({ type: 'lotSold', teamId: teamA.teamId })]);
  });
});

describe('room clock: attendance of a lot', () => {
  it('counts an owner who came and went during the lot; puts one never seen on autopilot', async () => {
    const [a, b, c] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const auction = await liveNow(
      ['Batter', 'Bowler', 'All-Rounder', 'Wicket-Keeper'],
      [a.id, b.id, c.id],
    );
    const registry = t.room.registry;
    const timers = t.timers!;
    const room = registry.room(auction.id);
    await registry.pollLeases();
    registry.setPresence(auction.id, new Set([a.id, b.id]));
    await timers.runNext(); // lot 1 opens with A and B connected
    const lot1 = room.peek()!.state.currentLot!;
    expect(lot1.lotId).toBe(1);
    // B leaves and C comes; then C leaves and B is back, all before the close.
    registry.setPresence(auction.id, new Set([a.id, c.id]));
    registry.setPresence(auction.id, new Set([a.id, b.id]));

    const teamOf = (userId: string) =>
      Object.values(room.peek()!.state.teams).find((x) => x.ownerId === userId)!.teamId;
    const runUntil = async (done: () => boolean) => {
      for (let i = 0; i < 20 && !done(); i++) {
        await timers.runNext();
        await room.settled();
      }
      expect(done()).toBe(true);
    };
    // Lot 1 closes: all three were seen during it, so no team goes on autopilot.
    await runUntil(() => room.peek()!.state.lastLotId === 2);
    expect(room.peek()!.state.autopilot).toEqual({});

    // Lot 2 runs with A and B only: C's team goes on autopilot at its close, for AWAY.
    await runUntil(() => room.peek()!.state.autopilot[teamOf(c.id)] !== undefined);
    const state = room.peek()!.state;
    expect(state.lastLotId).toBeGreaterThanOrEqual(2);
    expect(state.autopilot[teamOf(c.id)]).toMatchObject({ reason: 'AWAY' });
    expect(Object.keys(state.autopilot)).toEqual([teamOf(c.id)]);
  });
});
