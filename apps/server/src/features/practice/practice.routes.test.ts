/**
 * `POST /api/practice`: a free auction against bots, LIVE at once, the player's alone;
 * asked again it answers the running one; at most PRACTICE_PER_DAY starts in a rolling day.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_PER_DAY, PRACTICE_SETTINGS } from '@bidxi/protocol';
import { auctions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp, type TestUser } from '../../test/factories';
import { ip, register } from '../../test/auctions';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

const start = (u: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/practice',
    headers: bearer(u.token),
    remoteAddress: ip(),
  });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload, remoteAddress: ip() });
const finish = (auctionId: string) =>
  t.app.deps.database.db
    .update(auctions)
    .set({ status: 'COMPLETED' })
    .where(eq(auctions.id, auctionId));

describe('POST /api/practice', () => {
  it('starts a free auction vs three bots with ~30 players and short windows, LIVE now, the player registered', async () => {
    const u = await signUp(t.app);
    const now = t.clock.now();
    const res = await start(u);
    expect(res.statusCode).toBe(201);
    const { auction, team, isNew } = res.json();
    expect(isNew).toBe(true);
    expect(auction).toMatchObject({
      title: 'Practice vs bots',
      status: 'LIVE',
      isPractice: true,
      isDemo: false,
      registrationFee: 0,
      budgetLimit: 100,
      teamCount: 1,
      totalPlayerCount: 33,
      participants: [{ id: u.id, username: u.username }],
      settings: {
        botTeams: 3,
        lobbyMs: 15_000,
        lotWindowMs: PRACTICE_SETTINGS.lotWindowMs,
        bidWindowMs: PRACTICE_SETTINGS.bidWindowMs,
        pauseBetweenLotsMs: PRACTICE_SETTINGS.pauseBetweenLotsMs,
        reorderWindowMs: PRACTICE_SETTINGS.reorderWindowMs,
      },
    });
    expect(Date.parse(auction.startsAt)).toBe(now);
    expect(Date.parse(auction.lotsStartAt) - now).toBeLessThanOrEqual(60_000);
    expect(team).toMatchObject({ ownerId: u.id, registrationFeePaid: 0, isBot: false });

    // The pool: three full XIs' worth of each type.
    const pool = await call('GET', `/api/auctions/${auction.id}/players`, u.token);
    expect(pool.statusCode).toBe(200);
    const types = (pool.json().players as { type: string }[]).map((p) => p.type);
    expect(types.filter((x) => x === 'Bowler')).toHaveLength(12);
    expect(types.filter((x) => x === 'Batter')).toHaveLength(10);

    // In My Auctions, not in the public list.
    const mine = await call('POST', '/api/users/auction-registered', u.token, {});
    expect(mine.json().participatedIn.map((a: { id: string }) => a.id)).toContain(auction.id);
    const listed = await call('GET', '/api/auctions/getallstatus', u.token);
    expect(listed.json().auctions.map((a: { id: string }) => a.id)).not.toContain(auction.id);
  });

  it('answers the running practice auction when asked again, also for a double tap', async () => {
    const u = await signUp(t.app);
    const [a, b] = await Promise.all([start(u), start(u)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().auction.id).toBe(b.json().auction.id);
    const again = await start(u);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ isNew: false, auction: { id: a.json().auction.id } });
  });

  it('is private: another player cannot see it or register, and an admin cannot charge for it', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { auction } = (await start(owner)).json();
    expect((await call('GET', `/api/auctions/${auction.id}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/auctions/${auction.id}`, owner.token)).statusCode).toBe(200);
    const check = await call('POST', '/api/auctions/validate-registration', other.token, {
      auctionId: auction.id,
    });
    expect(check.statusCode).toBe(404);
    const registered = await register(t.app, other.token, {
      auctionId: auction.id,
      teamName: 'Gate Crashers',
    });
    expect(registered.statusCode).toBe(403);
    expect(registered.json().error.code).toBe('PRACTICE_PRIVATE');
    const admin = await adminToken(t.app);
    const fee = await call('PUT', '/api/auctions/update', admin, {
      auctionId: auction.id,
      registrationFee: 10,
    });
    expect(fee.statusCode).toBe(422);
    expect((await call('GET', `/api/auctions/${auction.id}`, admin)).statusCode).toBe(200);
  });

  it(`allows ${PRACTICE_PER_DAY} starts in a rolling day, then says when to come back`, async () => {
    const u = await signUp(t.app);
    for (let i = 0; i < PRACTICE_PER_DAY; i++) {
      const res = await start(u);
      expect(res.statusCode).toBe(201);
      await finish(res.json().auction.id);
      t.clock.advance(60_000);
    }
    const refused = await start(u);
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expect(body.error.code).toBe('PRACTICE_LIMIT');
    expect(body.error.message).toMatch(
      new RegExp(
        `^You have played ${PRACTICE_PER_DAY} practice auctions today — try again in \\d+ h$`,
      ),
    );
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    // A day after the first start, one more is allowed.
    t.clock.advance(24 * 3600_000 - PRACTICE_PER_DAY * 60_000 + 1_000);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: u.email, password: u.password },
      remoteAddress: ip(),
    });
    expect((await start({ ...u, token: login.json().token })).statusCode).toBe(201);
  });
});
