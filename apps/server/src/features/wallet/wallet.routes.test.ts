import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, signUp, type TestUser } from '../../test/factories';
import { freshUtr, postJson } from '../../test/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, token: string | null, body: object, headers = {}) =>
  postJson(t.app, url, token, body, headers);
const balanceOf = async (u: TestUser) => (await post('/api/wallet/balance', u.token, {})).json();

describe('the wallet, profile, OTP and admin desk routes', () => {
  it('are documented in the OpenAPI document', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/wallet/balance',
        '/api/wallet/recharge-request',
        '/api/wallet/withdraw-request',
        '/api/wallet/transaction-history',
        '/api/wallet/payment-details',
        '/api/upload/userImage',
        '/api/otp/generate',
        '/api/otp/verify',
        '/api/otp/resend',
        '/api/admin/transactions',
        '/api/admin/wallet-requests',
        '/api/admin/update/wallet-requests',
      ]),
    );
  });
});

describe('POST /api/wallet/balance', () => {
  it('starts at zero with empty payment info', async () => {
    const u = await signUp(t.app);
    const res = await post('/api/wallet/balance', u.token, { userId: u.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      balance: 0,
      available: 0,
      held: 0,
      balancePaise: 0,
      availablePaise: 0,
      heldPaise: 0,
      paymentInfo: {
        mobileNumber: null,
        upiId: null,
        hasAadhaar: false,
        hasPan: false,
        aadharCardUrl: null,
        panCardUrl: null,
        profileCompleted: false,
      },
    });
  });

  it("refuses another user's id (403), lets an admin read it, and needs a token (401)", async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    expect((await post('/api/wallet/balance', a.token, { userId: b.id })).statusCode).toBe(403);
    const asAdmin = await post('/api/wallet/balance', await adminToken(t.app), { userId: b.id });
    expect(asAdmin.statusCode).toBe(200);
    expect((await post('/api/wallet/balance', null, {})).statusCode).toBe(401);
  });
});

