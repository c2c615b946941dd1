// A commit that sends a socket two frames (the spec feed's `newBid` and `currentPlayerBids`) writes
// them to that socket's TCP connection in one call, in order (room.coalesce.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivePlayerDetail } from '@bidxi/protocol';
import type { TestApp } from '../../test/build-app';
import { closeListening, listenTestApp } from '../../test/listening-app';
import type { TestSocket } from '../../test/socket-client';
import { twoOwnersInRoom } from '../../test/room-pair';

let t: TestApp;
let baseUrl: string;
const open: TestSocket[] = [];

beforeAll(async () => ({ t, baseUrl } = await listenTestApp()));
afterAll(() => closeListening(t, open));

/** The text of each write call on the server side of `userId`'s room connection, from now on. */
function recordWrites(userId: string): string[] {
  const [socket] = [...t.room.io.sockets.sockets.values()].filter((s) => s.data.userId === userId);
  const raw = (
    socket!.conn.transport as unknown as { socket: { _socket: Record<string, unknown> } }
  ).socket._socket;
  const writes: string[] = [];
  const text = (chunk: unknown) =>
    Buffer.isBuffer(chunk) ? chunk.toString('latin1') : String(chunk);
  const write = raw._write as (...args: unknown[]) => unknown;
  raw._write = function (this: unknown, chunk: unknown, ...rest: unknown[]) {
    writes.push(text(chunk));
    return write.call(this, chunk, ...rest);
  };
  const writev = raw._writev as (...args: unknown[]) => unknown;
  raw._writev = function (this: unknown, chunks: { chunk: unknown }[], ...rest: unknown[]) {
    writes.push(chunks.map((c) => text(c.chunk)).join(''));
    return writev.call(this, chunks, ...rest);
  };
  return writes;
}

describe('room: one write per connection per tick', () => {
  it("sends a bid's newBid and currentPlayerBids to a watching owner in one write", async () => {
    const { b, sa, sb } = await twoOwnersInRoom(t, baseUrl, {
      lotWindowMs: 60_000,
      bidWindowMs: 60_000,
      open,
    });
    const lot = await sb.waitFor<ActivePlayerDetail>('activePlayerDetail', undefined, 8_000);
    await sb.waitFor('roomState');
    const writes = recordWrites(b.id);

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
    // Other frames may go out in between (a ping, the room size); the bid's two are one write.
    const carrying = (event: string) => writes.filter((w) => w.includes(`"${event}"`));
    expect(carrying('newBid')).toHaveLength(1);
    expect(carrying('newBid')).toEqual(carrying('currentPlayerBids'));
  });
});
