/**
 * The live room the room's security cases attack (room-bids.security.ts, room-protocol.security.ts):
 * an auction with its first lot open, players a and b connected, a the highest bidder at 0.5 Cr.
 */
import { expect } from 'vitest';
import { connectRoom, type TestSocket } from '../test/socket-client';
import { buildWorld, call, type World } from './harness';

/** The world and the two players' room sockets; `lotPlayer` is the open lot's player. */
export interface LiveRoom {
  w: World;
  sa: TestSocket;
  sb: TestSocket;
  lotPlayer: string;
}

/** Builds the world, connects a and b, and has a bid 0.5 Cr on the open lot. */
export async function openLiveRoom(): Promise<LiveRoom> {
  const w = await buildWorld({ listen: true, realClock: true });
  const sa = await connectRoom(w.baseUrl!, { token: w.a.token, auctionId: w.auctionId });
  const sb = await connectRoom(w.baseUrl!, { token: w.b.token, auctionId: w.auctionId });
  const lot = await sa.waitFor<{ playerId: string }>('activePlayerDetail', undefined, 15_000);
  const first = await sa.emitAck('bid', { auctionPlayerId: lot.playerId, biddingAmount: 0.5 });
  expect(first.success).toBe(true);
  return { w, sa, sb, lotPlayer: lot.playerId };
}

/** Closes the sockets and the world. */
export async function closeLiveRoom(r: Partial<LiveRoom>): Promise<void> {
  r.sa?.close();
  r.sb?.close();
  await r.w?.t.close();
}

/** The server still answers its health check. */
export async function expectAlive(w: World): Promise<void> {
  const res = await call(w.app, 'GET', '/api/health');
  expect(res.statusCode).toBe(200);
}
