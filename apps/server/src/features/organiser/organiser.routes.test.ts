// The organiser's controls over HTTP: each is an engine command judged in the room's
// queue, with the engine's refusals as 409s, and each changes what the room, the projections and the
// audit log show. On fake time: the test runs the lot clock's timers itself.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionEvent } from '@bidxi/engine';
import { auctionPlayers, roomEvents, teams } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, type TestUser } from '../../test/factories';
import {
  placeBid,
  runToCompletion,
  runUntil as driveUntil,
  startDrivenAuction,
} from '../../test/room-driver';
import type { Room } from '../room/room';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({}, {}, { fakeTimers: true });
  await t.app.ready();
  admin = bearer(await adminToken(t.app));
});
afterAll(() => t.close());

const liveAuction = () => startDrivenAuction(t);
const runUntil = (done: () => boolean) => driveUntil(t, done);

const post = (id: string, control: string, payload?: object, headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/auctions/${id}/${control}`,
    headers,
    ...(payload ? { payload } : {}),
  });

const bid = (runner: Room, user: TestUser, amountLakhs: number) =>
  placeBid(t, runner, user, amountLakhs);

async function logOf(auctionId: string): Promise<AuctionEvent[]> {
  const rows = await t.app.deps.database.db
    .select()
    .from(roomEvents)
    .where(eq(roomEvents.auctionId, auctionId));
  return rows.sort((x, y) => x.seq - y.seq).map((r) => r.payload as AuctionEvent);
}

describe('organiser controls', () => {
  it('are for admins only', async () => {
    const { id, a } = await liveAuction();
    const res = await post(id, 'pause', undefined, bearer(a.token));
    expect(res.statusCode).toBe(403);
    expect(t.room.registry.room(id).peek()!.state.pausedAt).toBeNull();
  });

  it('pause stops the clock and refuses bids; resume moves the close by the paused time', async () => {
    const { id, a, runner } = await liveAuction();
    const closesAt = runner.peek()!.state.currentLot!.closesAt;

    const paused = await post(id, 'pause');
    expect(paused.statusCode).toBe(200);
    expect(paused.json().pausedAt).toBe(new Date(t.clock.now()).toISOString());
    expect((await post(id, 'pause')).json().error.code).toBe('ALREADY_PAUSED');

    // The clock's next timers (whenever they are) close nothing while paused.
    for (let i = 0; i < 3 && (await t.timers!.runNext()); i++);
    expect(runner.peek()!.state.currentLot?.lotId).toBe(1);
    const pausedMs = t.clock.now() - Date.parse(paused.json().pausedAt);
    expect(pausedMs).toBeGreaterThan(closesAt - Date.parse(paused.json().pausedAt));
    const refused = await bid(runner, a, 100);
    expect(refused).toMatchObject({ ok: false, error: { code: 'PAUSED' } });
    expect(runner.peek()!.state.currentLot?.lotId).toBe(1);

    const resumed = await post(id, 'resume');
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      pausedAt: null,
      closesAt: new Date(closesAt + pausedMs).toISOString(),
    });
    expect((await post(id, 'resume')).json().error.code).toBe('NOT_PAUSED');
    expect((await bid(runner, a, 100)).ok).toBe(true);
  });

  it('add-time moves the open lot’s close; a bad amount or another lot changes nothing', async () => {
    const { id, runner } = await liveAuction();
    const { closesAt, lotId } = runner.peek()!.state.currentLot!;
    expect((await post(id, 'add-time', { seconds: 0, lotId })).statusCode).toBe(400);
    expect((await post(id, 'add-time', { seconds: 601, lotId })).statusCode).toBe(400);
    expect((await post(id, 'add-time', { seconds: 30 })).statusCode).toBe(400); // no lot named
    const stale = await post(id, 'add-time', { seconds: 30, lotId: 9 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: { code: 'LOT_MOVED_ON' },
      current: { lotId, playerId: runner.peek()!.state.currentLot!.playerId },
    });
    expect(runner.peek()!.state.currentLot!.closesAt).toBe(closesAt);
    const res = await post(id, 'add-time', { seconds: 30, lotId });
    expect(res.statusCode).toBe(200);
    expect(res.json().closesAt).toBe(new Date(closesAt + 30_000).toISOString());
    expect(runner.peek()!.state.currentLot!.closesAt).toBe(closesAt + 30_000);
  });

  it('"+30 s" then a bid leaves the close at or after the extension', async () => {
    const { id, a, runner } = await liveAuction();
    const { lotId } = runner.peek()!.state.currentLot!;
    const extended = await post(id, 'add-time', { seconds: 30, lotId });
    const promised = Date.parse(extended.json().closesAt);
    t.clock.advance(900);
    expect((await bid(runner, a, 100)).ok).toBe(true);
    const lot = runner.peek()!.state.currentLot!;
    expect(lot.currentBidLakhs).toBe(100);
    expect(lot.closesAt).toBeGreaterThanOrEqual(promised);
    // The lot is still open just before the promised close, and closes at it.
    await runUntil(() => runner.peek()!.state.lastSale !== null);
    expect(t.clock.now()).toBeGreaterThanOrEqual(promised);
  });

  it('undo-sale returns the player to the pool and restores the purse, with a reason', async () => {
    const { id, a, runner } = await liveAuction();
    const playerId = runner.peek()!.state.currentLot!.playerId;
    expect((await bid(runner, a, 120)).ok).toBe(true);
    await runUntil(() => runner.peek()!.state.lastSale !== null); // sold to A for 1.2 Cr
    const db = t.app.deps.database.db;
    const teamOf = async () =>
      (await db.select().from(teams).where(eq(teams.ownerId, a.id))).find(
        (r) => r.auctionId === id,
      )!;
    expect((await teamOf()).purseRemainingLakhs).toBe(10_000 - 120);

    const lotId = runner.peek()!.state.lastSale!.lotId;
    expect((await post(id, 'undo-sale', { lotId, reason: '  ' })).statusCode).toBe(400);
    expect((await post(id, 'undo-sale', { reason: 'no lot' })).statusCode).toBe(400);
    const res = await post(id, 'undo-sale', { lotId, reason: 'Wrong player was on the block' });
    expect(res.statusCode).toBe(200);
    expect((await teamOf()).purseRemainingLakhs).toBe(10_000);
    const [row] = await db
      .select()
      .from(auctionPlayers)
      .where(and(eq(auctionPlayers.auctionId, id), eq(auctionPlayers.id, playerId)));
    expect(row).toMatchObject({ status: 'AVAILABLE', teamId: null });
    expect(runner.peek()!.state.queue).toContain(playerId);
    expect((await post(id, 'undo-sale', { lotId, reason: 'again' })).json().error.code).toBe(
      'NOTHING_TO_UNDO',
    );
    const undone = (await logOf(id)).find((e) => e.type === 'saleUndone');
    expect(undone).toMatchObject({ reason: 'Wrong player was on the block', amountLakhs: 120 });
  });

  it('undo-sale naming an older sale is refused 409 with the last sale; naming the last undoes it', async () => {
    const { id, a, b, runner } = await liveAuction();
    expect((await bid(runner, a, 120)).ok).toBe(true);
    await runUntil(() => runner.peek()!.state.lastSale !== null);
    const first = runner.peek()!.state.lastSale!;
    await runUntil(() => runner.peek()!.state.currentLot !== null);
    expect((await bid(runner, b, 150)).ok).toBe(true);
    await runUntil(() => runner.peek()!.state.lastSale?.lotId !== first.lotId);
    const second = runner.peek()!.state.lastSale!;

    const stale = await post(id, 'undo-sale', { lotId: first.lotId, reason: 'Wrong team' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: { code: 'SALE_CHANGED' }, current: second });
    expect(runner.peek()!.state.lastSale).toEqual(second);
    expect(runner.peek()!.state.players[first.playerId]!.status).toBe('SOLD');

    const res = await post(id, 'undo-sale', { lotId: second.lotId, reason: 'Wrong team' });
    expect(res.statusCode).toBe(200);
    expect(runner.peek()!.state.players[second.playerId]!.status).toBe('AVAILABLE');
    expect(runner.peek()!.state.players[first.playerId]!.status).toBe('SOLD');
  });

  it('end while paused ends: the reorder window runs and the auction completes', async () => {
    const { id, a, runner } = await liveAuction();
    expect((await bid(runner, a, 100)).ok).toBe(true);
    expect((await post(id, 'pause')).statusCode).toBe(200);
    t.clock.advance(5_000);
    const ended = await post(id, 'end');
    expect(ended.statusCode).toBe(200);
    expect(ended.json().pausedAt).toBeNull();
    const state = runner.peek()!.state;
    expect(state.phase).toBe('BIDDING_ENDED');
    expect(state.reorderEndsAt).toBe(t.clock.now() + state.settings.reorderWindowMs);
    await runToCompletion(t, id);
    expect(t.clock.now()).toBeGreaterThanOrEqual(state.reorderEndsAt!);
  });

  it('skip-lot closes the lot unsold; end stops bidding, logged with the admin', async () => {
    const { id, runner } = await liveAuction();
    const lot = runner.peek()!.state.currentLot!;
    expect((await post(id, 'skip-lot')).statusCode).toBe(400); // no lot named
    const skipped = await post(id, 'skip-lot', { lotId: lot.lotId });
    expect(skipped.body).toContain('"seq"');
    expect(runner.peek()!.state.currentLot).toBeNull();
    expect((await post(id, 'skip-lot', { lotId: lot.lotId })).json().error.code).toBe(
      'LOT_NOT_OPEN',
    );

    expect((await post(id, 'end')).statusCode).toBe(200);
    expect((await post(id, 'end')).json().error.code).toBe('BIDDING_ENDED');
    const log = await logOf(id);
    expect(log.find((e) => e.type === 'lotUnsold')).toMatchObject({
      lotId: lot.lotId,
      reason: 'SKIPPED',
    });
    const ended = log.find((e) => e.type === 'biddingEnded');
    expect(ended && 'by' in ended && typeof ended.by).toBe('string');
  });

  it('answers 404 for an unknown auction', async () => {
    const res = await post('00000000-0000-4000-8000-000000000000', 'pause');
    expect(res.statusCode).toBe(404);
  });
});

describe('pause after this lot', () => {
  const pauseAfterLot = (
    mount: 'admin' | 'organiser',
    id: string,
    payload?: object,
    headers = admin,
  ) =>
    t.app.inject({
      method: 'POST',
      url:
        mount === 'admin'
          ? `/api/admin/auctions/${id}/pause-after-lot`
          : `/api/auctions/${id}/organiser/pause-after-lot`,
      headers,
      ...(payload ? { payload } : {}),
    });

  it('is refused 403 to a stranger, 400 without a lot and 409 for a stale lot, at both mounts', async () => {
    const { id, a, runner } = await liveAuction();
    const { lotId, playerId } = runner.peek()!.state.currentLot!;
    for (const mount of ['admin', 'organiser'] as const) {
      expect((await pauseAfterLot(mount, id, { lotId }, bearer(a.token))).statusCode).toBe(403);
      expect((await pauseAfterLot(mount, id)).statusCode).toBe(400);
      const stale = await pauseAfterLot(mount, id, { lotId: lotId + 5 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        error: { code: 'LOT_MOVED_ON' },
        current: { lotId, playerId },
      });
    }
    expect(runner.peek()!.state.currentLot!.pauseAfterBy).toBeUndefined();
  });

  it('pauses in the named lot’s close, at its instant; resume opens the next lot', async () => {
    const { id, a, runner } = await liveAuction();
    const { lotId } = runner.peek()!.state.currentLot!;
    const asked = await pauseAfterLot('organiser', id, { lotId });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().pausedAt).toBeNull();
    // Asked again (another screen): accepted, one request.
    expect((await pauseAfterLot('admin', id, { lotId })).statusCode).toBe(200);
    expect((await bid(runner, a, 100)).ok).toBe(true);

    await runUntil(() => runner.peek()!.state.pausedAt !== null);
    const state = runner.peek()!.state;
    expect(state.currentLot).toBeNull();
    expect(state.lastSale?.lotId).toBe(lotId);
    expect(state.pausedAt).toBe(state.lastClosedAt);
    const log = await logOf(id);
    expect(log.filter((e) => e.type === 'pauseAfterLotAsked')).toHaveLength(1);
    const sold = log.findIndex((e) => e.type === 'lotSold');
    expect(log[sold + 1]).toEqual({
      type: 'auctionPaused',
      at: (log[sold] as { at: number }).at,
      by: expect.any(String),
    });
    // The clock opens nothing while paused.
    for (let i = 0; i < 3 && (await t.timers!.runNext()); i++);
    expect(runner.peek()!.state.currentLot).toBeNull();

    expect((await post(id, 'resume')).statusCode).toBe(200);
    await runUntil(() => runner.peek()!.state.currentLot?.lotId === lotId + 1);
    expect(runner.peek()!.state.pausedAt).toBeNull();
  });
});
