import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, roomEvents } from '../../db/schema/index';
import { createLiveAuction } from '../../test/auction-fixtures';
import { signUp } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { systemClock, systemTimers } from '../../platform/clock';
import { Room, type Committed } from './room';

// Two rooms on one database stand for two nodes: each decides on the state it has, and the event
// log's (auction_id, seq) key makes the one that is behind catch up and decide again.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function runnerOn(auctionId: string, committed: Committed[] = []) {
  return new Room(
    {
      db: t.app.deps.database.db,
      clock: systemClock,
      timers: systemTimers,
      log: t.app.log,
      isMultiNode: true,
      publish: (c) => void committed.push(c),
    },
    auctionId,
  );
}

async function twoNodes() {
  const [a, b] = [await signUp(t.app), await signUp(t.app)];
  const { auction, teams } = await createLiveAuction(t.app.deps.database.db, {
    pool: [{ name: 'Batter', type: 'Batter', basePriceLakhs: 50 }],
    ownerIds: [a.id, b.id],
    lotWindowMs: 600_000,
    bidWindowMs: 600_000,
  });
  const one = runnerOn(auction.id);
  const two = runnerOn(auction.id);
  await two.snapshot(); // node two loads now, before node one opens the lot
  const opened = await one.execute({ type: 'openLot' }, Date.now());
  expect(opened.ok).toBe(true);
  return { one, two, teams, lotId: one.peek()!.state.currentLot!.lotId };
}

describe('Room across nodes', () => {
  it('loads the auction and registers the teams the log lacks, once', async () => {
    const { one, two } = await twoNodes();
    expect(Object.keys(one.peek()!.state.teams)).toHaveLength(2);
    const view = await two.snapshot();
    expect(Object.keys(view!.state.teams)).toHaveLength(2);
    expect(view!.state.version).toBe(one.peek()!.state.version);
  });

  it('a node that is behind catches up before refusing (the lot it has not seen yet is open)', async () => {
    const { two, teams, lotId } = await twoNodes();
    expect(two.peek()!.state.currentLot).toBeNull();
    const r = await two.execute(
      { type: 'placeBid', lotId, teamId: teams[1]!.id, amountLakhs: 50 },
      Date.now(),
    );
    expect(r.ok).toBe(true);
  });

  it('a node that is behind cannot accept on its stale state: the append collides, it re-decides', async () => {
    const { one, two, teams, lotId } = await twoNodes();
    await two.snapshot();
    // Node one takes 0.5 Cr; node two, which has not seen it, gets a bid of 0.5 Cr as well.
    const first = await one.execute(
      { type: 'placeBid', lotId, teamId: teams[0]!.id, amountLakhs: 50 },
      Date.now(),
    );
    expect(first.ok).toBe(true);
    const late = await two.execute(
      { type: 'placeBid', lotId, teamId: teams[1]!.id, amountLakhs: 50 },
      Date.now(),
    );
    expect(late).toMatchObject({ ok: false, error: { code: 'BID_TOO_LOW' } });
    expect(two.peek()!.state.currentLot!.currentBidLakhs).toBe(50);
    expect(two.peek()!.state.version).toBe(one.peek()!.state.version);
  });

  it('publishes each commit once with the state before and after, in the queue', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: [{ name: 'Batter', type: 'Batter', basePriceLakhs: 50 }],
      ownerIds: [a.id, b.id],
    });
    const committed: Committed[] = [];
    const runner = runnerOn(auction.id, committed);
    await runner.execute({ type: 'openLot' }, Date.now());
    expect(committed.map((c) => c.events.map((e) => e.type))).toEqual([
      ['teamRegistered'],
      ['teamRegistered'],
      ['lotOpened'],
    ]);
    const last = committed.at(-1)!;
    expect(last.state).toBe(runner.peek()!.state);
    expect(last.before.version).toBe(last.state.version - 1);
  });

  it('refuses a builder that cannot name the command, with its own reason', async () => {
    const { one } = await twoNodes();
    const r = await one.execute(
      { type: 'bidRequest', ownerId: 'not-an-owner', playerId: 'p', amountLakhs: 50 },
      Date.now(),
    );
    expect(r).toMatchObject({ ok: false, error: { code: 'NOT_REGISTERED' } });
  });

  it('a refusal received before the last read of the log is judged without reading it again', async () => {
    const { two, teams, lotId } = await twoNodes();
    // Node two read the log (its snapshot) before node one opened the lot, and after this bid's
    // receipt: what it has is what the log held then, so it refuses on it.
    const r = await two.execute(
      { type: 'placeBid', lotId, teamId: teams[1]!.id, amountLakhs: 50 },
      Date.now() - 60_000,
    );
    expect(r).toMatchObject({ ok: false, error: { code: 'LOT_NOT_OPEN' } });
    expect(two.peek()!.state.currentLot).toBeNull();
  });

  it("logs a refused bid with the room's next commit, or with the flush when none follows", async () => {
    const { one, teams, lotId } = await twoNodes();
    const db = t.app.deps.database.db;
    const bid = (team: number, amountLakhs: number) =>
      one.execute({ type: 'placeBid', lotId, teamId: teams[team]!.id, amountLakhs }, Date.now());
    const refusedRows = () =>
      db
        .select({ teamId: bids.teamId, amountLakhs: bids.amountLakhs, seq: bids.seq })
        .from(bids)
        .where(and(eq(bids.auctionId, one.auctionId), eq(bids.accepted, false)));
    const refusalEntries = async () =>
      (
        await db
          .select({ seq: roomEvents.seq })
          .from(roomEvents)
          .where(and(eq(roomEvents.auctionId, one.auctionId), eq(roomEvents.type, 'bidsRefused')))
      ).length;

    expect((await bid(0, 50)).ok).toBe(true);
    expect(await bid(1, 50)).toMatchObject({ ok: false, error: { code: 'BID_TOO_LOW' } });
    expect(await refusedRows()).toEqual([]);
    expect((await bid(1, 75)).ok).toBe(true);
    expect(await refusedRows()).toEqual([{ teamId: teams[1]!.id, amountLakhs: 50, seq: null }]);
    expect(await refusalEntries()).toBe(1);

    expect(await bid(0, 75)).toMatchObject({ ok: false, error: { code: 'BID_TOO_LOW' } });
    await one.flushRefusals();
    expect(await refusedRows()).toHaveLength(2);
    expect(await refusalEntries()).toBe(2);
  });
});
