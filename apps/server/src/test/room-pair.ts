/**
 * Two signed-up owners in a new LIVE auction of one Batter (base 0.5 Cr), each connected to its
 * room: the start of most real-socket room tests.
 */
import { createLiveAuction } from './auction-fixtures';
import type { TestApp } from './build-app';
import { signUp } from './factories';
import { connectRoom, type TestSocket } from './socket-client';

/** Windows of the auction's lots (ms); `open` receives both sockets, for the file's `afterAll`. */
export async function twoOwnersInRoom(
  t: TestApp,
  baseUrl: string,
  o: { lotWindowMs: number; bidWindowMs: number; open: TestSocket[] },
) {
  const [a, b] = [await signUp(t.app), await signUp(t.app)];
  const { auction } = await createLiveAuction(t.app.deps.database.db, {
    pool: [{ name: 'Batter', type: 'Batter', basePriceLakhs: 50 }],
    ownerIds: [a.id, b.id],
    lotWindowMs: o.lotWindowMs,
    bidWindowMs: o.bidWindowMs,
  });
  const sa = await connectRoom(baseUrl, { token: a.token, auctionId: auction.id });
  const sb = await connectRoom(baseUrl, { token: b.token, auctionId: auction.id });
  o.open.push(sa, sb);
  return { a, b, auction, sa, sb };
}
