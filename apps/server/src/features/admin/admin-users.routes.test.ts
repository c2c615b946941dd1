import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  ip = '10.4.0.1',
) => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });

describe('POST /api/admin-login', () => {
  it('signs the seeded admin in', async () => {
    const res = await post('/api/admin-login', TEST_ADMIN);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('ADMIN');
  });

  it('refuses a player with 403 NOT_ADMIN', async () => {
    const u = await signUp(t.app);
    const res = await post('/api/admin-login', { email: u.email, password: u.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('NOT_ADMIN');
  });

  it("refuses an admin's user-app token on admin routes (admin calls need the admin token)", async () => {
    const res = await post('/api/user/login', TEST_ADMIN);
    expect(res.statusCode).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/users/getAll',
      headers: bearer(res.json().token),
    });
    expect(list.statusCode).toBe(403);
  });
});

describe('POST /api/admin/users/ban-unban', () => {
  it('bans: sessions end at once saying "suspended" (403, not "expired"); unban restores login', async () => {
    const admin = await adminToken(t.app);
    const u = await signUp(t.app);
    const check = () =>
      t.app.inject({ method: 'GET', url: '/api/user/session', headers: bearer(u.token) });
    expect((await check()).json()).toEqual({ status: 200 });
    const ban = await post('/api/admin/users/ban-unban', { userId: u.id }, bearer(admin));
    expect(ban.statusCode).toBe(200);
    expect(ban.json()).toEqual({ user: { id: u.id, banned: true } });
    // The idle player's periodic session check hears it without a click.
    const checked = await check();
    expect([checked.statusCode, checked.json().error.code]).toEqual([403, 'USER_BANNED']);

    const old = await post('/api/user/getById', { userId: u.id }, bearer(u.token));
    expect(old.statusCode).toBe(403);
    expect(old.json().error).toEqual({
      code: 'USER_BANNED',
      message: 'Your account has been suspended',
    });
    const login = await post('/api/user/login', { email: u.email, password: u.password });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      status: 403,
      error: { code: 'USER_BANNED', message: 'Your account has been suspended' },
    });

    const unban = await post('/api/admin/users/ban-unban', { userId: u.id }, bearer(admin));
    expect(unban.json().user.banned).toBe(false);
    expect(
      (await post('/api/user/login', { email: u.email, password: u.password })).statusCode,
    ).toBe(201);
    // The session the ban ended stays ended: now it is simply expired.
    const after = await post('/api/user/getById', { userId: u.id }, bearer(u.token));
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('refuses a player with 403 and changes nothing', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const res = await post('/api/admin/users/ban-unban', { userId: b.id }, bearer(a.token));
    expect(res.statusCode).toBe(403);
    expect((await post('/api/user/getById', { userId: b.id }, bearer(b.token))).statusCode).toBe(
      200,
    );
  });

  it('refuses without a token (401), for an unknown user (404), and for a malformed body (400)', async () => {
    const admin = await adminToken(t.app);
    expect((await post('/api/admin/users/ban-unban', { userId: 'x' })).statusCode).toBe(401);
    const unknown = await post(
      '/api/admin/users/ban-unban',
      { userId: '00000000-0000-4000-8000-000000000000' },
      bearer(admin),
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await post('/api/admin/users/ban-unban', { user: 1 }, bearer(admin));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('userId');
  });
});
