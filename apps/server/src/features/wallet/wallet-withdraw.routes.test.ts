import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, signUp, type TestUser } from '../../test/factories';
import { completeKyc, freshUtr, fundWallet, postJson, sendForm } from '../../test/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, token: string | null, body: object, headers = {}) =>
  postJson(t.app, url, token, body, headers);
const balanceOf = async (u: TestUser) => (await post('/api/wallet/balance', u.token, {})).json();

describe('Idempotency-Key', () => {
  it('replays the first answer for a retry and creates one entry', async () => {
    const u = await signUp(t.app);
    const body = { amount: 250, UTRNumber: freshUtr() };
    const headers = { 'idempotency-key': 'retry-me-1' };
    const first = await post('/api/wallet/recharge-request', u.token, body, headers);
    const second = await post('/api/wallet/recharge-request', u.token, body, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    const hist = await post('/api/wallet/transaction-history', u.token, {});
    expect(hist.json().data.transactions).toHaveLength(1);
  });

  it('refuses the same key with a different body (422) and an overlong key (400)', async () => {
    const u = await signUp(t.app);
    const headers = { 'idempotency-key': 'k-2' };
    await post(
      '/api/wallet/recharge-request',
      u.token,
      { amount: 5, UTRNumber: freshUtr() },
      headers,
    );
    const other = await post(
      '/api/wallet/recharge-request',
      u.token,
      { amount: 6, UTRNumber: freshUtr() },
      headers,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const long = await post(
      '/api/wallet/recharge-request',
      u.token,
      { amount: 5, UTRNumber: freshUtr() },
      { 'idempotency-key': 'x'.repeat(101) },
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('idempotency-key');
    const hist = await post('/api/wallet/transaction-history', u.token, {});
    expect(hist.json().data.transactions).toHaveLength(1);
  });

  it('keys are per user: the same key from two users creates two withdrawals', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    for (const u of [a, b]) {
      await fundWallet(t.app, u, 100);
      await completeKyc(t.app, u);
    }
    const headers = { 'idempotency-key': 'shared-key' };
    for (const u of [a, b]) {
      const res = await post('/api/wallet/withdraw-request', u.token, { amount: 40 }, headers);
      expect(res.statusCode).toBe(201);
      const retry = await post('/api/wallet/withdraw-request', u.token, { amount: 40 }, headers);
      expect(retry.json()).toEqual(res.json());
      expect(await balanceOf(u)).toMatchObject({ balance: 100, held: 40, available: 60 });
    }
  });
});

describe('POST /api/wallet/withdraw-request', () => {
  it('holds the amount (201) until an admin denies (released) or approves (paid out)', async () => {
    const u = await signUp(t.app);
    await fundWallet(t.app, u, 500);
    await completeKyc(t.app, u);
    const w1 = await post('/api/wallet/withdraw-request', u.token, { amount: 200 });
    expect(w1.statusCode).toBe(201);
    expect(w1.json()).toMatchObject({
      message: 'Withdrawal request submitted successfully',
      transaction: { type: 'WITHDRAWAL', status: 'PENDING', direction: 'DEBIT', amount: 200 },
    });
    expect(await balanceOf(u)).toMatchObject({ balance: 500, held: 200, available: 300 });
    const admin = await adminToken(t.app);
    const deny = await post('/api/admin/update/wallet-requests', admin, {
      transactionId: w1.json().transaction.id,
      action: 'DENIED',
      note: 'UPI id does not match the account holder',
    });
    expect(deny.json().transaction).toMatchObject({
      status: 'DENIED',
      note: 'UPI id does not match the account holder',
    });
    expect(await balanceOf(u)).toMatchObject({ balance: 500, held: 0, available: 500 });
    const w2 = await post('/api/wallet/withdraw-request', u.token, { amount: 499.99 });
    await post('/api/admin/update/wallet-requests', admin, {
      transactionId: w2.json().transaction.id,
      action: 'APPROVED',
    });
    expect(await balanceOf(u)).toMatchObject({ balance: 0.01, held: 0, available: 0.01 });
    const hist = (await post('/api/wallet/transaction-history', u.token, {})).json();
    expect(
      hist.data.transactions.map((x: { type: string; status: string }) => `${x.type}:${x.status}`),
    ).toEqual(['WITHDRAWAL:APPROVED', 'WITHDRAWAL:DENIED', 'RECHARGE:APPROVED']);
  });

  it.each([
    [0, 'INVALID_AMOUNT', 'Invalid, withdrawal amount'],
    [0.5, 'INVALID_AMOUNT', 'Invalid, withdrawal amount'],
  ])('refuses ₹%s with 422 %s', async (amount, code, message) => {
    const u = await signUp(t.app);
    const res = await post('/api/wallet/withdraw-request', u.token, { amount });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ code, message });
  });

  it('refuses more than the available balance, counting pending holds', async () => {
    const u = await signUp(t.app);
    await fundWallet(t.app, u, 100);
    await completeKyc(t.app, u);
    expect((await post('/api/wallet/withdraw-request', u.token, { amount: 60 })).statusCode).toBe(
      201,
    );
    const res = await post('/api/wallet/withdraw-request', u.token, { amount: 40.01 });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient balance',
    });
  });

  it('needs a UPI id or a verified mobile, then Aadhaar and PAN', async () => {
    const u = await signUp(t.app);
    await fundWallet(t.app, u, 100);
    const noPay = await post('/api/wallet/withdraw-request', u.token, { amount: 10 });
    expect(noPay.statusCode).toBe(422);
    expect(noPay.json().error).toEqual({
      code: 'PAYMENT_INFO_REQUIRED',
      message: 'Please update your payment information in profile before withdrawing',
    });
    await sendForm(t.app, 'PUT', '/api/wallet/payment-details', u.token, { upiId: 'me@upi' });
    const noKyc = await post('/api/wallet/withdraw-request', u.token, { amount: 10 });
    expect(noKyc.statusCode).toBe(422);
    expect(noKyc.json().error).toEqual({
      code: 'KYC_REQUIRED',
      message: 'Please update your Aadhaar & PAN in profile before withdrawing',
    });
  });
});
