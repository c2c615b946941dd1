/**
 * Accounts under attack: guessing cannot lock the owner out, one address is
 * slowed progressively, an admin's player-login session has no admin powers on any route that takes a
 * `userId`, a ban's next request says "suspended" everywhere, a reset token wins once under a race,
 * and the outboxes are private. Every refusal changes nothing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../test/build-app';
import { adminToken, signUp, type TestUser } from '../test/factories';
import { freshUtr, sendForm, pngImage } from '../test/wallet';
import { buildWorld, call, expectUnchanged, snapshot, type World } from './harness';

let w: World;
let adminAsPlayer: string;
beforeAll(async () => {
  w = await buildWorld();
  const login = await call(w.app, 'POST', '/api/user/login', { body: TEST_ADMIN });
  adminAsPlayer = login.json().token;
});
afterAll(() => w.t.close());

const login = (u: Pick<TestUser, 'email'>, password: string, ip: string) =>
  w.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: u.email, password },
    remoteAddress: ip,
  });

describe('password guessing', () => {
  it.each([10, 60])(
    '%i wrong passwords from as many addresses never lock the owner out',
    async (guesses) => {
      const u = await signUp(w.app);
      for (let i = 0; i < guesses; i++)
        expect((await login(u, `wrong-${i}`, `10.120.${guesses}.${i + 1}`)).statusCode).toBe(400);
      expect((await login(u, u.password, '10.121.0.1')).statusCode).toBe(201);
    },
  );

  it('one address gets 6 evaluated guesses in a burst of 20, then waits (429, Retry-After)', async () => {
    const u = await signUp(w.app);
    const codes: number[] = [];
    for (let i = 0; i < 20; i++)
      codes.push((await login(u, `wrong-${i}`, '10.122.0.1')).statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(6);
    expect(codes.slice(6).every((c) => c === 429)).toBe(true);
    // Waiting means waiting: the right password from that address is not tried either.
    const right = await login(u, u.password, '10.122.0.1');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('an unknown e-mail is throttled like a wrong password (no free enumeration)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i++)
      codes.push((await login({ email: 'ghost@example.com' }, 'x', '10.123.0.1')).statusCode);
    expect(codes.slice(0, 6)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(codes.slice(6)).toEqual([429, 429]);
  });
});

/** [label, method, url, body of a request about user b]: routes that take a `userId`. */
const FOREIGN: [string, 'POST' | 'PUT', string, (x: World) => Record<string, unknown>][] = [
  ['wallet balance', 'POST', '/api/wallet/balance', (x) => ({ userId: x.b.id })],
  ['transaction history', 'POST', '/api/wallet/transaction-history', (x) => ({ userId: x.b.id })],
  [
    'recharge in their name',
    'POST',
    '/api/wallet/recharge-request',
    (x) => ({ userId: x.b.id, amount: 10, UTRNumber: freshUtr() }),
  ],
  [
    'withdrawal in their name',
    'POST',
    '/api/wallet/withdraw-request',
    (x) => ({ userId: x.b.id, amount: 1 }),
  ],
  ['their profile', 'POST', '/api/user/getById', (x) => ({ userId: x.b.id })],
  [
    'an OTP for them',
    'POST',
    '/api/otp/generate',
    (x) => ({ userId: x.b.id, mobileNumber: '9876512345' }),
  ],
  ['their registrations', 'POST', '/api/users/auction-registered', (x) => ({ userId: x.b.id })],
  [
    'their registration check',
    'POST',
    '/api/auctions/validate-registration',
    (x) => ({ userId: x.b.id, auctionId: x.otherAuctionId }),
  ],
];

describe("an admin's player-login session has no admin powers", () => {
  it.each(FOREIGN)('%s → 403, nothing changed', async (_label, method, url, body) => {
    const before = await snapshot(w.app);
    const res = await call(w.app, method, url, { token: adminAsPlayer, body: body(w) });
    expect(res.statusCode, res.body).toBe(403);
    await expectUnchanged(w.app, before, _label);
  });

  it('their avatar upload in another name → 403', async () => {
    const res = await sendForm(
      w.app,
      'POST',
      '/api/upload/userImage',
      adminAsPlayer,
      { userId: w.b.id },
      { file: { data: await pngImage(), filename: 'x.png' } },
    );
    expect(res.statusCode).toBe(403);
  });

  it('the admin-login session keeps them (control)', async () => {
    const res = await call(w.app, 'POST', '/api/wallet/balance', {
      token: await adminToken(w.app),
      body: { userId: w.b.id },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('a banned player', () => {
  it('is told "suspended" (403 USER_BANNED) on every kind of request, nothing changed', async () => {
    const u = await signUp(w.app);
    const ban = await call(w.app, 'POST', '/api/admin/users/ban-unban', {
      token: w.admin,
      body: { userId: u.id },
    });
    expect(ban.statusCode).toBe(200);
    const before = await snapshot(w.app);
    for (const [method, url, body] of [
      ['POST', '/api/wallet/balance', {}],
      ['GET', '/api/auctions/getallstatus', undefined],
      ['POST', '/api/wallet/recharge-request', { amount: 10, UTRNumber: freshUtr() }],
      ['POST', '/api/user/logout', undefined],
    ] as const) {
      const res = await call(w.app, method, url, { token: u.token, body });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error, url).toEqual({
        code: 'USER_BANNED',
        message: 'Your account has been suspended',
      });
    }
    await expectUnchanged(w.app, before, 'banned');
  });
});

describe('password reset', () => {
  it('a token raced 10 times (and with 10 other e-mails) wins exactly once', async () => {
    const u = await signUp(w.app);
    const others = await Promise.all(Array.from({ length: 3 }, () => signUp(w.app)));
    await call(w.app, 'POST', '/api/resetLink', { body: { email: u.email } });
    await w.app.deps.background.drain();
    const dir = path.join(w.t.dataDir, 'outbox');
    const file = readdirSync(dir)
      .filter((f) => f.endsWith(`${u.email.replace(/[^a-z0-9@._-]/gi, '_')}.eml`))
      .at(-1)!;
    const eml = readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '');
    const token = /\/resetpass\/[^/\s"<>]+\/([\w-]+)/.exec(eml)![1]!;
    const answers = await Promise.all([
      ...others.map((o) =>
        call(w.app, 'POST', '/api/resetPass', {
          body: { email: o.email, token, password: 'hijacked' },
        }),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        call(w.app, 'POST', '/api/resetPass', {
          body: { email: u.email, token, password: `mine-${i}` },
        }),
      ),
    ]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.slice(0, others.length).every((a) => a.statusCode === 400)).toBe(true);
    for (const o of others)
      expect((await login(o, o.password, '10.124.0.1')).statusCode, o.email).toBe(201);
  });

  it('outbox files (mail and SMS) are readable by the server’s user only', async () => {
    const u = await signUp(w.app);
    await call(w.app, 'POST', '/api/otp/generate', {
      token: u.token,
      body: { mobileNumber: '9876598765' },
    });
    await call(w.app, 'POST', '/api/resetLink', { body: { email: u.email } });
    await w.app.deps.background.drain();
    const dir = path.join(w.t.dataDir, 'outbox');
    const files = readdirSync(dir);
    expect(files.some((f) => f.endsWith('.eml'))).toBe(true);
    expect(files.some((f) => f.startsWith('sms-'))).toBe(true);
    for (const f of files) expect(statSync(path.join(dir, f)).mode & 0o077, f).toBe(0);
  });
});
