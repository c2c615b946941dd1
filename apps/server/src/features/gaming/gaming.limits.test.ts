// The daily recharge limit: counted per India day over PENDING + APPROVED recharges,
// lower at once and higher after 24 h, a deployment cap on top, and two racing requests never both
// pass (on PGlite they serialise; `npm run test:db` runs them on a pool of PostgreSQL connections,
// where the user's row lock is what keeps the second from passing).
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp, type TestUser } from '../../test/factories';
import { freshUtr, postJson } from '../../test/wallet';

let t: TestApp;
beforeAll(async () => {
  // Sessions that outlive the 24 h a raised limit waits (the default is 12 h).
  t = await buildTestApp({ SESSION_TIMEOUT_MINUTES: String(3 * 24 * 60) });
}, 60_000);
afterAll(() => t.close());

const recharge = (u: TestUser, amount: number, app = t) =>
  postJson(app.app, '/api/wallet/recharge-request', u.token, { amount, UTRNumber: freshUtr() });
const setLimit = (u: TestUser, limit: number | null, app = t) =>
  postJson(app.app, '/api/gaming/recharge-limit', u.token, { limit });
const gaming = async (u: TestUser, app = t) =>
  (await app.app.inject({ method: 'GET', url: '/api/gaming', headers: bearer(u.token) })).json();
const HOUR = 3600_000;

