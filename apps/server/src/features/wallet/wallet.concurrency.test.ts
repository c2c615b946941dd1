// Races through the HTTP routes. On PGlite they serialise; on PostgreSQL (npm run test:db) they run
// on a pool of 20 connections and prove the row locks, conditional updates and unique keys hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, signUp, type TestUser } from '../../test/factories';
import { completeKyc, freshUtr, fundWallet, postJson } from '../../test/wallet';
import { verifyWallet } from './ledger.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const recharge = (u: TestUser, UTRNumber: string, headers: Record<string, string> = {}) =>
  postJson(t.app, '/api/wallet/recharge-request', u.token, { amount: 100, UTRNumber }, headers);
const history = async (u: TestUser) =>
  (await postJson(t.app, '/api/wallet/transaction-history', u.token, {})).json().data.transactions;

describe('concurrent wallet requests', () => {
  it.each([2, 10])('accepts one of %i racing recharges with the same UTR', async (n) => {
    const users = await Promise.all(Array.from({ length: n }, () => signUp(t.app)));
    const utr = freshUtr();
    const results = await Promise.all(users.map((u) => recharge(u, utr)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(n - 1).fill(409)]);
    const entries = (await Promise.all(users.map(history))).flat();
    expect(entries).toHaveLength(1);
  });

  it('credits once when 20 admin approvals of one request race', async () => {
    const u = await signUp(t.app);
    const res = await recharge(u, freshUtr());
    const admin = await adminToken(t.app);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        postJson(t.app, '/api/admin/update/wallet-requests', admin, {
          transactionId: res.json().transaction.id,
          action: 'APPROVED',
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const bal = await postJson(t.app, '/api/wallet/balance', u.token, {});
    expect(bal.json().balancePaise).toBe(10_000);
    expect((await verifyWallet(t.app.deps.database.db, u.id)).ok).toBe(true);
  });

  it('lets exactly 50 of 100 racing ₹1 withdrawals through a ₹50 balance', async () => {
    const u = await signUp(t.app);
    await fundWallet(t.app, u, 50);
    await completeKyc(t.app, u);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        postJson(t.app, '/api/wallet/withdraw-request', u.token, { amount: 1 }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(50);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.every((r) => r.json().error.code === 'INSUFFICIENT_BALANCE')).toBe(true);
    const bal = (await postJson(t.app, '/api/wallet/balance', u.token, {})).json();
    expect(bal).toMatchObject({ balance: 50, held: 50, available: 0 });
    expect((await verifyWallet(t.app.deps.database.db, u.id)).ok).toBe(true);
  });

  it('creates one entry when 10 retries with one Idempotency-Key race', async () => {
    const u = await signUp(t.app);
    const utr = freshUtr();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => recharge(u, utr, { 'idempotency-key': `race-${utr}` })),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const ids = new Set(results.map((r) => r.json().transaction.id));
    expect(ids.size).toBe(1);
    expect(await history(u)).toHaveLength(1);
  });
});
