/**
 * Limits as deployed ("Limits that the deployment defeats"): a forged
 * `X-Forwarded-For` buys no fresh budget, whether or not a proxy is trusted; the web app's files never
 * count; another account asking first for a number never blocks its owner; one bank payment typed
 * eight ways is one request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { signUp } from '../test/factories';
import { readOtpFromOutbox } from '../test/wallet';
import { buildWorld, call, type World } from './harness';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(() => w.t.close());

const loginFrom = (t: TestApp | World, headers: Record<string, string>, peer: string, i: number) =>
  ('t' in t ? t.app : t.app).inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: `nobody-${i}@example.com`, password: 'x' },
    headers,
    remoteAddress: peer,
  });

describe('X-Forwarded-For', () => {
  it('is ignored without TRUST_PROXY: a rotating header from one peer shares one budget', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i++)
      codes.push(
        (await loginFrom(w, { 'x-forwarded-for': `198.51.100.${i + 1}` }, '10.130.0.1', i))
          .statusCode,
      );
    // The login route allows 30 per 15 minutes per client.
    expect(codes.slice(30)).toEqual([429, 429]);
  });

  it('behind a trusted proxy, a client cannot pose as others by sending its own header', async () => {
    const t = await buildTestApp({ TRUST_PROXY: '1' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 32; i++) {
        // What the README's nginx forwards: the client's forged value, then the real address.
        const forged = `198.51.100.${i + 1}, 203.0.113.9`;
        codes.push((await loginFrom(t, { 'x-forwarded-for': forged }, '127.0.0.1', i)).statusCode);
      }
      expect(codes.slice(30)).toEqual([429, 429]);
      // Another real client behind the same proxy has its own budget.
      expect(
        (await loginFrom(t, { 'x-forwarded-for': '203.0.113.10' }, '127.0.0.1', 99)).statusCode,
      ).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('the API limit counts the API only', () => {
  it('files, pages and the API reference never use the budget', async () => {
    const t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const ip = '10.131.0.1';
      for (let i = 0; i < 20; i++)
        for (const url of ['/sw.js', '/icons/icon-192.png', '/home', '/api/docs/'])
          expect(
            (await t.app.inject({ method: 'GET', url, remoteAddress: ip })).statusCode,
          ).toBeLessThan(429);
      const api = (n: number) =>
        Promise.all(
          Array.from({ length: n }, () =>
            t.app.inject({ method: 'GET', url: '/api/app-config', remoteAddress: ip }),
          ),
        );
      expect((await api(2)).map((r) => r.statusCode)).toEqual([200, 200]);
      const [refused] = await api(1);
      expect(refused!.statusCode).toBe(429);
      expect(refused!.headers['retry-after']).toBeTruthy();
      expect(refused!.json().error.message).toMatch(/^Too many requests — try again in \d+ s$/);
    } finally {
      await t.close();
    }
  });
});

describe('OTP requests are bound to the requesting account', () => {
  it('three other accounts asking first for a number do not block its owner', async () => {
    const phone = '9811122233';
    for (let i = 0; i < 3; i++) {
      const attacker = await signUp(w.app);
      const res = await call(w.app, 'POST', '/api/otp/generate', {
        token: attacker.token,
        body: { mobileNumber: phone },
      });
      expect(res.statusCode).toBe(200);
    }
    const owner = await signUp(w.app);
    const sent = await call(w.app, 'POST', '/api/otp/generate', {
      token: owner.token,
      body: { mobileNumber: phone },
    });
    expect(sent.statusCode).toBe(200);
    const code = readOtpFromOutbox(w.t.dataDir, `+91${phone}`);
    const verified = await call(w.app, 'POST', '/api/otp/verify', {
      token: owner.token,
      body: { otp: code },
    });
    expect(verified.statusCode).toBe(200);
  });
});

describe('UTR normalisation', () => {
  it('one 12-digit payment typed eight ways, at once, by two players → one request', async () => {
    const utr = '402918273645';
    const typed = [
      utr,
      `0000${utr}`,
      `UTR${utr}`,
      `utr: ${utr}`,
      `UPI/UTR-${utr}`,
      `IMPS ${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}`,
      `NEFT-0${utr}`,
      `Ref No. ${utr}`,
    ];
    const answers = await Promise.all(
      typed.map((UTRNumber, i) =>
        call(w.app, 'POST', '/api/wallet/recharge-request', {
          token: (i % 2 ? w.a : w.b).token,
          body: { amount: 10, UTRNumber },
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });
});
