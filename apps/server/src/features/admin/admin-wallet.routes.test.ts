import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp } from '../../test/factories';
import { completeKyc, freshUtr, fundWallet, nextIp, postJson } from '../../test/wallet';
import { postEntry } from '../wallet/ledger.service';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const post = (url: string, token: string | null, body: object) => postJson(t.app, url, token, body);
const getTx = (query: string, token: string | null = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/transactions${query}`,
    headers: token ? bearer(token) : {},
    remoteAddress: nextIp(),
  });

describe('admin routes need an admin', () => {
  it('answers 401 without a token and 403 for a user token on every route', async () => {
    const u = await signUp(t.app);
    expect((await getTx('', null)).statusCode).toBe(401);
    expect((await getTx('', u.token)).statusCode).toBe(403);
    for (const [url, body] of [
      ['/api/admin/wallet-requests', {}],
      [
        '/api/admin/update/wallet-requests',
        { transactionId: '00000000-0000-4000-8000-000000000000', action: 'APPROVED' },
      ],
    ] as const) {
      expect((await post(url, null, body)).statusCode).toBe(401);
      const res = await post(url, u.token, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('NOT_ADMIN');
    }
  });
});

describe('POST /api/admin/wallet-requests', () => {
  it('lists PENDING requests by default with the payout details and KYC URLs beside withdrawals', async () => {
    const u = await signUp(t.app);
    await fundWallet(t.app, u, 300);
    const kyc = await completeKyc(t.app, u, 'asha@okicici');
    const recharge = await post('/api/wallet/recharge-request', u.token, {
      amount: 50,
      UTRNumber: freshUtr(),
    });
    const withdrawal = await post('/api/wallet/withdraw-request', u.token, { amount: 120 });
    const res = await post('/api/admin/wallet-requests', admin, {});
    expect(res.statusCode).toBe(200);
    const mine = res.json().requests.filter((r: { user: { id: string } }) => r.user.id === u.id);
    expect(mine.map((r: { id: string }) => r.id)).toEqual([
      withdrawal.json().transaction.id,
      recharge.json().transaction.id,
    ]);
    expect(mine[0]).toMatchObject({
      type: 'WITHDRAWAL',
      status: 'PENDING',
      amount: 120,
      user: {
        username: u.username,
        email: u.email,
        upiId: 'asha@okicici',
        mobileNumber: null,
        aadharCardUrl: kyc.paymentInfo.aadharCardUrl,
        panCardUrl: kyc.paymentInfo.panCardUrl,
      },
    });
    expect(mine[0].user.aadharCardUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    expect(mine[1].user).toMatchObject({ aadharCardUrl: null, panCardUrl: null });
  });

  it('filters by type and status', async () => {
    const res = await post('/api/admin/wallet-requests', admin, {
      status: 'APPROVED',
      type: 'RECHARGE',
    });
    const list = res.json().requests as { type: string; status: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.type === 'RECHARGE' && r.status === 'APPROVED')).toBe(true);
    const bad = await post('/api/admin/wallet-requests', admin, { status: 'LOST' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/admin/update/wallet-requests', () => {
  it('resolves a request once (409 ALREADY_RESOLVED after), records who and when', async () => {
    const u = await signUp(t.app);
    const r = await post('/api/wallet/recharge-request', u.token, {
      amount: 75,
      UTRNumber: freshUtr(),
    });
    const id = r.json().transaction.id;
    const ok = await post('/api/admin/update/wallet-requests', admin, {
      transactionId: id,
      action: 'APPROVED',
    });
    expect(ok.json()).toMatchObject({
      success: true,
      message: 'Request approved',
      userId: u.id,
      transaction: { id, status: 'APPROVED' },
    });
    expect(ok.json().transaction.resolvedAt).toBe(new Date(t.clock.now()).toISOString());
    for (const action of ['APPROVED', 'DENIED']) {
      const again = await post('/api/admin/update/wallet-requests', admin, {
        transactionId: id,
        action,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('ALREADY_RESOLVED');
    }
    const bal = await post('/api/wallet/balance', u.token, {});
    expect(bal.json().balance).toBe(75);
  });

  it('resolves only recharge and withdrawal requests (422 NOT_A_WALLET_REQUEST)', async () => {
    const u = await signUp(t.app);
    const { entry } = await t.app.deps.database.db.transaction((tx) =>
      postEntry(tx, {
        userId: u.id,
        type: 'ADJUSTMENT',
        direction: 'credit',
        amountPaise: 500,
        status: 'APPROVED',
        dedupeKey: `ADJ:${u.id}`,
        at: new Date(),
      }),
    );
    const res = await post('/api/admin/update/wallet-requests', admin, {
      transactionId: entry.id,
      action: 'DENIED',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('NOT_A_WALLET_REQUEST');
  });

  it('denying a recharge credits nothing; unknown ids are 404, bad ids 400', async () => {
    const u = await signUp(t.app);
    const r = await post('/api/wallet/recharge-request', u.token, {
      amount: 75,
      UTRNumber: freshUtr(),
    });
    const deny = await post('/api/admin/update/wallet-requests', admin, {
      transactionId: r.json().transaction.id,
      action: 'DENIED',
    });
    expect(deny.json().message).toBe('Request denied');
    expect((await post('/api/wallet/balance', u.token, {})).json().balance).toBe(0);
    const unknown = await post('/api/admin/update/wallet-requests', admin, {
      transactionId: '00000000-0000-4000-8000-000000000000',
      action: 'APPROVED',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await post('/api/admin/update/wallet-requests', admin, {
      transactionId: 'nope',
      action: 'MAYBE',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/admin/transactions', () => {
  it('lists entries with users, filters, pages and totals per type', async () => {
    const u = await signUp(t.app);
    await fundWallet(t.app, u, 1000);
    await completeKyc(t.app, u);
    await post('/api/wallet/withdraw-request', u.token, { amount: 100 });
    await post('/api/wallet/recharge-request', u.token, { amount: 20, UTRNumber: freshUtr() });
    const all = await getTx(`?userId=${u.id}`);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBe(3);
    expect(body.transactions[0].user).toEqual({ id: u.id, username: u.username, email: u.email });
    expect(body.totals).toEqual([
      // net counts approved entries only: the pending ₹20 recharge and ₹100 withdrawal moved nothing
      { type: 'RECHARGE', count: 2, amount: 1020, amountPaise: 102_000, netPaise: 100_000 },
      { type: 'WITHDRAWAL', count: 1, amount: 100, amountPaise: 10_000, netPaise: 0 },
    ]);
    const pending = await getTx(`?userId=${u.id}&status=PENDING&type=WITHDRAWAL`);
    expect(pending.json().transactions).toHaveLength(1);
    const page = await getTx(`?userId=${u.id}&limit=1&offset=1`);
    expect(page.json()).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(page.json().transactions).toHaveLength(1);
  });

  it('filters by India-time dates and ISO instants', async () => {
    const u = await signUp(t.app);
    const r = await post('/api/wallet/recharge-request', u.token, {
      amount: 5,
      UTRNumber: freshUtr(),
    });
    // Entries are stamped by the database (its transaction time), not the fake clock.
    const at = Date.parse(r.json().transaction.createdAt);
    const indiaDay = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);
    const iso = (ms: number) => new Date(ms).toISOString();
    const count = (q: string) => getTx(`?userId=${u.id}&${q}`).then((r) => r.json().total);
    expect(await count(`from=${indiaDay(at)}&to=${indiaDay(at)}`)).toBe(1);
    expect(await count(`to=${indiaDay(at - 86_400_000)}`)).toBe(0);
    expect(await count(`from=${indiaDay(at + 86_400_000)}`)).toBe(0);
    expect(await count(`from=${iso(at - 1)}&to=${iso(at)}`)).toBe(1);
    expect(await count(`from=${iso(at + 1)}`)).toBe(0);
    expect((await getTx('?from=yesterday')).statusCode).toBe(400);
    expect((await getTx('?limit=501')).statusCode).toBe(400);
  });
});
