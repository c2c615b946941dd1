import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { bearer, signUp, type TestUser } from '../../test/factories';

let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  u = await signUp(t.app);
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/getById',
    payload: { userId: u.id },
    headers: bearer(token),
  });
const SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!!');

describe('bearer tokens', () => {
  it('accepts the token issued at sign-up', async () => {
    expect((await me(u.token)).statusCode).toBe(200);
  });

  it('refuses a token whose signature was altered', async () => {
    const [h, p, s] = u.token.split('.');
    const flipped = `${h}.${p}.${s!.slice(0, -2)}${s!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await me(flipped)).statusCode).toBe(401);
  });

  it('refuses a token whose payload was altered', async () => {
    const [h, , s] = u.token.split('.');
    const claims = { ...decodeJwt(u.token), sub: '00000000-0000-0000-0000-000000000000' };
    const forged = `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`;
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('refuses alg:none', async () => {
    const claims = decodeJwt(u.token);
    const unsigned = new UnsecuredJWT({ sid: claims.sid, knd: 'USER' })
      .setSubject(u.id)
      .setIssuer('bidxi')
      .setExpirationTime('1h')
      .encode();
    expect((await me(unsigned)).statusCode).toBe(401);
  });

  it('refuses a token signed with another HMAC algorithm and the same secret', async () => {
    const claims = decodeJwt(u.token);
    const hs512 = await new SignJWT({ sid: claims.sid, knd: 'USER' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(u.id)
      .setIssuer('bidxi')
      .setExpirationTime('1h')
      .sign(SECRET);
    expect((await me(hs512)).statusCode).toBe(401);
  });

  it('refuses a well-signed token for a session that does not exist', async () => {
    const ghost = await new SignJWT({ sid: '11111111-1111-1111-1111-111111111111', knd: 'USER' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(u.id)
      .setIssuer('bidxi')
      .setExpirationTime('1h')
      .sign(SECRET);
    expect((await me(ghost)).statusCode).toBe(401);
  });

  it('refuses a malformed Authorization header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/getById',
      payload: { userId: u.id },
      headers: { authorization: `Token ${u.token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('expires after session_timeout minutes with SESSION_EXPIRED', async () => {
    const fresh = await signUp(t.app);
    t.clock.advance(719 * 60_000);
    const stillOk = await t.app.inject({
      method: 'POST',
      url: '/api/user/getById',
      payload: { userId: fresh.id },
      headers: bearer(fresh.token),
    });
    expect(stillOk.statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/getById',
      payload: { userId: fresh.id },
      headers: bearer(fresh.token),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SESSION_EXPIRED');
  });
});

describe('the token of a deleted user', () => {
  it('answers 401 SESSION_EXPIRED, even straight after a verified request (session cache)', async () => {
    const gone = await signUp(t.app);
    const getSelf = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/getById',
        payload: { userId: gone.id },
        headers: bearer(gone.token),
      });
    expect((await getSelf()).statusCode).toBe(200);
    await t.app.deps.database.db.execute(sql`delete from users where id = ${gone.id}`);
    const res = await getSelf();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'SESSION_EXPIRED' } });
  });
});
