/**
 * With REDIS_URL, limits and session ends are shared by every node ("Limits that the
 * deployment defeats", "Sessions that outlive a logout or a ban"): two app instances on the real Redis
 * (127.0.0.1:6379) under a key prefix of this run, deleted afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { bearer, signUp, type TestUser } from '../test/factories';
import { countRedisKeys, deleteRedisPrefix, TEST_REDIS_URL, testRedisPrefix } from '../test/redis';
import type { SessionEnded } from './session-events';

const prefix = testRedisPrefix();
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, RATE_LIMIT_PER_MINUTE: '8' };
  [a, b] = await Promise.all([buildTestApp(env), buildTestApp(env)]);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  await deleteRedisPrefix(prefix);
  expect(await countRedisKeys(prefix)).toBe(0);
});

const login = (t: TestApp, user: Pick<TestUser, 'email'>, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password },
    remoteAddress: ip,
  });

describe('two nodes on one Redis', () => {
  it('count one account’s failed logins together (3 on each node slow the 7th, wherever it lands)', async () => {
    // The same account on both nodes' databases (each test app has its own).
    const user = await signUp(a.app, { email: 'shared@example.com', password: 'right-pass' });
    await signUp(b.app, { email: user.email, password: 'right-pass' });
    const ip = '10.60.0.1';
    for (const t of [a, b, a, b, a, b])
      expect((await login(t, user, 'wrong', ip)).statusCode).toBe(400);
    const seventh = await login(b, user, 'wrong', ip);
    expect(seventh.statusCode).toBe(429);
    expect(seventh.headers['retry-after']).toBe('1');
    // The owner, elsewhere, is not held up.
    expect((await login(a, user, 'right-pass', '10.60.0.2')).statusCode).toBe(201);
  });

  it('share the per-address API budget (RATE_LIMIT_PER_MINUTE=8 across both nodes)', async () => {
    const ip = '10.60.1.1';
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t = i % 2 ? b : a;
      codes.push(
        (await t.app.inject({ method: 'GET', url: '/api/app-config', remoteAddress: ip }))
          .statusCode,
      );
    }
    expect(codes.slice(0, 8).every((c) => c === 200)).toBe(true);
    expect(codes.slice(8)).toEqual([429, 429]);
  });

  it('tell every node within 1 s that a session ended (logout on one, heard on the other)', async () => {
    const user = await signUp(a.app);
    const heard: { event: SessionEnded; at: number }[] = [];
    const off = b.app.deps.sessionEvents.subscribe((event) =>
      heard.push({ event, at: performance.now() }),
    );
    const start = performance.now();
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    for (let i = 0; i < 100 && heard.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    off();
    expect(heard).toHaveLength(1);
    expect(heard[0]!.event).toMatchObject({
      userId: user.id,
      reason: 'logout',
      code: 'SESSION_EXPIRED',
    });
    expect(heard[0]!.event.sessionId).toBeTruthy();
    const ms = heard[0]!.at - start;
    process.stdout.write(`session end heard on the other node after ${ms.toFixed(1)} ms\n`);
    expect(ms).toBeLessThan(1_000);
  });
});
