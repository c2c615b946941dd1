// A socket holds its auction's Room, so a bid runs no registry code; when the registry evicts that
// room for idleness, the socket's next command goes to the room the registry makes in its place,
// never to the dropped one (two Rooms of one auction on one node would each believe they hold the
// log's head).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveAuction } from '../../test/auction-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { signUp } from '../../test/factories';
import { connectRoom, type TestSocket } from '../../test/socket-client';
import { IDLE_EVICT_MS } from './room.registry';

let t: TestApp;
let baseUrl: string;
const open: TestSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

describe('room eviction', () => {
  it("sends a socket's commands to the room that replaced its evicted one", async () => {
    const owner = await signUp(t.app);
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: [{ name: 'Batter', type: 'Batter', basePriceLakhs: 50 }],
      ownerIds: [owner.id],
      status: 'SCHEDULED',
      startsAtMs: t.clock.now() + 3_600_000,
    });
    const socket = await connectRoom(baseUrl, { token: owner.token, auctionId: auction.id });
    open.push(socket);
    await socket.waitFor('roomState');
    const evicted = t.room.registry.room(auction.id);
    expect(evicted.peek()).not.toBeNull();

    t.clock.advance(IDLE_EVICT_MS + 1);
    await t.room.registry.pollLeases();
    expect(evicted.isEvicted).toBe(true);
    const replacement = t.room.registry.room(auction.id);
    expect(replacement).not.toBe(evicted);
    expect(replacement.peek()).toBeNull();
    const evictedUsedAt = evicted.lastUsedMs;

    const since = await socket.emitAck('getEventsSince', { seq: 0 });
    expect(since.success).toBe(true);
    const bid = await socket.emitAck('bid', { auctionPlayerId: 'none', biddingAmount: 0.5 });
    expect(bid.success).toBe(false);
    expect(replacement.peek()?.auction.id).toBe(auction.id);
    expect(replacement.lastUsedMs).toBeGreaterThan(evictedUsedAt);
    expect(evicted.lastUsedMs).toBe(evictedUsedAt);
    expect(t.room.registry.room(auction.id)).toBe(replacement);
  });
});
