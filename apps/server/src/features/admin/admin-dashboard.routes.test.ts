/**
 * `GET /api/admin/dashboard` after real actions: recharge requests filed and approved, a registration
 * fee paid and refunded, a withdrawal paid out, a prize credited by scoring, auctions live and soon.
 * Today's figures must equal what Analytics shows for today.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams } from '../../db/schema/index';
import { createLiveAuction } from '../../test/auction-fixtures';
import { createAuction, ip, register, startFields } from '../../test/auctions';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp, type TestUser } from '../../test/factories';
import { finishedAuction, flatXi } from '../../test/results-fixtures';
import { completeKyc, freshUtr } from '../../test/wallet';
import { indiaParts } from '../../platform/india-time';
import { scoreAuction } from '../results/scoring.service';

let t: TestApp;
let admin: string;
let meera: TestUser;
let arjun: TestUser;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const db = () => t.app.deps.database.db;
// The ledger stamps entries with the database's time, so this test runs on the real day (India time).
const today = () => indiaParts(new Date(t.clock.now())).date;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000', SESSION_TIMEOUT_MINUTES: '2880' });
  t.clock.set(Date.now());
  admin = await adminToken(t.app);
  [meera, arjun] = [await signUp(t.app), await signUp(t.app)];
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(token), remoteAddress: ip() });
const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) => {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
const dashboard = () => ok('GET', '/api/admin/dashboard', admin);
const recharge = async (u: TestUser, amount: number) =>
  (await ok('POST', '/api/wallet/recharge-request', u.token, { amount, UTRNumber: freshUtr() }))
    .transaction as { id: string; createdAt: string };
const resolve = (transactionId: string, action: 'APPROVED' | 'DENIED') =>
  ok('POST', '/api/admin/update/wallet-requests', admin, { transactionId, action });

describe('GET /api/admin/dashboard', () => {
  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/dashboard', meera.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(
      401,
    );
  });

  it('starts empty', async () => {
    expect(await dashboard()).toEqual({
      serverTime: new Date(t.clock.now()).toISOString(),
      pendingRequests: {
        recharges: { count: 0, amount: 0 },
        withdrawals: { count: 0, amount: 0 },
        oldestAt: null,
      },
      auctions: { live: [], startingSoon: [] },
      today: {
        date: today(),
        registrations: 0,
        fees: 0,
        prizes: { count: 0, amount: 0 },
        withdrawals: { count: 0, amount: 0 },
      },
    });
  });

  it('counts what waits, what runs and today’s money as the other screens do', async () => {
    // Two recharge requests; the older one is approved.
    const first = await recharge(meera, 500);
    const second = await recharge(arjun, 300);
    let d = await dashboard();
    expect(d.pendingRequests).toEqual({
      recharges: { count: 2, amount: 800 },
      withdrawals: { count: 0, amount: 0 },
      oldestAt: first.createdAt,
    });
    await resolve(first.id, 'APPROVED');
    d = await dashboard();
    expect(d.pendingRequests.recharges).toEqual({ count: 1, amount: 300 });
    expect(d.pendingRequests.oldestAt).toBe(second.createdAt);

    // An auction in 2 hours (₹20 fee, Meera registers) is starting soon; one in 30 hours is not. A
    // live one has Arjun (no fee) and a practice bot, which is not a player.
    const soon = await createAuction(t.app, {
      title: 'Evening Cup',
      registrationFee: 20,
      ...startFields(t.app, 2 * HOUR),
    });
    await createAuction(t.app, { title: 'Tomorrow Cup', ...startFields(t.app, 30 * HOUR) });
    expect((await register(t.app, meera.token, { auctionId: soon.id })).statusCode).toBe(201);
    const { auction: live } = await createLiveAuction(t.app.deps.database.db, {
      pool: [],
      ownerIds: [arjun.id],
      startsAtMs: t.clock.now() - HOUR,
    });
    await db().insert(teams).values({
      auctionId: live.id,
      ownerId: null,
      isBot: true,
      name: 'Bot 1 (bot)',
      budgetLimitLakhs: 10_000,
      purseRemainingLakhs: 10_000,
    });

    // A withdrawal paid out, a second one still waiting.
    await completeKyc(t.app, meera);
    const payout = await ok('POST', '/api/wallet/withdraw-request', meera.token, { amount: 50 });
    await resolve(payout.transaction.id, 'APPROVED');
    await ok('POST', '/api/wallet/withdraw-request', meera.token, { amount: 30 });

    // An auction Meera entered yesterday completes and is scored today: she is paid a prize.
    const done = await finishedAuction(db(), {
      nowMs: t.clock.now(),
      completed: true,
      squads: [{ ownerId: meera.id, squad: flatXi('Dash', 40), feePaise: 10_000 }],
    });
    await db()
      .update(teams)
      .set({ createdAt: new Date(t.clock.now() - DAY) })
      .where(eq(teams.id, done.teamIds[0]!));
    expect((await scoreAuction(t.app.deps, done.auctionId)).scored).toBe(true);

    d = await dashboard();
    expect(d.pendingRequests).toEqual({
      recharges: { count: 1, amount: 300 },
      withdrawals: { count: 1, amount: 30 },
      oldestAt: second.createdAt,
    });
    expect(d.auctions.startingSoon).toEqual([
      expect.objectContaining({
        id: soon.id,
        title: 'Evening Cup',
        status: 'SCHEDULED',
        players: 1,
      }),
    ]);
    expect(d.auctions.live).toEqual([
      expect.objectContaining({ id: live.id, status: 'LIVE', players: 1, poolSize: 0 }),
    ]);
    expect(d.today).toMatchObject({
      date: today(),
      registrations: 2,
      fees: 20,
      withdrawals: { count: 1, amount: 50 },
    });
    expect(d.today.prizes.count).toBe(1);
    expect(d.today.prizes.amount).toBeGreaterThan(0);

    // The same day in Analytics: the same fees, prizes and withdrawals.
    const range = `from=${today()}&to=${today()}`;
    const regs = await ok('GET', `/api/admin/analytics/successful-registrations?${range}`, admin);
    const money = await ok('GET', `/api/admin/analytics/financial-summary?${range}`, admin);
    expect(regs).toMatchObject({ total: 2, feesCollected: d.today.fees });
    expect(money.prizes.approved).toEqual(d.today.prizes);
    expect(money.withdrawals.approved).toEqual(d.today.withdrawals);

    // Cancelling the soon auction refunds the fee: today's revenue is ₹0 again, and it leaves the list.
    await ok('PUT', '/api/auctions/update', admin, { auctionId: soon.id, status: 'CANCELLED' });
    d = await dashboard();
    expect(d.today).toMatchObject({ registrations: 2, fees: 0 });
    expect(d.auctions.startingSoon).toEqual([]);

    // At the next midnight in India, today's figures start again; what waits still waits.
    const [y, m, dd] = today().split('-').map(Number) as [number, number, number];
    t.clock.set(Date.UTC(y, m - 1, dd + 1) - 5.5 * HOUR);
    d = await dashboard();
    expect(d.today.date).not.toBe(indiaParts(new Date(Date.now())).date);
    expect(d.today).toMatchObject({ registrations: 0, fees: 0, prizes: { count: 0, amount: 0 } });
    expect(d.pendingRequests.oldestAt).toBe(second.createdAt);
  });
});
