/**
 * "These sessions have ended" is published on logout, password reset, ban and session expiry, with
 * the code and text a client is told (the room closes the sockets of that session or user).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { adminToken, bearer, signUp } from '../test/factories';
import { postJson } from '../test/wallet';
import { authenticate } from './auth';
import type { SessionEnded } from './session-events';

let t: TestApp;
const heard: SessionEnded[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  t.app.deps.sessionEvents.subscribe((e) => heard.push(e));
});
afterAll(() => t.close());

const next = async () => {
  for (let i = 0; i < 100 && heard.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
  return heard.shift();
};

describe('session-ended events', () => {
  it('on logout: that session', async () => {
    const u = await signUp(t.app);
    const auth = await authenticate(t.app.deps, `Bearer ${u.token}`);
    await postJson(t.app, '/api/user/logout', u.token, {});
    expect(await next()).toEqual({
      userId: u.id,
      sessionId: auth.sessionId,
      reason: 'logout',
      code: 'SESSION_EXPIRED',
      message: 'You have been logged out',
    });
  });

  it('on a ban: every session, told "suspended"', async () => {
    const u = await signUp(t.app);
    const admin = await adminToken(t.app);
    heard.length = 0;
    await postJson(t.app, '/api/admin/users/ban-unban', admin, { userId: u.id });
    expect(await next()).toEqual({
      userId: u.id,
      sessionId: undefined,
      reason: 'banned',
      code: 'USER_BANNED',
      message: 'Your account has been suspended',
    });
    // Unbanning ends nothing.
    await postJson(t.app, '/api/admin/users/ban-unban', admin, { userId: u.id });
    expect(await next()).toBeUndefined();
  });

  it('on a password reset: every session', async () => {
    const u = await signUp(t.app);
    await postJson(t.app, '/api/resetLink', null, { email: u.email });
    await t.app.deps.background.drain();
    const dir = path.join(t.dataDir, 'outbox');
    const file = readdirSync(dir).find((f) => f.includes(u.email.replace(/[^a-z0-9@._-]/gi, '_')))!;
    const eml = readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '');
    const token = /\/resetpass\/[^/\s"<>]+\/([\w-]+)/.exec(eml)![1]!;
    heard.length = 0;
    const res = await postJson(t.app, '/api/resetPass', null, {
      email: u.email,
      token,
      password: 'another-pass',
    });
    expect(res.statusCode).toBe(201);
    expect(await next()).toMatchObject({ userId: u.id, reason: 'password-reset' });
  });

  it('on expiry: when the watched session runs out', async () => {
    const u = await signUp(t.app);
    const auth = await authenticate(t.app.deps, `Bearer ${u.token}`);
    heard.length = 0;
    const cancel = t.app.deps.sessionEvents.watchExpiry({
      userId: u.id,
      sessionId: auth.sessionId,
      expiresAt: new Date(t.clock.now() + 50),
    });
    expect(await next()).toMatchObject({
      userId: u.id,
      sessionId: auth.sessionId,
      reason: 'expired',
      message: 'Session expired. Please log in again.',
    });
    cancel();
    // A cancelled watch stays silent.
    const stop = t.app.deps.sessionEvents.watchExpiry({
      userId: u.id,
      sessionId: auth.sessionId,
      expiresAt: new Date(t.clock.now() + 30),
    });
    stop();
    await new Promise((r) => setTimeout(r, 80));
    expect(heard).toHaveLength(0);
    // authenticate hands the room the session's end.
    expect(auth.expiresAt.getTime()).toBeGreaterThan(t.clock.now());
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/getById',
          headers: bearer(u.token),
          payload: { userId: u.id },
        })
      ).statusCode,
    ).toBe(200);
  });
});