describe('POST /api/gaming/recharge-limit and the recharge request', () => {
  it('has no limit by default: only the ₹10,000 per request of the spec', async () => {
    const u = await signUp(t.app);
    expect(await gaming(u)).toMatchObject({ dailyLimit: null, remainingToday: null });
    expect((await recharge(u, 10_000)).statusCode).toBe(201);
    expect((await recharge(u, 10_000)).statusCode).toBe(201);
    expect((await recharge(u, 10_001)).json().error.code).toBe('AMOUNT_TOO_HIGH');
  });

  it('refuses the recharge that would pass the limit, 422 with code, message and remaining', async () => {
    const u = await signUp(t.app);
    const set = await setLimit(u, 500);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ message: 'Daily recharge limit saved' });
    expect(set.json().gaming).toMatchObject({ dailyLimit: 500, pendingLimit: null });
    expect((await recharge(u, 300)).statusCode).toBe(201);
    const refused = await recharge(u, 250);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      remaining: 200,
      remainingPaise: 20_000,
      limitPaise: 50_000,
      error: {
        code: 'RECHARGE_LIMIT_EXCEEDED',
        message:
          'This recharge would pass your daily limit of ₹500.00. You can add up to ₹200.00 more today (India time).',
      },
    });
    expect((await recharge(u, 200)).statusCode).toBe(201);
    expect(await gaming(u)).toMatchObject({ rechargedToday: 500, remainingToday: 0 });
    const full = await recharge(u, 1);
    expect(full.json().error.message).toContain('You have reached it for today');
  });

  it('counts pending and approved recharges, not denied ones', async () => {
    const u = await signUp(t.app);
    await setLimit(u, 100);
    const first = await recharge(u, 100);
    expect((await recharge(u, 1)).statusCode).toBe(422); // the pending one counts
    const admin = await adminToken(t.app);
    await postJson(t.app, '/api/admin/update/wallet-requests', admin, {
      transactionId: first.json().transaction.id,
      action: 'DENIED',
    });
    expect((await recharge(u, 100)).statusCode).toBe(201); // the denied one no longer does
  });

  it('counts by the India day: 23:59 and 00:01 IST are two days (the same UTC day)', async () => {
    const u = await signUp(t.app);
    await setLimit(u, 100);
    t.clock.set(Date.parse('2026-11-22T18:29:00Z')); // 22 Nov 23:59 IST
    expect((await recharge(u, 80)).statusCode).toBe(201);
    expect((await gaming(u)).indiaDay).toBe('2026-11-22');
    expect((await recharge(u, 30)).statusCode).toBe(422);
    t.clock.set(Date.parse('2026-11-22T18:30:00Z')); // 23 Nov 00:00 IST
    expect(await gaming(u)).toMatchObject({ indiaDay: '2026-11-23', rechargedToday: 0 });
    expect((await recharge(u, 30)).statusCode).toBe(201);
    expect((await recharge(u, 71)).statusCode).toBe(422);
    t.clock.set(Date.parse('2026-11-23T18:29:59Z')); // 23 Nov 23:59:59 IST: still that day
    expect(await gaming(u)).toMatchObject({ rechargedToday: 30, remainingToday: 70 });
  });

  it('lowers at once, raises only after 24 h (the current limit stays until then)', async () => {
    const u = await signUp(t.app);
    t.clock.set(Date.parse('2026-11-24T04:00:00Z'));
    await setLimit(u, 1_000);
    expect((await setLimit(u, 200)).json().gaming).toMatchObject({ dailyLimit: 200 });
    const raised = await setLimit(u, 900);
    expect(raised.json().message).toBe(
      'Your higher limit will apply in 24 hours. Until then your current limit stays.',
    );
    expect(raised.json().gaming).toMatchObject({
      dailyLimit: 200,
      pendingLimit: {
        limit: 900,
        effectiveAt: '2026-11-25T04:00:00.000Z',
        effectiveAtText: '25 Nov 2026, 09:30 IST',
      },
    });
    expect((await recharge(u, 300)).statusCode).toBe(422);
    t.clock.advance(24 * HOUR - 1_000);
    expect((await recharge(u, 300)).statusCode).toBe(422);
    t.clock.advance(1_000);
    expect((await recharge(u, 300)).statusCode).toBe(201);
    expect(await gaming(u)).toMatchObject({ dailyLimit: 900, pendingLimit: null });
  });

  it('removing the limit waits 24 h too; lowering drops a waiting raise', async () => {
    const u = await signUp(t.app);
    await setLimit(u, 100);
    const removed = (await setLimit(u, null)).json().gaming;
    expect(removed).toMatchObject({ dailyLimit: 100, pendingLimit: { limit: null } });
    expect((await recharge(u, 150)).statusCode).toBe(422);
    expect((await setLimit(u, 50)).json().gaming).toMatchObject({
      dailyLimit: 50,
      pendingLimit: null,
    });
    t.clock.advance(25 * HOUR);
    expect((await gaming(u)).dailyLimit).toBe(50);
  });

  it('refuses a limit under ₹1 or in fractions of a paisa, changing nothing', async () => {
    const u = await signUp(t.app);
    expect((await setLimit(u, 0)).json().error.code).toBe('VALIDATION');
    expect((await setLimit(u, 0.001)).statusCode).toBe(400);
    expect((await postJson(t.app, '/api/gaming/recharge-limit', u.token, {})).statusCode).toBe(400);
    expect((await gaming(u)).dailyLimit).toBeNull();
  });

  it('lets exactly one of 10 simultaneous requests through a limit that holds one', async () => {
    const u = await signUp(t.app);
    await setLimit(u, 100);
    const results = await Promise.all(Array.from({ length: 10 }, () => recharge(u, 60)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(422)]);
    expect(
      results
        .filter((r) => r.statusCode === 422)
        .every((r) => r.json().error.code === 'RECHARGE_LIMIT_EXCEEDED'),
    ).toBe(true);
    expect((await gaming(u)).rechargedToday).toBe(60);
  });

  it('applies the deployment cap (RECHARGE_DAILY_CAP_RUPEES) and the tighter of the two', async () => {
    const capped = await buildTestApp({ RECHARGE_DAILY_CAP_RUPEES: '300' });
    onTestFinished(() => capped.close());
    const u = await signUp(capped.app);
    expect(await gaming(u, capped)).toMatchObject({ deploymentCap: 300, remainingToday: 300 });
    expect((await recharge(u, 200, capped)).statusCode).toBe(201);
    expect((await recharge(u, 101, capped)).statusCode).toBe(422);
    await setLimit(u, 250, capped);
    expect((await recharge(u, 51, capped)).statusCode).toBe(422);
    expect((await recharge(u, 50, capped)).statusCode).toBe(201);
  }, 60_000);
});

describe('play-money mode', () => {
  it('has no recharge limit to set', async () => {
    const play = await buildTestApp({ MONEY_MODE: 'play' });
    onTestFinished(() => play.close());
    const u = await signUp(play.app);
    const res = await setLimit(u, 100, play);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('PLAY_MONEY_MODE');
    expect((await gaming(u, play)).moneyMode).toBe('play');
  }, 60_000);
});
