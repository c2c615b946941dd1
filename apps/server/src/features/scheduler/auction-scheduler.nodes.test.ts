// Two nodes (two app instances on one database, the real Redis under a prefix of this run): an
// auction created on one node re-plans the other node's scheduler through the cross-node
// `auctionChanged` notice, so every node wakes at its start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { TEST_ADMIN } from '../../test/build-app';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { createAuction, startFields } from '../../test/auctions';
import { deleteRedisPrefix, TEST_REDIS_URL, testRedisPrefix } from '../../test/redis';
import { startAuctionScheduler, type AuctionScheduler } from './auction-scheduler';

const MAX_SLEEP_MS = 3_600_000;
const prefix = testRedisPrefix();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bidxi-scheduler-nodes-'));
let tdb: TestDatabase;
let secondPool: Database | undefined;
let a: FastifyInstance;
let b: FastifyInstance;
let onB: AuctionScheduler;

const config = () =>
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'scheduler-nodes-test-secret-long-enough-for-hs256',
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
  });

beforeAll(async () => {
  tdb = await createTestDatabase();
  secondPool = tdb.url ? await openDatabase({ url: tdb.url }) : undefined;
  a = await buildApp(config(), { database: tdb.database });
  b = await buildApp(config(), { database: secondPool ?? tdb.database });
  await Promise.all([a.ready(), b.ready()]);
  onB = await startAuctionScheduler(
    { ...b.deps, config: { ...b.deps.config, schedulerMaxSleepMs: MAX_SLEEP_MS } },
    b.log,
  );
});
afterAll(async () => {
  await onB.stop();
  await Promise.all([a.close(), b.close()]);
  await secondPool?.close();
  await tdb.cleanup();
  await deleteRedisPrefix(prefix);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('auction scheduler on several nodes', () => {
  it('re-plans on the node that did not write: an auction created on A sets B’s wake-up', async () => {
    await onB.idle();
    const before = onB.nextWakeAt()!;
    expect(before).toBeGreaterThan(Date.now() + MAX_SLEEP_MS - 60_000);
    const { scheduledDate, startTime } = startFields(a, 30 * 60_000);
    const created = await createAuction(a, { scheduledDate, startTime });
    await vi.waitFor(() => expect(onB.nextWakeAt()).toBe(Date.parse(created.startsAt)), {
      timeout: 5_000,
      interval: 20,
    });
  });
});
