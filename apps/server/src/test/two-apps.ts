/**
 * Two app instances on one database and the real Redis under a key prefix of this run: two nodes in
 * one process, for what must hold across nodes (a cache, a notice). On PostgreSQL
 * (BIDXI_TEST_DB=postgres) each node has its own pool; on PGlite they share the one instance.
 * Background jobs are off; the test starts what it measures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { TEST_ADMIN } from './build-app';
import { createTestDatabase, type TestDatabase } from './db';
import { deleteRedisPrefix, TEST_REDIS_URL, testRedisPrefix } from './redis';

export interface TwoApps {
  a: FastifyInstance;
  b: FastifyInstance;
  /** Closes both apps, the second pool, the database, the Redis keys and the data directory. */
  close(): Promise<void>;
}

/**
 * Builds nodes A and B (`name` names the data directory and the token secret; `env` adds settings,
 * e.g. `SESSION_CACHE_MS`). @throws what `buildApp` throws.
 */
export async function startTwoApps(
  name: string,
  env: Record<string, string> = {},
): Promise<TwoApps> {
  const prefix = testRedisPrefix();
  const dataDir = mkdtempSync(path.join(tmpdir(), `bidxi-${name}-`));
  const config = () =>
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: `${name}-test-secret-long-enough-for-hs256`,
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
      ...env,
    });
  const tdb: TestDatabase = await createTestDatabase();
  const secondPool: Database | undefined = tdb.url
    ? await openDatabase({ url: tdb.url })
    : undefined;
  const a = await buildApp(config(), { database: tdb.database });
  const b = await buildApp(config(), { database: secondPool ?? tdb.database });
  return {
    a,
    b,
    async close() {
      await Promise.all([a.close(), b.close()]);
      await secondPool?.close();
      await tdb.cleanup();
      await deleteRedisPrefix(prefix);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
