/**
 * The verified-session cache does not let a ban, logout or password reset outlive 1 s on any node:
 * two app instances on one database (PostgreSQL under BIDXI_TEST_DB=postgres,
 * each node with its own pool) and the real Redis (127.0.0.1:6379, a key prefix of this run).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { sessions } from '../db/schema/index';
import { TEST_ADMIN } from '../test/build-app';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { adminToken, bearer, signUp } from '../test/factories';
import { deleteRedisPrefix, TEST_REDIS_URL, testRedisPrefix } from '../test/redis';

const prefix = testRedisPrefix();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bidxi-session-cache-'));
let tdb: TestDatabase;
let secondPool: Database | undefined;
let a: FastifyInstance;
let b: FastifyInstance;

const config = () =>
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'session-cache-test-secret-long-enough-for-hs256',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    WEB_DIST_DIR: path.join(dataDir, 'web'),
    DEMO_AUCTIONS: 'false',
    SCHEDULER_MAX_SLEEP_MS: '0',
    PUSH_REMINDERS_INTERVAL_MS: '0',
    RESULTS_INTERVAL_MS: '0',
    ROOM_LEASE_INTERVAL_MS: '0',
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
    RATE_LIMIT_PER_MINUTE: '100000',
    SESSION_CACHE_MS: '750',
  });

beforeAll(async () => {
  tdb = await createTestDatabase();
  secondPool = tdb.url ? await openDatabase({ url: tdb.url }) : undefined;
  a = await buildApp(config(), { database: tdb.database });
  b = await buildApp(config(), { database: secondPool ?? tdb.database });
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  await secondPool?.close();
  await tdb.cleanup();
  await deleteRedisPrefix(prefix);
  rmSync(dataDir, { recursive: true, force: true });
});

const balance = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/wallet/balance', headers: bearer(token), payload: {} });

/**
 * Polls `app` until the token is refused. @returns the refusal's status and `ms`: when the last request
 * that was still accepted had been sent, in ms after `since` (0 when the first was refused). The
 * guarantee is about requests sent after the change, so a slow answer on a loaded machine is not
 * counted against it.
 */
async function refusedWithin(app: FastifyInstance, token: string, since: number) {
  let ms = 0;
  for (;;) {
    const sentAt = performance.now() - since;
    const res = await balance(app, token);
    if (res.statusCode !== 200) return { status: res.statusCode, ms };
    ms = sentAt;
    if (performance.now() - since > 3000) return { status: 200, ms: Infinity };
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A user whose token both nodes have verified and cached. */
async function cachedOnBoth() {
  const user = await signUp(a);
  for (const node of [a, b]) expect((await balance(node, user.token)).statusCode).toBe(200);
  for (const node of [a, b])
    expect(node.deps.sessionCache?.get(user.token, Date.now())?.user.id).toBe(user.id);
  return user;
}

describe('verified-session cache on two nodes', () => {
  it('a ban on one node is refused on the other within 1 s ("suspended")', async () => {
    const user = await cachedOnBoth();
    const admin = await adminToken(a);
    const start = performance.now();
    const ban = await a.inject({
      method: 'POST',
      url: '/api/admin/users/ban-unban',
      headers: bearer(admin),
      payload: { userId: user.id },
    });
    expect(ban.statusCode).toBe(200);
    const onB = await refusedWithin(b, user.token, start);
    expect(onB.status).toBe(403);
    expect(onB.ms).toBeLessThan(1000);
    expect((await balance(a, user.token)).statusCode).toBe(403);
  });

  it('a logout on one node is refused on the other within 1 s', async () => {
    const user = await cachedOnBoth();
    const start = performance.now();
    const out = await a.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(user.token),
    });
    expect(out.statusCode).toBe(200);
    const onB = await refusedWithin(b, user.token, start);
    expect(onB.status).toBe(401);
    expect(onB.ms).toBeLessThan(1000);
  });

  it('a session revoked with no notice at all (Redis message lost) is refused within 1 s', async () => {
    const user = await cachedOnBoth();
    const start = performance.now();
    await tdb.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, user.id));
    const [onA, onB] = await Promise.all([
      refusedWithin(a, user.token, start),
      refusedWithin(b, user.token, start),
    ]);
    expect([onA.status, onB.status]).toEqual([401, 401]);
    expect(Math.max(onA.ms, onB.ms)).toBeLessThan(1000);
  });
});