describe('POST /api/wallet/recharge-request', () => {
  it('files a PENDING recharge (201) with the UTR trimmed and upper-cased; approval credits it', async () => {
    const u = await signUp(t.app);
    const res = await post('/api/wallet/recharge-request', u.token, {
      userId: u.id,
      amount: 1234.5,
      UTRNumber: '  abc123def456 ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Recharge request submitted successfully',
      transaction: {
        type: 'RECHARGE',
        status: 'PENDING',
        direction: 'CREDIT',
        amount: 1234.5,
        amountPaise: 123_450,
        UTRNumber: 'ABC123DEF456',
        resolvedAt: null,
      },
    });
    expect((await balanceOf(u)).balancePaise).toBe(0);
    const ok = await post('/api/admin/update/wallet-requests', await adminToken(t.app), {
      transactionId: res.json().transaction.id,
      action: 'APPROVED',
    });
    expect(ok.statusCode).toBe(200);
    expect(await balanceOf(u)).toMatchObject({ balance: 1234.5, available: 1234.5, held: 0 });
  });

  it.each([
    [0, 422, 'INVALID_AMOUNT', 'Invalid, recharge amount'],
    [0.99, 422, 'INVALID_AMOUNT', 'Invalid, recharge amount'],
    [-5, 422, 'INVALID_AMOUNT', 'Invalid, recharge amount'],
    [10_000.01, 422, 'AMOUNT_TOO_HIGH', 'Maximum recharge amount is ₹10,000'],
    [50_000, 422, 'AMOUNT_TOO_HIGH', 'Maximum recharge amount is ₹10,000'],
  ])('refuses ₹%s with %s %s', async (amount, status, code, message) => {
    const u = await signUp(t.app);
    const res = await post('/api/wallet/recharge-request', u.token, {
      amount,
      UTRNumber: freshUtr(),
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toEqual({ code, message });
  });

  it('accepts the bounds ₹1 and ₹10,000', async () => {
    const u = await signUp(t.app);
    for (const amount of [1, 10_000]) {
      const res = await post('/api/wallet/recharge-request', u.token, {
        amount,
        UTRNumber: freshUtr(),
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it.each([
    [{ amount: '100', UTRNumber: 'UTR123456' }, 'amount', 'Invalid, recharge amount'],
    [{ UTRNumber: 'UTR123456' }, 'amount', 'Invalid, recharge amount'],
    [{ amount: 10.005, UTRNumber: 'UTR123456' }, 'amount', 'at most 2 decimals'],
    [{ amount: 1e-7, UTRNumber: 'UTR123456' }, 'amount', 'at most 2 decimals'],
    [{ amount: 100 }, 'UTRNumber', 'Please enter UTR/Reference number'],
    [{ amount: 100, UTRNumber: '   ' }, 'UTRNumber', 'Please enter UTR/Reference number'],
    [{ amount: 100, UTRNumber: 'AB12' }, 'UTRNumber', '6 to 35 letters or digits'],
    [{ amount: 100, UTRNumber: 'UTR-12_3-45' }, 'UTRNumber', '6 to 35 letters or digits'],
    [{ amount: 100, UTRNumber: 'A'.repeat(36) }, 'UTRNumber', '6 to 35 letters or digits'],
  ])('answers 400 naming the field for %j', async (body, field, text) => {
    const u = await signUp(t.app);
    const res = await post('/api/wallet/recharge-request', u.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
    expect(res.json().error.fields[field]).toContain(text);
    const history = await post('/api/wallet/transaction-history', u.token, {});
    expect(history.json().data.transactions).toEqual([]);
  });

  it('refuses a NaN written as a huge exponent and a string amount in the raw JSON', async () => {
    const u = await signUp(t.app);
    for (const raw of [
      '{"amount":1e400,"UTRNumber":"UTR998877"}',
      '{"amount":"1e3","UTRNumber":"UTR998877"}',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/wallet/recharge-request',
        payload: raw,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${u.token}` },
        remoteAddress: '10.66.0.1',
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('refuses a UTR already used by another user with 409 DUPLICATE_UTR, whatever its case', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const utr = freshUtr();
    const first = await post('/api/wallet/recharge-request', a.token, {
      amount: 10,
      UTRNumber: utr,
    });
    expect(first.statusCode).toBe(201);
    const again = await post('/api/wallet/recharge-request', b.token, {
      amount: 10,
      UTRNumber: utr.toLowerCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'DUPLICATE_UTR',
      message: 'This UTR/Reference number has already been used',
    });
  });

  it('makes one request of one bank payment however its UTR is typed (zero-padded, prefixed), even at once', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const digits = String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));
    const typed = [
      digits,
      `000${digits}`,
      `UTR ${digits}`,
      `UTR:0${digits}`,
      `UPI/${digits}`,
      `IMPS-${digits}`,
      `neft ${digits.slice(0, 6)} ${digits.slice(6)}`,
      `SBIN${digits}`,
      `axis/00${digits.slice(0, 4)}.${digits.slice(4, 8)}.${digits.slice(8)}`,
    ];
    const answers = await Promise.all(
      typed.map((UTRNumber, i) =>
        post('/api/wallet/recharge-request', i % 2 ? a.token : b.token, { amount: 10, UTRNumber }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409]);
    const created = answers.find((r) => r.statusCode === 201)!.json().transaction;
    expect(created.UTRNumber).toBe(digits);
    for (const r of answers.filter((x) => x.statusCode === 409))
      expect(r.json().error.code).toBe('DUPLICATE_UTR');
  });

  it("refuses another user's id with 403 and creates nothing", async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const res = await post('/api/wallet/recharge-request', a.token, {
      userId: b.id,
      amount: 10,
      UTRNumber: freshUtr(),
    });
    expect(res.statusCode).toBe(403);
    const hist = await post('/api/wallet/transaction-history', b.token, {});
    expect(hist.json().data.transactions).toHaveLength(0);
  });
});

describe('POST /api/wallet/transaction-history', () => {
  it("lists the caller's entries newest first, refuses another user's (403) and no token (401)", async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    await post('/api/wallet/recharge-request', a.token, { amount: 11, UTRNumber: freshUtr() });
    t.clock.advance(1000);
    await post('/api/wallet/recharge-request', a.token, { amount: 22, UTRNumber: freshUtr() });
    const res = await post('/api/wallet/transaction-history', a.token, { userId: a.id });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.transactions;
    expect(list.map((x: { amount: number }) => x.amount)).toEqual([22, 11]);
    expect(Date.parse(list[0].createdAt)).not.toBeNaN();
    expect(
      (await post('/api/wallet/transaction-history', b.token, { userId: a.id })).statusCode,
    ).toBe(403);
    expect((await post('/api/wallet/transaction-history', null, {})).statusCode).toBe(401);
  });
});
