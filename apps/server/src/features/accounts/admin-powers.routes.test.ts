/**
 * Admin powers on a player's session: powers follow the session. The admin's e-mail and
 * password on the player login make a player session, which acts for its own account only; the admin
 * login's session keeps the admin powers. Runs on PGlite and (test:db) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp, type TestUser } from '../../test/factories';
import { fundWallet, freshUtr, postJson } from '../../test/wallet';

let t: TestApp;
let victim: TestUser;
let playerSessionOfAdmin: string;
beforeAll(async () => {
  t = await buildTestApp();
  victim = await signUp(t.app);
  await fundWallet(t.app, victim, 100);
  const login = await postJson(t.app, '/api/user/login', null, TEST_ADMIN);
  expect(login.statusCode).toBe(201);
  expect(login.json().user.role).toBe('ADMIN');
  playerSessionOfAdmin = login.json().token;
});
afterAll(() => t.close());

const historyOf = (token: string, userId: string) =>
  postJson(t.app, '/api/wallet/transaction-history', token, { userId });
const rechargeFor = (token: string, userId: string) =>
  postJson(t.app, '/api/wallet/recharge-request', token, {
    userId,
    amount: 50,
    UTRNumber: freshUtr(),
  });

describe('a player session of an admin account acts for its own user only', () => {
  it("cannot read another player's transaction history (403)", async () => {
    const res = await historyOf(playerSessionOfAdmin, victim.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it("cannot file a recharge in another player's name (403), and nothing is filed", async () => {
    const res = await rechargeFor(playerSessionOfAdmin, victim.id);
    expect(res.statusCode).toBe(403);
    const history = await historyOf(victim.token, victim.id);
    expect(history.json().data.transactions).toHaveLength(1);
  });

  it("cannot read another player's profile or open admin routes", async () => {
    const profile = await postJson(t.app, '/api/user/getById', playerSessionOfAdmin, {
      userId: victim.id,
    });
    expect(profile.statusCode).toBe(403);
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/users/getAll',
      headers: bearer(playerSessionOfAdmin),
    });
    expect(users.statusCode).toBe(403);
  });

  it('still works for its own account', async () => {
    const own = await postJson(t.app, '/api/wallet/balance', playerSessionOfAdmin, {});
    expect(own.statusCode).toBe(200);
  });
});

describe('the admin login keeps the admin powers', () => {
  it("reads another player's history (200) and files a recharge in their name (201)", async () => {
    const admin = await adminToken(t.app);
    expect((await historyOf(admin, victim.id)).statusCode).toBe(200);
    const filed = await rechargeFor(admin, victim.id);
    expect(filed.statusCode).toBe(201);
    const history = await historyOf(victim.token, victim.id);
    expect(history.json().data.transactions).toHaveLength(2);
  });
});
