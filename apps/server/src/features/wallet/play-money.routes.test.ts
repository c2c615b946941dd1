/**
 * Play-money mode through the real API: `MONEY_MODE=play` refuses recharge, withdrawal,
 * KYC/UPI details and the phone check with 403 PLAY_MONEY_MODE, grants starting coins at sign-up
 * and a daily top-up once per India day (ledger credits), and says so in the public app config;
 * `real` (the default) changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createAuction, register } from '../../test/auctions';
import { signUp, type TestUser } from '../../test/factories';
import { freshUtr, multipart, nextIp, postJson } from '../../test/wallet';

const DAY_MS = 24 * 60 * 60_000;

async function kycCall(t: TestApp, u: TestUser) {
  const form = await multipart({ upiId: 'asha@okaxis' });
  return t.app.inject({
    method: 'PUT',
    url: '/api/wallet/payment-details',
    headers: { ...form.headers, authorization: `Bearer ${u.token}` },
    payload: form.payload,
    remoteAddress: nextIp(),
  });
}

describe('MONEY_MODE=play', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      MONEY_MODE: 'play',
      PLAY_START_COINS: '500',
      PLAY_DAILY_COINS: '50',
      // The top-up test moves the clock by days; the session must outlive that.
      SESSION_TIMEOUT_MINUTES: String(5 * 24 * 60),
    });
  });
  afterAll(() => t.close());
  const post = (url: string, u: TestUser, body: object) => postJson(t.app, url, u.token, body);

  it('tells the web app it plays with coins', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(res.json()).toMatchObject({ moneyMode: 'play' });
  });

  it('refuses recharge, withdrawal, KYC/UPI details and the phone check with 403 PLAY_MONEY_MODE', async () => {
    const u = await signUp(t.app);
    const recharge = await post('/api/wallet/recharge-request', u, {
      amount: 100,
      UTRNumber: freshUtr(),
    });
    const withdraw = await post('/api/wallet/withdraw-request', u, { amount: 10 });
    const kyc = await kycCall(t, u);
    const otp = await post('/api/otp/generate', u, { mobileNumber: '9876543210' });
    for (const res of [recharge, withdraw, kyc, otp]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'PLAY_MONEY_MODE' } });
    }
    const history = (await post('/api/wallet/transaction-history', u, {})).json();
    expect(history.data.transactions.map((e: { type: string }) => e.type)).toEqual(['ADJUSTMENT']);
  });

  it('grants the starting coins at sign-up, once, as a ledger credit', async () => {
    const u = await signUp(t.app);
    const first = (await post('/api/wallet/balance', u, {})).json();
    const again = (await post('/api/wallet/balance', u, {})).json();
    expect(first).toMatchObject({ balance: 500, balancePaise: 50_000, available: 500 });
    expect(again.balancePaise).toBe(50_000);
    const history = (await post('/api/wallet/transaction-history', u, {})).json();
    expect(history.data.transactions).toHaveLength(1);
  });

  it('tops up once per India day after the day of the grant', async () => {
    const u = await signUp(t.app);
    t.clock.advance(DAY_MS);
    await post('/api/wallet/balance', u, {});
    const nextDay = (await post('/api/wallet/balance', u, {})).json();
    expect(nextDay.balancePaise).toBe(55_000);
    t.clock.advance(DAY_MS);
    const dayAfter = (await post('/api/wallet/transaction-history', u, {})).json();
    expect(dayAfter.data.transactions).toHaveLength(3);
    expect((await post('/api/wallet/balance', u, {})).json().balance).toBe(600);
  });

  it('takes a registration fee in coins, after the day’s top-up', async () => {
    const u = await signUp(t.app);
    const auction = await createAuction(t.app, { registrationFee: 520 });
    t.clock.advance(DAY_MS);
    // 500 starting coins would not cover 520; the top-up (50) lands first, with no wallet visit.
    const res = await register(t.app, u.token, { auctionId: auction.id, userId: u.id });
    expect(res.statusCode).toBe(201);
    const balance = (await post('/api/wallet/balance', u, {})).json();
    expect(balance.balancePaise).toBe((500 + 50 - 520) * 100);
  });
});

describe('MONEY_MODE=real (default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('grants nothing, takes recharges and KYC details, and reports real money', async () => {
    const u = await signUp(t.app);
    const config = (await t.app.inject({ method: 'GET', url: '/api/app-config' })).json();
    expect(config.moneyMode).toBe('real');
    const balance = (await postJson(t.app, '/api/wallet/balance', u.token, {})).json();
    expect(balance.balancePaise).toBe(0);
    const recharge = await postJson(t.app, '/api/wallet/recharge-request', u.token, {
      amount: 100,
      UTRNumber: freshUtr(),
    });
    expect(recharge.statusCode).toBe(201);
    expect((await kycCall(t, u)).statusCode).toBe(200);
  });
});
