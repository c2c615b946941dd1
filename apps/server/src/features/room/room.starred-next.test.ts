// "Your target is up next" by web push over real sockets: the commit that opens a lot tells, through
// the push port, every user who starred the player queued after it, and nobody else. (The toggle
// and the texts are the push feature's: push.delivery.test.ts, push.messages.test.ts.)
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivePlayerDetail } from '@bidxi/protocol';
import type { TestApp } from '../../test/build-app';
import { closeListening, listenTestApp } from '../../test/listening-app';
import { createLiveAuction } from '../../test/auction-fixtures';
import { bearer, signUp, type TestUser } from '../../test/factories';
import { ip } from '../../test/auctions';
import { connectRoom, type TestSocket } from '../../test/socket-client';
import type { PushNotice } from '../../platform/deps';

let t: TestApp;
let baseUrl: string;
const open: TestSocket[] = [];

beforeAll(async () => ({ t, baseUrl } = await listenTestApp()));
afterAll(() => closeListening(t, open));

const join = async (u: TestUser, auctionId: string) => {
  const s = await connectRoom(baseUrl, { token: u.token, auctionId });
  open.push(s);
  return s;
};

const star = async (u: TestUser, auctionId: string, playerId: string) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/auctions/${auctionId}/watchlist/${playerId}`,
    headers: bearer(u.token),
    remoteAddress: ip(),
  });
  expect(res.statusCode).toBe(200);
};

describe('room: starred player up next', () => {
  it('tells the starrers of the player after the lot that opened, and nobody else', async () => {
    const [a, b, watcher] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    // One lot group each: the queue's order is the pool's.
    const { auction, pool } = await createLiveAuction(t.app.deps.database.db, {
      pool: [
        { name: 'Rohit Sharma', type: 'Batter', lotGroup: 1 },
        { name: 'Jasprit Bumrah', type: 'Bowler', lotGroup: 2 },
        { name: 'Rishabh Pant', type: 'Wicket-Keeper', lotGroup: 3 },
      ],
      ownerIds: [a.id, b.id],
      lotWindowMs: 60_000,
      bidWindowMs: 60_000,
    });
    const [first, second, third] = pool as [(typeof pool)[0], (typeof pool)[0], (typeof pool)[0]];
    // A and a user without a team star the second player; B the third; nobody the first.
    await star(a, auction.id, second.id);
    await star(watcher, auction.id, second.id);
    await star(b, auction.id, third.id);

    const notify = vi.spyOn(t.app.deps.push, 'notify');
    const starredNext = () =>
      notify.mock.calls.filter(([, n]: [string, PushNotice]) => n.kind === 'STARRED_NEXT');
    const sa = await join(a, auction.id);
    await join(b, auction.id);
    // Two teams present: the first lot opens; the second player is up next.
    const lot = await sa.waitFor<ActivePlayerDetail>('activePlayerDetail');
    expect(lot.playerId).toBe(first.id);

    const notice = {
      kind: 'STARRED_NEXT',
      auctionId: auction.id,
      auctionTitle: auction.title,
      playerName: second.name,
    };
    await expect.poll(() => starredNext().length).toBe(2);
    expect(starredNext().map(([userId]) => userId)).toEqual(
      expect.arrayContaining([a.id, watcher.id]),
    );
    for (const [, n] of starredNext()) expect(n).toEqual(notice);
    notify.mockRestore();
  });
});
