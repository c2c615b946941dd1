// An auction ends at its scheduled end even when lots do not run out: a participant
// left a two-team auction after a lot opened, so no further lot can open; at the end time bidding
// ends, the reorder window runs, and the auction completes and is scored, once. On fake time.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionEvent } from '@bidxi/engine';
import { auctionResults, auctions, roomEvents } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createLiveAuction } from '../../test/auction-fixtures';
import { signUp } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, {}, { fakeTimers: true });
  await t.app.ready();
});
afterAll(() => t.close());

describe('room: the scheduled end', () => {
  it('ends bidding at the end time when a participant has left, then completes and scores once', async () => {
    const db = t.app.deps.database.db;
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const startsAtMs = t.clock.now();
    const { auction } = await createLiveAuction(db, {
      pool: Array.from({ length: 5 }, (_, i) => ({ name: `Batter ${i}`, type: 'Batter' as const })),
      ownerIds: [a.id, b.id],
      startsAtMs,
      endsAtMs: startsAtMs + 2 * 3600_000,
      lobbyMs: 0,
      lotWindowMs: 20_000,
      bidWindowMs: 15_000,
      pauseBetweenLotsMs: 3_000,
      reorderWindowMs: 600_000,
    });
    const registry = t.room.registry;
    await registry.pollLeases(); // takes the lease and starts the clock (nobody connected yet)
    registry.setPresence(auction.id, new Set([a.id, b.id])); // both owners in the room
    const timers = t.timers!;
    await timers.runNext();
    expect(registry.room(auction.id).peek()?.state.currentLot?.lotId).toBe(1);

    // B leaves: the open lot still closes on time, and no other lot opens.
    registry.setPresence(auction.id, new Set([a.id]));
    await timers.runNext();
    const afterClose = registry.room(auction.id).peek()!.state;
    expect(afterClose.phase).toBe('BETWEEN_LOTS');
    expect(t.clock.now()).toBeLessThan(startsAtMs + 60_000);

    // The next step is the scheduled end: bidding ends there, then the reorder window completes it.
    await timers.runNext();
    expect(t.clock.now()).toBe(startsAtMs + 2 * 3600_000);
    expect(registry.room(auction.id).peek()!.state.phase).toBe('BIDDING_ENDED');
    await timers.runNext();
    expect(t.clock.now()).toBe(startsAtMs + 2 * 3600_000 + 600_000);
    expect(timers.pending).toBe(0);

    const [row] = await db.select().from(auctions).where(eq(auctions.id, auction.id));
    expect(row!.status).toBe('COMPLETED');
    expect(
      await db.select().from(auctionResults).where(eq(auctionResults.auctionId, auction.id)),
    ).toHaveLength(1);
    const log = (await db.select().from(roomEvents).where(eq(roomEvents.auctionId, auction.id)))
      .sort((x, y) => x.seq - y.seq)
      .map((r) => (r.payload as AuctionEvent).type);
    expect(log.filter((type) => type === 'lotOpened')).toHaveLength(1);
    expect(log.slice(-2)).toEqual(['biddingEnded', 'auctionCompleted']);
  });
});

describe('room: a close that fell inside an outage', () => {
  it('reopens the lot for a bid window when the clock comes back, and says why in the log', async () => {
    const db = t.app.deps.database.db;
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const startsAtMs = t.clock.now();
    const { auction } = await createLiveAuction(db, {
      pool: [
        { name: 'Batter', type: 'Batter' },
        { name: 'Bowler', type: 'Bowler' },
      ],
      ownerIds: [a.id, b.id],
      startsAtMs,
      lobbyMs: 0,
      lotWindowMs: 20_000,
      bidWindowMs: 15_000,
    });
    // The lot opened on a node that then died: no clock ran while its close passed.
    const runner = t.room.registry.room(auction.id);
    expect((await runner.execute({ type: 'openLot' }, t.clock.now())).ok).toBe(true);
    const lot = runner.peek()!.state.currentLot!;
    t.clock.set(lot.closesAt + 10_000);

    await t.room.registry.pollLeases(); // the node is back: its clock starts
    const reopened = runner.peek()!.state.currentLot!;
    expect(reopened.lotId).toBe(lot.lotId);
    expect(reopened.closesAt).toBe(t.clock.now() + 15_000);
    const log = await db.select().from(roomEvents).where(eq(roomEvents.auctionId, auction.id));
    expect(log.map((r) => r.payload as AuctionEvent).at(-1)).toMatchObject({
      type: 'lotExtended',
      reason: 'RECOVERY',
    });
    // The rival who could not bid during the outage can now.
    const teamB = Object.values(runner.peek()!.state.teams).find((x) => x.ownerId === b.id)!;
    const bid = await runner.execute(
      { type: 'placeBid', lotId: lot.lotId, teamId: teamB.teamId, amountLakhs: 50 },
      t.clock.now() + 1_000,
    );
    expect(bid.ok).toBe(true);
  });
});
