// One hostile participant must not freeze a room: a bid flood and a snapshot flood are
// refused cheaply by the room's budgets, write no row per junk bid, close the flooding socket, and
// leave an honest participant's acks fast (its p95 is measured during the flood).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivePlayerDetail } from '@bidxi/protocol';
import { bids } from '../../db/schema/index';
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

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

/** Fires `count` emits of `event` as fast as the socket takes them; resolves with the acks seen. */
function flood(s: TestSocket, event: string, payload: () => unknown, count: number) {
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    s.socket.emit(event, payload(), (ack: { success: boolean; error?: { code: string } }) =>
      codes.push(ack.success ? 'ok' : (ack.error?.code ?? '?')),
    );
  }
  return codes;
}

describe('room: a hostile participant', () => {
  it('a bid flood is refused cheaply, logs no row per junk bid, closes the flooder, and honest acks stay fast', async () => {
    const [honestA, honestB, attacker] = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
    ];
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: [{ name: 'Batter', type: 'Batter', basePriceLakhs: 25 }],
      ownerIds: [honestA.id, honestB.id, attacker.id],
      lotWindowMs: 60_000,
      bidWindowMs: 60_000,
      budgetLimitLakhs: 100_000,
    });
    const [sa, sb, sx] = await Promise.all(
      [honestA, honestB, attacker].map((u) =>
        connectRoom(baseUrl, { token: u.token, auctionId: auction.id }),
      ),
    );
    open.push(sa!, sb!, sx!);
    const lot = await sa!.waitFor<ActivePlayerDetail>('activePlayerDetail');

    const closed = sx!.waitFor<{ code: string }>('error', (e) => e.code === 'TOO_MANY_EVENTS');
    const codes = flood(
      sx!,
      'bid',
      () => ({ auctionPlayerId: lot.playerId, biddingAmount: 0.05 }),
      3_000,
    );

    // Meanwhile two honest bidders raise each other every 50 ms.
    const latencies: number[] = [];
    let amountLakhs = 25;
    for (let i = 0; i < 40; i++) {
      const s = i % 2 === 0 ? sa! : sb!;
      const started = performance.now();
      const ack = await s.emitAck('bid', {
        auctionPlayerId: lot.playerId,
        biddingAmount: amountLakhs / 100,
        lotId: lot.lot.lotId,
      });
      latencies.push(performance.now() - started);
      expect(ack.success, JSON.stringify(ack)).toBe(true);
      amountLakhs += amountLakhs < 500 ? 25 : 50;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await closed).code).toBe('TOO_MANY_EVENTS');
    // Not frozen (before the budgets: a 15 s p50). The 250 ms goal is measured on a quiet machine
    // by the fault suite's hostile-participant scenario; this runs beside other tests.
    expect(p95(latencies), `honest ack p95 ${p95(latencies).toFixed(0)} ms`).toBeLessThan(1_000);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(0);
    expect(codes.filter((c) => c === 'TOO_MANY_EVENTS').length).toBeGreaterThan(150);

    // The junk bids left at most a budget's worth of judged rows plus one rolled-up row per lot.
    await t.room.budgets.flush(t.app.deps.database.db);
    const rows = await t.app.deps.database.db
      .select({ n: sql<number>`count(*)::int`, attempts: sql<number>`sum(${bids.attempts})::int` })
      .from(bids)
      .where(and(eq(bids.auctionId, auction.id), eq(bids.userId, attacker.id)));
    expect(rows[0]!.n).toBeLessThanOrEqual(11 + 1);
    expect(rows[0]!.attempts).toBeGreaterThan(150);
  });

  it('a snapshot flood builds one snapshot per budget, not one per ask', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: [{ name: 'Batter', type: 'Batter' }],
      ownerIds: [a.id, b.id],
    });
    const sa = await connectRoom(baseUrl, { token: a.token, auctionId: auction.id });
    open.push(sa);
    await sa.waitFor('roomState');
    const before = sa.events.filter((e) => e.name === 'roomState').length;
    const codes = flood(sa, 'getRoomState', () => ({}), 150);
    await new Promise((r) => setTimeout(r, 1_000));
    const snapshots = sa.events.filter((e) => e.name === 'roomState').length - before;
    expect(snapshots).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'TOO_MANY_EVENTS').length).toBeGreaterThanOrEqual(140);
  });
});
