/**
 * Authentication and authorisation: bad, expired, `alg: none`, tampered, foreign-secret and revoked
 * tokens (401), a banned user (403), another user's id on every route that takes one (403/404), and
 * a player's token on every admin route (403). Every refusal changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../platform/tokens';
import { signUp, type TestUser } from '../test/factories';
import { freshUtr } from '../test/wallet';
import { buildWorld, call, expectUnchanged, snapshot, type World } from './harness';

const SECRET = 'test-secret-that-is-long-enough-for-hs256!!';
let w: World;
let revoked: TestUser;
let banned: TestUser;
beforeAll(async () => {
  w = await buildWorld();
  revoked = await signUp(w.app);
  await call(w.app, 'POST', '/api/user/logout', { token: revoked.token, body: {} });
  banned = await signUp(w.app);
  const ban = await call(w.app, 'POST', '/api/admin/users/ban-unban', {
    token: w.admin,
    body: { userId: banned.id },
  });
  expect(ban.statusCode).toBe(200);
});
afterAll(() => w.t.close());

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const parts = (token: string) => token.split('.') as [string, string, string];
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(parts(token)[1], 'base64url').toString()) as Record<string, unknown>;

/** [label, Authorization header (from the world), expected status]. */
const TOKENS: [string, (w: World) => Promise<string | undefined> | string | undefined, number][] = [
  ['no header', () => undefined, 401],
  ['empty bearer', () => 'Bearer ', 401],
  ['basic scheme', () => 'Basic dXNlcjpwYXNz', 401],
  ['lower-case scheme', (x) => `bearer ${x.a.token}`, 401],
  ['garbage token', () => 'Bearer not.a.jwt', 401],
  ['two spaces', (x) => `Bearer  ${x.a.token}`, 401],
  [
    'alg none',
    (x) => `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64(payloadOf(x.a.token))}.`,
    401,
  ],
  [
    'alg none with the real signature',
    (x) => `Bearer ${b64({ alg: 'none' })}.${parts(x.a.token)[1]}.${parts(x.a.token)[2]}`,
    401,
  ],
  [
    'HS512 header on an HS256 signature',
    (x) =>
      `Bearer ${b64({ alg: 'HS512', typ: 'JWT' })}.${parts(x.a.token)[1]}.${parts(x.a.token)[2]}`,
    401,
  ],
  [
    "tampered subject (b's id, a's signature)",
    (x) =>
      `Bearer ${parts(x.a.token)[0]}.${b64({ ...payloadOf(x.a.token), sub: x.b.id })}.${parts(x.a.token)[2]}`,
    401,
  ],
  [
    'tampered expiry',
    (x) =>
      `Bearer ${parts(x.a.token)[0]}.${b64({ ...payloadOf(x.a.token), exp: 4e9 })}.${parts(x.a.token)[2]}`,
    401,
  ],
  [
    'signed with another secret',
    async (x) => {
      const p = payloadOf(x.a.token);
      const t = await createTokenService('another-secret-that-is-also-long-enough!').sign(
        { userId: x.a.id, sessionId: String(p.sid), kind: 'USER' },
        Date.now() + 3600_000,
      );
      return `Bearer ${t}`;
    },
    401,
  ],
  [
    'expired (right secret, live session)',
    async (x) => {
      const p = payloadOf(x.a.token);
      const t = await createTokenService(SECRET).sign(
        { userId: x.a.id, sessionId: String(p.sid), kind: 'USER' },
        x.t.clock.now() - 60_000,
      );
      return `Bearer ${t}`;
    },
    401,
  ],
  [
    'unknown session id',
    async (x) =>
      `Bearer ${await createTokenService(SECRET).sign(
        { userId: x.a.id, sessionId: '00000000-0000-4000-8000-000000000000', kind: 'USER' },
        x.t.clock.now() + 3600_000,
      )}`,
    401,
  ],
  [
    'ADMIN kind on a USER session',
    async (x) => {
      const p = payloadOf(x.a.token);
      return `Bearer ${await createTokenService(SECRET).sign(
        { userId: x.a.id, sessionId: String(p.sid), kind: 'ADMIN' },
        x.t.clock.now() + 3600_000,
      )}`;
    },
    401,
  ],
  ['revoked by logout', () => `Bearer ${revoked.token}`, 401],
  // A ban revokes every session; the next request says "suspended" (403 USER_BANNED), not "expired".
  ['banned user (sessions revoked by the ban)', () => `Bearer ${banned.token}`, 403],
];

