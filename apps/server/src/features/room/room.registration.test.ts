// A team that registers while a lot is open joins the room at once (registration tells the room
// after its commit), and it does not make bids decided before it stale: the web sends the `seq` it
// saw with every bid, and a registration must not refuse them (issue "The room core", defect 2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivePlayerDetail, RoomSnapshot } from '@bidxi/protocol';
import type { TestApp } from '../../test/build-app';
import { closeListening, listenTestApp } from '../../test/listening-app';
import { register } from '../../test/auctions';
import { signUp } from '../../test/factories';
import type { TestSocket } from '../../test/socket-client';
import { twoOwnersInRoom } from '../../test/room-pair';

let t: TestApp;
let baseUrl: string;
const open: TestSocket[] = [];

beforeAll(async () => ({ t, baseUrl } = await listenTestApp()));
afterAll(() => closeListening(t, open));

describe('room: a registration during a lot', () => {
  it('announces the new team at once and does not refuse a bid decided before it', async () => {
    const { auction, sa } = await twoOwnersInRoom(t, baseUrl, {
      lotWindowMs: 60_000,
      bidWindowMs: 60_000,
      open,
    });
    const late = await signUp(t.app);
    await sa.waitFor<RoomSnapshot>('roomState');
    const lot = await sa.waitFor<ActivePlayerDetail>('activePlayerDetail');
    const seenSeq = lot.seq; // what A's screen showed when A decided to bid

    const registeredAt = Date.now();
    const res = await register(t.app, late.token, { auctionId: auction.id, userId: late.id });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await sa.waitFor<{ team: { ownerId: string } }>(
      'teamJoined',
      (e) => e.team.ownerId === late.id,
      1_000,
    );
    expect(Date.now() - registeredAt).toBeLessThan(1_000);

    const ack = await sa.emitAck('bid', {
      auctionPlayerId: lot.playerId,
      biddingAmount: 0.5,
      expectedSeq: seenSeq,
    });
    expect(ack).toMatchObject({ success: true });
  });
});
