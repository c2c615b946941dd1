import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ActivePlayerDetail } from '@bidxi/protocol';
import { bids } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createLiveAuction } from '../../test/auction-fixtures';
import { signUp } from '../../test/factories';
import { connectRoom, type TestSocket } from '../../test/socket-client';

let t: TestApp | null = null;
const sockets: TestSocket[] = [];
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close().catch(() => undefined);
});

describe('drain (SIGTERM)', () => {
  it('reports not ready while live, releases the leases, keeps acked bids and tells sockets to reconnect', async () => {
    t = await buildTestApp({}, {}, { realClock: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const probe = async (url: string) => (await t!.app.inject({ method: 'GET', url })).statusCode;
    expect(await probe('/api/health/ready')).toBe(200);
    expect(await probe('/api/health/live')).toBe(200);

    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: [{ name: 'Batter', type: 'Batter' }],
      ownerIds: [a.id, b.id],
      lotWindowMs: 20_000,
    });
    const sa = await connectRoom(baseUrl, { token: a.token, auctionId: auction.id });
    const sb = await connectRoom(baseUrl, { token: b.token, auctionId: auction.id });
    sockets.push(sa, sb);
    const lot = await sa.waitFor<ActivePlayerDetail>('activePlayerDetail', undefined, 10_000);
    const bid = { auctionPlayerId: lot.playerId, lotId: lot.lot.lotId, biddingAmount: 0.5 };
    const reason = new Promise<string>((resolve) => sb.socket.once('disconnect', resolve));
    // A bid in flight when the drain starts is judged and acked before the sockets close: a
    // transaction that locks the room log holds the bid in the pipeline for a moment.
    let locked = () => undefined as void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const busy = t.app.deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table room_events in exclusive mode`);
      locked();
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    await isLocked;
    const acked = sb.emitAck('bid', bid);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.app.deps.metrics.inFlight).toBe(1);
    const report = await t.app.ops.drain.start();
    await busy;

    expect((await acked).success).toBe(true);
    expect(report.leasesReleased).toBe(1);
    expect(t.room.registry.clockCount).toBe(0);
    expect(await probe('/api/health/ready')).toBe(503);
    expect(await probe('/api/health/live')).toBe(200);
    expect(await reason).toBe('transport close');
    expect(sb.events.some((e) => e.name === 'serverRestarting')).toBe(true);
    const stored = await t.app.deps.database.db
      .select()
      .from(bids)
      .where(and(eq(bids.auctionId, auction.id), eq(bids.accepted, true)));
    expect(stored.map((r) => r.amountLakhs)).toEqual([50]);

    // New sockets are refused while the node drains (the handshake: SERVER_RESTARTING until the
    // engine closes, then the transport itself).
    const late = await connectRoom(
      baseUrl,
      { token: a.token, auctionId: auction.id },
      { expectError: true },
    );
    sockets.push(late);
    await new Promise((resolve) => late.socket.once('connect_error', resolve));
    expect(late.socket.connected).toBe(false);
  });
});
