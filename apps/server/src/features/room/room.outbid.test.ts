// "You were outbid" (Notifications) over real sockets: a max bid that is beaten while it can
// still answer says nothing (the proxy answers); the bid that takes the lot past it tells its owner
// once, through the push port, and nobody else.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivePlayerDetail } from '@bidxi/protocol';
import type { TestApp } from '../../test/build-app';
import { closeListening, listenTestApp } from '../../test/listening-app';
import { createLiveAuction } from '../../test/auction-fixtures';
import { signUp, type TestUser } from '../../test/factories';
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

describe('room: outbid notices', () => {
  it('tells the owner once when their max bid runs out, not while it still answers', async () => {
    const users = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const [a, b, c] = users as [TestUser, TestUser, TestUser];
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: [{ name: 'Rohit Sharma', type: 'Batter', basePriceLakhs: 50 }],
      ownerIds: users.map((u) => u.id),
      lotWindowMs: 60_000,
      bidWindowMs: 60_000,
    });
    const notify = vi.spyOn(t.app.deps.push, 'notify');
    const sa = await join(a, auction.id);
    const sb = await join(b, auction.id);
    const sc = await join(c, auction.id);
    const { playerId } = await sa.waitFor<ActivePlayerDetail>('activePlayerDetail');
    const outbids = () =>
      notify.mock.calls.filter(([, n]: [string, PushNotice]) => n.kind === 'OUTBID');

    const set = await sa.emitAck('setMaxBid', { auctionPlayerId: playerId, maxAmount: 3 });
    expect(set.success).toBe(true);
    // B bids 1 Cr: A's maximum answers 1.25 Cr — still in play, nothing to tell.
    expect((await sb.emitAck('bid', { auctionPlayerId: playerId, biddingAmount: 1 })).success).toBe(
      true,
    );
    expect(outbids()).toHaveLength(0);

    // C jumps to 3.5 Cr, past A's 3 Cr: A's maximum has run out.
    expect(
      (await sc.emitAck('bid', { auctionPlayerId: playerId, biddingAmount: 3.5 })).success,
    ).toBe(true);
    expect(outbids()).toEqual([
      [
        a.id,
        {
          kind: 'OUTBID',
          auctionId: auction.id,
          auctionTitle: auction.title,
          playerName: expect.stringMatching(/^Rohit Sharma/),
          amountLakhs: 350,
        },
      ],
    ]);

    // Later bids do not repeat it.
    expect(
      (await sb.emitAck('bid', { auctionPlayerId: playerId, biddingAmount: 3.75 })).success,
    ).toBe(true);
    expect(outbids()).toHaveLength(1);
    notify.mockRestore();
  });
});
