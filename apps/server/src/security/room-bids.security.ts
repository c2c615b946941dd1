/**
 * The live room, bid semantics: self-outbid, too low, off-step, closed or foreign lot, over the
 * purse, stale seq, banned or unregistered bidder. Each is refused in its ack; no bid is accepted and
 * nothing else changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/factories';
import { connectRoom, type TestSocket } from '../test/socket-client';
import { expectUnchanged, snapshot, type World } from './harness';
import { closeLiveRoom, openLiveRoom } from './room-world';

let w: World;
let sa: TestSocket;
let sb: TestSocket;
let lotPlayer: string;
beforeAll(async () => ({ w, sa, sb, lotPlayer } = await openLiveRoom()));
afterAll(() => closeLiveRoom({ w, sa, sb }));

/** [label, who bids, payload, expected error code]: a is the highest bidder at 0.5 Cr. */
const BIDS: [string, 'a' | 'b', (w: World) => unknown, string][] = [
  [
    'self-outbid',
    'a',
    () => ({ auctionPlayerId: lotPlayer, biddingAmount: 0.75 }),
    'ALREADY_HIGHEST',
  ],
  [
    'the same amount',
    'b',
    () => ({ auctionPlayerId: lotPlayer, biddingAmount: 0.5 }),
    'BID_TOO_LOW',
  ],
  [
    'below current + increment',
    'b',
    () => ({ auctionPlayerId: lotPlayer, biddingAmount: 0.6 }),
    'BID_TOO_LOW',
  ],
  [
    'off the 0.05 Cr step',
    'b',
    () => ({ auctionPlayerId: lotPlayer, biddingAmount: 0.77 }),
    'INVALID_AMOUNT',
  ],
  [
    'a fraction of a lakh',
    'b',
    () => ({ auctionPlayerId: lotPlayer, biddingAmount: 0.755 }),
    'INVALID_AMOUNT',
  ],
  [
    'a player not on the block',
    'b',
    (x) => ({ auctionPlayerId: x.playerIds[2], biddingAmount: 1 }),
    'LOT_CLOSED',
  ],
  [
    "another auction's player",
    'b',
    (x) => ({ auctionPlayerId: x.otherPlayerIds[0], biddingAmount: 1 }),
    'LOT_CLOSED',
  ],
  [
    'an unknown player id',
    'b',
    () => ({ auctionPlayerId: '00000000-0000-4000-8000-000000000000', biddingAmount: 1 }),
    'LOT_CLOSED',
  ],
  [
    'over the purse (10 Cr)',
    'b',
    () => ({ auctionPlayerId: lotPlayer, biddingAmount: 10.5 }),
    'PURSE_EXCEEDED',
  ],
  [
    'a lotId no lot has had yet',
    'b',
    () => ({ auctionPlayerId: lotPlayer, biddingAmount: 1, lotId: 999 }),
    'LOT_NOT_OPEN',
  ],
  [
    'a lotId that is not an integer',
    'b',
    () => ({ auctionPlayerId: lotPlayer, biddingAmount: 1, lotId: 1.5 }),
    'VALIDATION',
  ],
  ['negative', 'b', () => ({ auctionPlayerId: lotPlayer, biddingAmount: -1 }), 'VALIDATION'],
  ['zero', 'b', () => ({ auctionPlayerId: lotPlayer, biddingAmount: 0 }), 'VALIDATION'],
  [
    'a string amount',
    'b',
    () => ({ auctionPlayerId: lotPlayer, biddingAmount: '1' }),
    'VALIDATION',
  ],
  [
    'beyond the maximum',
    'b',
    () => ({ auctionPlayerId: lotPlayer, biddingAmount: 1e6 }),
    'VALIDATION',
  ],
  [
    'Infinity-like',
    'b',
    () => ({ auctionPlayerId: lotPlayer, biddingAmount: Number.MAX_VALUE }),
    'VALIDATION',
  ],
  [
    'a negative expectedSeq',
    'b',
    () => ({ auctionPlayerId: lotPlayer, biddingAmount: 1, expectedSeq: -1 }),
    'VALIDATION',
  ],
  ['a numeric player id', 'b', () => ({ auctionPlayerId: 42, biddingAmount: 1 }), 'VALIDATION'],
  ['an array payload', 'b', () => [lotPlayer, 1], 'VALIDATION'],
  ['a null payload', 'b', () => null, 'VALIDATION'],
];

describe('room: bid semantics', () => {
  it.each(BIDS)('%s → %s, no bid accepted', async (_l, who, payload, code) => {
    // One case at a time below the room's bid budget (10 a second), so each is judged on its merits.
    await new Promise((r) => setTimeout(r, 110));
    const before = await snapshot(w.app);
    const ack = await (who === 'a' ? sa : sb).emitAck('bid', payload(w));
    expect(ack.success).toBe(false);
    expect(ack.error?.code).toBe(code);
    await expectUnchanged(w.app, before, _l);
  });

  it('an unregistered user is refused at the handshake', async () => {
    const stranger = await signUp(w.app);
    await expect(
      connectRoom(w.baseUrl!, { token: stranger.token, auctionId: w.auctionId }),
    ).rejects.toThrow(/not registered/);
  });
});
