import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  ip = '10.0.0.1',
) => t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: ip });

describe('POST /api/users/register', () => {
  it('creates a USER, trims and lower-cases the e-mail, and signs in', async () => {
    const res = await post('/api/users/register', {
      username: 'Asha',
      email: '  Asha.K@Example.COM ',
      password: 'secret1',
      ageConfirmed: true,
      role: 'ADMIN',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.status).toBe(201);
    expect(body.user).toMatchObject({
      email: 'asha.k@example.com',
      username: 'Asha',
      role: 'USER',
      imageUrl: null,
    });
    expect(body.login.session_timeout).toBe(720);
    const me = await post('/api/user/getById', { userId: body.user.id }, bearer(body.login.token));
    expect(me.statusCode).toBe(200);
    expect(me.json().user.role).toBe('USER');
  });

  it('refuses a duplicate e-mail whatever its case with 409 USER_EXISTS', async () => {
    await post('/api/users/register', {
      username: 'One',
      email: 'dup@example.com',
      password: 'secret1',
      ageConfirmed: true,
    });
    const res = await post('/api/users/register', {
      username: 'Two',
      email: 'DUP@example.com ',
      password: 'secret2',
      ageConfirmed: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 409,
      error: { code: 'USER_EXISTS', message: 'User already registered' },
    });
  });

  it.each([
    [{ email: 'a@b.co', password: 'secret1' }, 'username'],
    [{ username: 'A', password: 'secret1' }, 'email'],
    [{ username: 'A', email: 'not-an-email', password: 'secret1' }, 'email'],
    [{ username: 'A', email: 'a@b.co', password: '12345' }, 'password'],
    [{ username: '   ', email: 'a@b.co', password: 'secret1' }, 'username'],
    [{ username: 'A', email: 'a@b.co', password: 'secret1', ageConfirmed: false }, 'ageConfirmed'],
  ])('rejects %j naming the field %s, and creates nothing', async (payload, field) => {
    const before = (
      await t.app.inject({
        method: 'GET',
        url: '/api/users/getAll',
        headers: bearer(await adminToken(t.app)),
      })
    ).json().users.length;
    const res = await post('/api/users/register', payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe(411);
    expect(body.error.code).toBe('VALIDATION');
    expect(Object.keys(body.error.fields)).toContain(field);
    const after = (
      await t.app.inject({
        method: 'GET',
        url: '/api/users/getAll',
        headers: bearer(await adminToken(t.app)),
      })
    ).json().users.length;
    expect(after).toBe(before);
  });

  it('rejects a body that is not JSON with a 400 error body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
  });
});

describe('POST /api/user/login', () => {
  it('answers 201 with token, session_timeout and user', async () => {
    const u = await signUp(t.app);
    const res = await post(
      '/api/user/login',
      { email: u.email.toUpperCase(), password: u.password },
      {},
      '10.0.1.1',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 201,
      session_timeout: 720,
      user: { id: u.id, email: u.email },
    });
    expect(typeof res.json().token).toBe('string');
  });

  it('answers 400 Incorrect password for a wrong password', async () => {
    const u = await signUp(t.app);
    const res = await post(
      '/api/user/login',
      { email: u.email, password: 'wrong-pass' },
      {},
      '10.0.1.2',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      error: { code: 'WRONG_PASSWORD', message: 'Incorrect password' },
    });
  });

  it('answers 404 user not found for an unknown e-mail', async () => {
    const res = await post(
      '/api/user/login',
      { email: 'ghost@example.com', password: 'whatever' },
      {},
      '10.0.1.3',
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 404,
      error: { code: 'USER_NOT_FOUND', message: 'user not found' },
    });
  });

  it('answers body status 411 for invalid inputs', async () => {
    const res = await post('/api/user/login', { email: 'x' }, {}, '10.0.1.4');
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(411);
  });

  it('never locks the owner out: ten wrong passwords from ten addresses leave a fresh address in', async () => {
    const u = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await post(
        '/api/user/login',
        { email: u.email, password: 'wrong-pass' },
        {},
        `10.1.${i}.1`,
      );
      expect(res.statusCode).toBe(400);
    }
    const owner = await post(
      '/api/user/login',
      { email: u.email, password: u.password },
      {},
      '10.1.99.1',
    );
    expect(owner.statusCode).toBe(201);
  });

  it('slows one address guessing one account progressively (1 s, 2 s, …) with Retry-After', async () => {
    const u = await signUp(t.app);
    const guess = (password = 'wrong-pass', ip = '10.4.0.1') =>
      post('/api/user/login', { email: u.email, password }, {}, ip);
    for (let i = 0; i < 6; i++) expect((await guess()).statusCode).toBe(400);
    const waiting = await guess(u.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts — try again in 1 s',
    });
    // Another address with the right password is not held up by this one's failures.
    expect((await guess(u.password, '10.4.0.2')).statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await guess()).statusCode).toBe(400);
    const longer = await guess();
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');
  });

  it('limits attempts per IP, whatever the account', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) {
      codes.push(
        (
          await post(
            '/api/user/login',
            { email: `nobody${i}@example.com`, password: 'x' },
            {},
            '10.2.0.1',
          )
        ).statusCode,
      );
    }
    expect(codes.filter((c) => c === 404)).toHaveLength(30);
    expect(codes.slice(30)).toEqual([429, 429]);
  });
});

describe('POST /api/user/getById', () => {
  it("refuses another user's id with 403 and allows an admin", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    expect((await post('/api/user/getById', { userId: b.id }, bearer(a.token))).statusCode).toBe(
      403,
    );
    const asAdmin = await post(
      '/api/user/getById',
      { userId: b.id },
      bearer(await adminToken(t.app)),
    );
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().user).toMatchObject({ id: b.id, email: b.email, banned: false });
  });

  it('needs a token', async () => {
    const res = await post('/api/user/getById', { userId: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/users/getAll', () => {
  it('lists users for an admin and never exposes password hashes', async () => {
    await signUp(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/getAll',
      headers: bearer(await adminToken(t.app)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().users.length).toBeGreaterThan(1);
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  it('refuses a player with 403 NOT_ADMIN', async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/getAll',
      headers: bearer(u.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('NOT_ADMIN');
  });
});

describe('POST /api/user/logout', () => {
  it('revokes the session: the same token is refused afterwards', async () => {
    const u = await signUp(t.app);
    expect((await post('/api/user/logout', {}, bearer(u.token))).statusCode).toBe(200);
    const again = await post('/api/user/getById', { userId: u.id }, bearer(u.token));
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('SESSION_EXPIRED');
  });
});
