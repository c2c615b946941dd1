// Self-exclusion and the 18+ confirmation on every route they guard: registration (and
// its check), practice and recharge refused while a cooling-off runs, withdrawal still allowed, the
// end only ever later and never lifted by an admin; sign-up requires `ageConfirmed: true`, and an
// account made before the question is refused money actions until it confirms.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createAuction, fund, ip, register } from '../../test/auctions';
import { adminToken, bearer, signUp, type TestUser } from '../../test/factories';
import { completeKyc, freshUtr, postJson } from '../../test/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    RATE_LIMIT_PER_MINUTE: '100000',
    SESSION_TIMEOUT_MINUTES: String(30 * 24 * 60),
  });
}, 60_000);
afterAll(() => t.close());

const DAY = 24 * 3600_000;
const exclude = (u: TestUser, days: number) =>
  postJson(t.app, '/api/gaming/self-exclusion', u.token, { days });
const gaming = async (u: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/gaming', headers: bearer(u.token) })).json();
const recharge = (u: TestUser, amount = 100) =>
  postJson(t.app, '/api/wallet/recharge-request', u.token, { amount, UTRNumber: freshUtr() });
const validate = (u: TestUser, auctionId: string) =>
  postJson(t.app, '/api/auctions/validate-registration', u.token, { auctionId });
const practice = (u: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/practice',
    headers: bearer(u.token),
    remoteAddress: ip(),
  });

describe('POST /api/gaming/self-exclusion', () => {
  it('refuses registration, its check, practice and recharge until the end (IST); withdrawal stays', async () => {
    const u = await signUp(t.app);
    await fund(t.app, u.id, 500);
    await completeKyc(t.app, u);
    const auction = await createAuction(t.app, { registrationFee: 50 });
    t.clock.set(Date.parse('2026-11-24T04:00:00Z'));
    const res = await exclude(u, 7);
    expect(res.statusCode).toBe(200);
    const text = 'Self-excluded until 1 Dec 2026, 09:30 IST';
    expect(res.json()).toMatchObject({
      message: text,
      gaming: {
        selfExcludedUntil: '2026-12-01T04:00:00.000Z',
        selfExcludedUntilText: '1 Dec 2026, 09:30 IST',
      },
    });
    // The end as an instant too, for a client that says it in another language.
    const refused = {
      selfExcludedUntil: '2026-12-01T04:00:00.000Z',
      error: { code: 'SELF_EXCLUDED', message: text },
    };

    const reg = await register(t.app, u.token, { auctionId: auction.id });
    expect([reg.statusCode, reg.json()]).toEqual([403, expect.objectContaining(refused)]);
    expect((await validate(u, auction.id)).json()).toMatchObject({
      status: 'INELIGIBLE',
      reason: text,
    });
    const p = await practice(u);
    expect([p.statusCode, p.json()]).toEqual([403, expect.objectContaining(refused)]);
    const r = await recharge(u);
    expect([r.statusCode, r.json()]).toEqual([403, expect.objectContaining(refused)]);
    const w = await postJson(t.app, '/api/wallet/withdraw-request', u.token, { amount: 100 });
    expect(w.statusCode).toBe(201);
    // Login still works and says nothing different; the state is there to show.
    const login = await postJson(t.app, '/api/user/login', null, {
      email: u.email,
      password: u.password,
    });
    expect(login.statusCode).toBe(201);

    t.clock.set(Date.parse('2026-12-01T03:59:59Z'));
    expect((await recharge(u)).statusCode).toBe(403);
    t.clock.set(Date.parse('2026-12-01T04:00:00Z'));
    expect((await gaming(u)).selfExcludedUntil).toBeNull();
    expect((await recharge(u)).statusCode).toBe(201);
    expect((await register(t.app, u.token, { auctionId: auction.id })).statusCode).toBe(201);
  });

  it('only lengthens: a shorter choice keeps the later end; a longer one moves it', async () => {
    const u = await signUp(t.app);
    const now = t.clock.now();
    await exclude(u, 30);
    expect(Date.parse((await exclude(u, 7)).json().gaming.selfExcludedUntil)).toBe(now + 30 * DAY);
    expect(Date.parse((await exclude(u, 90)).json().gaming.selfExcludedUntil)).toBe(now + 90 * DAY);
  });

  it('takes only 7, 30 or 90 days', async () => {
    const u = await signUp(t.app);
    for (const days of [0, 1, 14, 365, '7']) {
      const res = await exclude(u, days as number);
      expect(res.statusCode).toBe(400);
    }
    expect((await gaming(u)).selfExcludedUntil).toBeNull();
  });

  it('cannot be lifted early by an admin: no admin route, read-only in the user profile', async () => {
    const u = await signUp(t.app);
    const until = (await exclude(u, 30)).json().gaming.selfExcludedUntil as string;
    const admin = await adminToken(t.app);
    // The admin sees it, read-only.
    const detail = await postJson(t.app, '/api/user/getById', admin, { userId: u.id });
    expect(detail.json().user.selfExcludedUntil).toBe(until);
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/users/getAll',
      headers: bearer(admin),
    });
    expect(all.json().users.find((x: { id: string }) => x.id === u.id).selfExcludedUntil).toBe(
      until,
    );
    // No admin route is about it, and the gaming routes act on the caller only (a userId is ignored).
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    const adminPaths = Object.keys(spec.json().paths).filter((p) => p.includes('/admin'));
    expect(adminPaths.filter((p) => /exclu|gaming|limit/i.test(p))).toEqual([]);
    await postJson(t.app, '/api/gaming/self-exclusion', admin, { days: 7, userId: u.id });
    await postJson(t.app, '/api/gaming/recharge-limit', admin, { limit: null, userId: u.id });
    // A ban and an unban leave it.
    for (let i = 0; i < 2; i++) {
      const ban = await postJson(t.app, '/api/admin/users/ban-unban', admin, { userId: u.id });
      expect(ban.statusCode).toBe(200);
    }
    const [row] = await t.app.deps.database.db
      .select({ until: users.selfExcludedUntil })
      .from(users)
      .where(eq(users.id, u.id));
    expect(row?.until?.toISOString()).toBe(until);
  });
});

