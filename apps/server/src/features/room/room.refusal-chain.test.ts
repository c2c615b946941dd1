// Every bid refused by a rule is an entry of the audit chain and a row of the bid log, whether the
// engine's `decide` refused it or an earlier check did (an amount off the step, a bid for a player
// who is not on the lot named); a bid refused by the per-participant flood budget is only counted
// in the bid log (chaining a flood would turn it into writes).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionEvent } from '@bidxi/engine';
import type { ActivePlayerDetail } from '@bidxi/protocol';
import { bids, roomEvents } from '../../db/schema/index';
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

type Refused = Extract<AuctionEvent, { type: 'bidsRefused' }>;

describe('room: refusals in the audit chain', () => {
  it('chains rule refusals from before decide and by it, and only counts flood refusals', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const db = t.app.deps.database.db;
    const { auction, pool, teams } = await createLiveAuction(db, {
      pool: [
        { name: 'Batter', type: 'Batter', basePriceLakhs: 50 },
        { name: 'Bowler', type: 'Bowler', basePriceLakhs: 50 },
      ],
      ownerIds: [a.id, b.id],
      lotWindowMs: 60_000,
      bidWindowMs: 60_000,
    });
    const [sa, sb] = await Promise.all(
      [a, b].map((u) => connectRoom(baseUrl, { token: u.token, auctionId: auction.id })),
    );
    open.push(sa!, sb!);
    const lot = await sa!.waitFor<ActivePlayerDetail>('activePlayerDetail');
    const lotId = lot.lot.lotId;
    const bid = (s: TestSocket, auctionPlayerId: string, biddingAmount: number) =>
      s.emitAck('bid', { auctionPlayerId, biddingAmount, lotId });
    const otherPlayerId = pool.find((p) => p.id !== lot.playerId)!.id;

    // Before decide: an amount that is no whole number of lakhs, and a bid for a player not on the
    // lot it names. By decide: an amount off the price step, and one below the base price.
    expect((await bid(sa!, lot.playerId, 0.505)).error?.code).toBe('INVALID_AMOUNT');
    expect((await bid(sa!, otherPlayerId, 0.75)).error?.code).toBe('LOT_CHANGED');
    expect((await bid(sa!, lot.playerId, 0.53)).error?.code).toBe('INVALID_AMOUNT');
    expect((await bid(sa!, lot.playerId, 0.25)).error?.code).toBe('BID_TOO_LOW');
    // The flood budget: B fires bids until the budget refuses some.
    const codes = await Promise.all(
      Array.from({ length: 40 }, () => bid(sb!, lot.playerId, 0.05)),
    ).then((acks) => acks.map((ack) => (ack.success ? 'ok' : ack.error?.code)));
    expect(codes).toContain('TOO_MANY_EVENTS');

    await t.room.registry.flushRefusals();
    await t.room.budgets.flush(db);
    const entries = await db
      .select({ payload: roomEvents.payload })
      .from(roomEvents)
      .where(and(eq(roomEvents.auctionId, auction.id), eq(roomEvents.type, 'bidsRefused')))
      .orderBy(roomEvents.seq);
    const attempts = entries.flatMap((e) => (e.payload as Refused).attempts);
    const teamA = teams.find((team) => team.ownerId === a.id)!.id;
    expect(attempts.filter((x) => x.teamId === teamA).map((x) => x.code)).toEqual([
      'INVALID_AMOUNT',
      'LOT_CHANGED',
      'INVALID_AMOUNT',
      'BID_TOO_LOW',
    ]);
    expect(attempts.map((x) => x.code)).not.toContain('TOO_MANY_EVENTS');

    const rows = await db.select().from(bids).where(eq(bids.auctionId, auction.id));
    const reasonsOf = (userId: string) =>
      rows
        .filter((r) => r.userId === userId)
        .map((r) => r.reasonCode)
        .sort();
    expect(reasonsOf(a.id)).toEqual([
      'BID_TOO_LOW',
      'INVALID_AMOUNT',
      'INVALID_AMOUNT',
      'LOT_CHANGED',
    ]);
    const flood = rows.filter((r) => r.userId === b.id && r.reasonCode === 'TOO_MANY_EVENTS');
    expect(flood).toHaveLength(1);
    expect(flood[0]!.attempts).toBe(codes.filter((c) => c === 'TOO_MANY_EVENTS').length);
  });
});
