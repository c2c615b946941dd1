// Who attended a lot, as the lot clock sees it: an owner seen connected at any moment of a lot (there
// when it opened, or connecting before it closed, even if they left again) attended it; an owner
// seen at no moment of a whole lot finds their team on autopilot (AWAY) at its close.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createLiveAuction } from '../../test/auction-fixtures';
import { signUp } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, {}, { fakeTimers: true });
  await t.app.ready();
});
afterAll(() => t.close());

describe('room clock: attendance of a lot', () => {
  it('counts an owner who came and went during the lot; puts one never seen on autopilot', async () => {
    const db = t.app.deps.database.db;
    const [a, b, c] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const { auction } = await createLiveAuction(db, {
      pool: (['Batter', 'Bowler', 'All-Rounder', 'Wicket-Keeper'] as const).map((type) => ({
        name: type,
        type,
      })),
      ownerIds: [a.id, b.id, c.id],
      startsAtMs: t.clock.now(),
      lobbyMs: 0,
      lotWindowMs: 20_000,
      bidWindowMs: 15_000,
    });
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
