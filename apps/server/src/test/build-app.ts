/**
 * Builds the real app for tests on a fresh database, with a fake clock and silent logs.
 * `close()` closes the app and drops the database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app';
import type { RoomSystem } from '../features/room/room.setup';
import { loadConfig } from '../config';
import { createFakeClock } from '../platform/clock';
import { createFakeTimers } from '../platform/fake-timers';
import type { AppDeps } from '../platform/deps';
import { createTestDatabase } from './db';

export const TEST_ADMIN = { email: 'admin@test.bidxi', password: 'admin-pass-1' };

export interface TestApp {
  app: FastifyInstance;
  clock: ReturnType<typeof createFakeClock>;
  /** The room's timers on the fake clock (with `fakeTimers`); run them with `runNext()`. */
  timers: ReturnType<typeof createFakeTimers> | null;
  /** The room's parts (registry, socket server, budgets, session sweep): tests drive them directly. */
  room: RoomSystem;
  dataDir: string;
  close(): Promise<void>;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Omit<AppDeps, 'config' | 'database' | 'clock'>> = {},
  options: {
    realClock?: boolean;
    fakeTimers?: boolean;
    logStream?: NodeJS.WritableStream;
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bidxi-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!!',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    PUBLIC_URL: 'http://bidxi.test',
    WEB_DIST_DIR: path.join(dataDir, 'web'),
    DEMO_AUCTIONS: 'false',
    SCHEDULER_MAX_SLEEP_MS: '0',
    PUSH_REMINDERS_INTERVAL_MS: '0',
    RESULTS_INTERVAL_MS: '0',
    // On a fake clock the test drives the room: it takes the leases itself (`pollLeases`).
    ...(options.realClock ? {} : { ROOM_LEASE_INTERVAL_MS: '0' }),
    ...env,
  });
  const testDb = await createTestDatabase();
  // Socket tests run on real time (socket round trips); the rest on a clock they move, and the
  // room's lot clock on timers they run (`fakeTimers`).
  const clock = options.realClock
    ? {
        now: () => Date.now(),
        advance: () => {
          throw new Error('real clock');
        },
        set: () => {
          throw new Error('real clock');
        },
      }
    : createFakeClock(Date.now());
  const timers = options.fakeTimers && !options.realClock ? createFakeTimers(clock) : null;
  const parts: { room?: RoomSystem } = {};
  const app = await buildApp(
    config,
    { ...overrides, database: testDb.database, clock, ...(timers ? { timers } : {}) },
    { logStream: options.logStream, onRoute: options.onRoute, onRoom: (r) => (parts.room = r) },
  );
  const room = parts.room;
  if (!room) throw new Error('the app set up no room');
  return {
    app,
    clock,
    timers,
    room,
    dataDir,
    async close() {
      await app.close();
      await testDb.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