describe('auth: tokens on POST /api/wallet/balance and GET /api/auctions/getallstatus', () => {
  it.each(TOKENS)('%s → %i, nothing changed', async (_label, header, status) => {
    const h = await header(w);
    const before = await snapshot(w.app);
    for (const [method, url] of [
      ['POST', '/api/wallet/balance'],
      ['GET', '/api/auctions/getallstatus'],
      ['POST', '/api/wallet/recharge-request'],
    ] as const) {
      const res = await call(w.app, method, url, {
        headers: h === undefined ? {} : { authorization: h },
        ...(method === 'POST' ? { body: { amount: 10, UTRNumber: freshUtr() } } : {}),
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
    }
    await expectUnchanged(w.app, before, _label);
  });
});

/** [label, method, url, body (from the world), expected status]: user a acting on user b's data. */
const FOREIGN: [string, string, string, (w: World) => unknown, number][] = [
  ['wallet balance', 'POST', '/api/wallet/balance', (x) => ({ userId: x.b.id }), 403],
  [
    'transaction history',
    'POST',
    '/api/wallet/transaction-history',
    (x) => ({ userId: x.b.id }),
    403,
  ],
  [
    'recharge for b',
    'POST',
    '/api/wallet/recharge-request',
    (x) => ({ userId: x.b.id, amount: 10, UTRNumber: freshUtr() }),
    403,
  ],
  [
    'withdrawal for b',
    'POST',
    '/api/wallet/withdraw-request',
    (x) => ({ userId: x.b.id, amount: 1 }),
    403,
  ],
  ['registrations of b', 'POST', '/api/users/auction-registered', (x) => ({ userId: x.b.id }), 403],
  [
    'registration check for b',
    'POST',
    '/api/auctions/validate-registration',
    (x) => ({ auctionId: x.auctionId, userId: x.b.id }),
    403,
  ],
  [
    'OTP to b',
    'POST',
    '/api/otp/generate',
    (x) => ({ userId: x.b.id, mobileNumber: '9876543210' }),
    403,
  ],
  ['OTP resend for b', 'POST', '/api/otp/resend', (x) => ({ userId: x.b.id }), 403],
  ['OTP verify for b', 'POST', '/api/otp/verify', (x) => ({ userId: x.b.id, otp: '123456' }), 403],
  [
    'team of a stranger auction',
    'POST',
    '/api/teams/by-user-and-auction',
    (x) => ({ auctionId: x.otherAuctionId, userId: x.b.id }),
    403,
  ],
  [
    "order b's XI",
    'POST',
    '/api/teams/set-priority',
    (x) => ({ teamId: x.teamB, auctionId: x.auctionId, priorityOrder: x.playerIds }),
    403,
  ],
  ['ban b', 'POST', '/api/admin/users/ban-unban', (x) => ({ userId: x.b.id }), 403],
  [
    "b's transactions (admin list)",
    'GET',
    '/api/admin/transactions?userId=B',
    () => undefined,
    403,
  ],
  [
    'wallet of an unknown id',
    'POST',
    '/api/wallet/balance',
    () => ({ userId: '00000000-0000-4000-8000-000000000000' }),
    403,
  ],
  ['getById of b', 'POST', '/api/user/getById', (x) => ({ userId: x.b.id }), 403],
];

describe("auth: another user's ids", () => {
  it.each(FOREIGN)('%s → %i, nothing changed', async (_label, method, url, body, status) => {
    const before = await snapshot(w.app);
    const b = body(w);
    const res = await call(w.app, method, url.replace('=B', `=${w.b.id}`), {
      token: w.a.token,
      ...(b === undefined ? {} : { body: b }),
    });
    expect(res.statusCode, res.body).toBe(status);
    await expectUnchanged(w.app, before, _label);
  });
});

const ADMIN_ROUTES: [string, string, unknown][] = [
  ['POST', '/api/auctions/register', {}],
  ['PUT', '/api/auctions/update', { auctionId: 'X', status: 'LIVE' }],
  ['POST', '/api/upload/auctionImage', {}],
  ['GET', '/api/admin/auctions', undefined],
  ['GET', '/api/admin/auctions/X', undefined],
  ['POST', '/api/admin/users/ban-unban', { userId: 'X' }],
  ['GET', '/api/admin/transactions', undefined],
  ['POST', '/api/admin/wallet-requests', {}],
  ['POST', '/api/admin/update/wallet-requests', { transactionId: 'X', action: 'APPROVED' }],
  ['GET', '/api/admin/analytics/total-auctions', undefined],
  ['GET', '/api/admin/analytics/bids-per-user', undefined],
  ['GET', '/api/admin/analytics/successful-registrations', undefined],
  ['GET', '/api/admin/analytics/registrations-per-auction', undefined],
  ['GET', '/api/admin/analytics/all-registration-requests', undefined],
  ['GET', '/api/admin/analytics/event-completion-rate', undefined],
  ['GET', '/api/admin/analytics/financial-summary', undefined],
  ['GET', '/api/admin/dashboard', undefined],
  ['GET', '/api/admin/auctions/X/results', undefined],
  ['POST', '/api/players/register-to-auction-3', {}],
  ['GET', '/api/auctions/X/pool', undefined],
  ['PUT', '/api/auction-players/P', { basePrice: 1 }],
  ['DELETE', '/api/auction-players/P', undefined],
  ['GET', '/api/users/getAll', undefined],
  ['POST', '/api/static-content', { type: 'privacy', content: 'x' }],
];

describe('auth: a player on admin routes', () => {
  it.each(ADMIN_ROUTES)('%s %s → 403, nothing changed', async (method, url, body) => {
    const before = await snapshot(w.app);
    const res = await call(
      w.app,
      method,
      url.replace('/X', `/${w.auctionId}`).replace('/P', `/${w.playerIds[0]}`),
      { token: w.a.token, ...(body === undefined ? {} : { body }) },
    );
    expect(res.statusCode, res.body).toBe(403);
    await expectUnchanged(w.app, before, url);
  });
});