describe('age confirmation', () => {
  it('sign-up refuses an ageConfirmed other than true, records when it is true', async () => {
    const body = {
      username: 'Young One',
      email: `young${Date.now()}@example.com`,
      password: 'secret-pass',
    };
    for (const extra of [{ ageConfirmed: false }, { ageConfirmed: 'yes' }]) {
      const res = await postJson(t.app, '/api/users/register', null, { ...body, ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toMatchObject({
        ageConfirmed: 'Please confirm that you are 18 or older',
      });
    }
    const ok = await postJson(t.app, '/api/users/register', null, { ...body, ageConfirmed: true });
    expect(ok.statusCode).toBe(201);
    const u = { token: ok.json().login.token } as TestUser;
    expect((await gaming(u)).ageConfirmedAt).toBe(new Date(t.clock.now()).toISOString());
  });

  it('a spec-shaped sign-up (no ageConfirmed) gets 201, unconfirmed: asked after login, money waits', async () => {
    const email = `spec${Date.now()}@example.com`;
    const res = await postJson(t.app, '/api/users/register', null, {
      username: 'Spec Client',
      email,
      password: 'secret-pass',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe(201);
    const login = await postJson(t.app, '/api/user/login', null, {
      email,
      password: 'secret-pass',
    });
    expect(login.statusCode).toBe(201);
    const u = { token: login.json().token as string } as TestUser;
    // ageConfirmedAt null is what opens the 18+ dialog (AgeGate) after login.
    expect((await gaming(u)).ageConfirmedAt).toBeNull();
    expect((await recharge(u)).json().error.code).toBe('AGE_NOT_CONFIRMED');
  });

  it('an older account is refused money actions until it confirms, once', async () => {
    const u = await signUp(t.app);
    await t.app.deps.database.db
      .update(users)
      .set({ ageConfirmedAt: null })
      .where(eq(users.id, u.id));
    await fund(t.app, u.id, 500);
    expect((await gaming(u)).ageConfirmedAt).toBeNull();
    const refused = {
      code: 'AGE_NOT_CONFIRMED',
      message:
        'Please confirm that you are 18 or older before adding money or joining a paid auction',
    };
    const r = await recharge(u);
    expect([r.statusCode, r.json().error]).toEqual([403, refused]);
    const paid = await createAuction(t.app, { registrationFee: 50 });
    const reg = await register(t.app, u.token, { auctionId: paid.id });
    expect([reg.statusCode, reg.json().error]).toEqual([403, refused]);
    expect((await validate(u, paid.id)).json()).toMatchObject({ status: 'INELIGIBLE' });
    const free = await createAuction(t.app, { registrationFee: 0 });
    expect((await register(t.app, u.token, { auctionId: free.id })).statusCode).toBe(201);

    const bad = await postJson(t.app, '/api/gaming/age-confirmation', u.token, {
      ageConfirmed: false,
    });
    expect(bad.statusCode).toBe(400);
    const yes = await postJson(t.app, '/api/gaming/age-confirmation', u.token, {
      ageConfirmed: true,
    });
    expect(yes.statusCode).toBe(200);
    const at = yes.json().gaming.ageConfirmedAt;
    expect(at).toBe(new Date(t.clock.now()).toISOString());
    t.clock.advance(60_000);
    await postJson(t.app, '/api/gaming/age-confirmation', u.token, { ageConfirmed: true });
    expect((await gaming(u)).ageConfirmedAt).toBe(at);
    expect((await recharge(u)).statusCode).toBe(201);
    expect((await register(t.app, u.token, { auctionId: paid.id })).statusCode).toBe(201);
  });

  it('is not asked for money actions in play mode (no money moves)', async () => {
    const play = await buildTestApp({ MONEY_MODE: 'play' });
    try {
      const u = await signUp(play.app);
      await play.app.deps.database.db
        .update(users)
        .set({ ageConfirmedAt: null })
        .where(eq(users.id, u.id));
      const paid = await createAuction(play.app, { registrationFee: 50 });
      expect((await register(play.app, u.token, { auctionId: paid.id })).statusCode).toBe(201);
    } finally {
      await play.close();
    }
  }, 60_000);
});
