// A commit that sends a socket two frames (the spec feed's `newBid` and `currentPlayerBids`) writes
// them to that socket's TCP connection in one call, in order (room.coalesce.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivePlayerDetail } from '@bidxi/protocol';
import type { TestApp } from '../../test/build-app';
import { closeListening, listenTestApp } from '../../test/listening-app';
import { createLiveAuction } from '../../test/auction-fixtures';
import { signUp } from '../../test/factories';
import { connectRoom, type TestSocket } from '../../test/socket-client';

let t: TestApp;
let baseUrl: string;
const open: TestSocket[] = [];

beforeAll(async () => ({ t, baseUrl } = await listenTestApp()));
afterAll(() => closeListening(t, open));

/** Counts the write calls on the server side of `userId`'s room connection. */
function countWrites(userId: string) {
  const [socket] = [...t.room.io.sockets.sockets.values()].filter((s) => s.data.userId === userId);
  const raw = (
    socket!.conn.transport as unknown as { socket: { _socket: Record<string, unknown> } }
  ).socket._socket;
  const calls = { count: 0 };
  for (const name of ['_write', '_writev'] as const) {
    const original = raw[name] as (...args: unknown[]) => unknown;
    raw[name] = function (this: unknown, ...args: unknown[]) {
      calls.count += 1;
      return original.apply(this, args);
    };
  }
  return calls;
}

describe('room: one write per connection per tick', () => {
  it("sends a bid's newBid and currentPlayerBids to a watching owner in one write", async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: [{ name: 'Batter', type: 'Batter', basePriceLakhs: 50 }],
      ownerIds: [a.id, b.id],
      lotWindowMs: 60_000,
      bidWindowMs: 60_000,
    });
    const sa = await connectRoom(baseUrl, { token: a.token, auctionId: auction.id });
    const sb = await connectRoom(baseUrl, { token: b.token, auctionId: auction.id });
    open.push(sa, sb);
    const lot = await sb.waitFor<ActivePlayerDetail>('activePlayerDetail', undefined, 8_000);
    await sb.waitFor('roomState');
    const writes = countWrites(b.id);

    const bidsSeen = sb.waitFor('currentPlayerBids', (p: { bids: unknown[] }) => p.bids.length > 0);
    const placed = await sa.emitAck('bid', {
      auctionPlayerId: lot.playerId,
      biddingAmount: 0.5,
      lotId: lot.lot.lotId,
    });
    expect(placed.success).toBe(true);
    await bidsSeen;

    const names = sb.events.map((e) => e.name);
    expect(names.lastIndexOf('newBid')).toBe(names.lastIndexOf('currentPlayerBids') - 1);
    expect(writes.count).toBe(1);
  });
});
