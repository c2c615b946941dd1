/**
 * Sizes and targets of the benchmark and fault runs, read once from the environment. Defaults are the
 * CI form (small, quick); the full form is e.g. `BENCH_CLIENTS=1000 BENCH_MEMORY_CLIENTS=1000,5000`.
 */
import path from 'node:path';

const int = (name: string, fallback: number) => {
  const v = process.env[name];
  const n = v === undefined || v === '' ? fallback : Number(v);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number, got ${v}`);
  return n;
};
const list = (name: string, fallback: string) =>
  (process.env[name] ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const benchConfig = {
  /** Connected room clients for RT-1, RT-2, RT-5 and RT-6. */
  clients: int('BENCH_CLIENTS', 100),
  /** Client counts for RT-3 (memory per connection). */
  memoryClients: list('BENCH_MEMORY_CLIENTS', '100').map(Number),
  /** Runs per figure; the median is printed. */
  runs: int('BENCH_RUNS', 3),
  /** Runs of RT-3 (each seeds and connects every client afresh). */
  memoryRuns: int('BENCH_MEMORY_RUNS', int('BENCH_RUNS', 3)),
  /** Bids per RT-1 run. */
  bids: int('BENCH_BIDS', 200),
  /** Bidders emitting at the same time in RT-1. */
  bidders: int('BENCH_BIDDERS', 4),
  /** Bids aimed at a close in RT-5 (split over lots of `BENCH_CLOSE_BURST`). */
  closeBids: int('BENCH_CLOSE_BIDS', 200),
  closeBurst: int('BENCH_CLOSE_BURST', 100),
  /** autocannon seconds and connections for API-1. */
  apiSeconds: int('BENCH_API_SECONDS', 3),
  apiConnections: int('BENCH_API_CONNECTIONS', 10),
  /** Lighthouse runs per page (median). */
  lighthouseRuns: int('BENCH_LIGHTHOUSE_RUNS', 1),
  /** A directory to keep each Lighthouse report in (`<page>-<run>.json`), to read what cost the score. */
  /** FE-1: players in the live room's pool; the real player sheet has 148. */
  fePoolSize: int('BENCH_FE_POOL', 148),
  lighthouseReports: process.env.BENCH_LIGHTHOUSE_REPORTS
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.BENCH_LIGHTHOUSE_REPORTS)
    : undefined,
  /** RT-7: live auctions per step (N, ascending); each side stops at its first failing step. */
  rt7Steps: list('BENCH_RT7_STEPS', '10').map(Number),
  /** RT-7: measure every step even after a side failed one (`BENCH_RT7_ALL_STEPS=1`; a loaded machine). */
  rt7AllSteps: process.env.BENCH_RT7_ALL_STEPS === '1',
  /**
   * RT-7: which sides each step measures, in order: `ours` (admin auctions seeded in the database),
   * `leagues` (ours, the auctions made through `POST /api/leagues`), `bare`.
   */
  rt7Sides: list('BENCH_RT7_SIDES', 'ours,bare'),
  /** RT-7: seconds measured per step (after a 4 s warm-up). */
  rt7Seconds: int('BENCH_RT7_SECONDS', 6),
  /**
   * RT-7: the feed our clients ask for: `engine` (the web app's own client: one `roomEvents` frame per
   * commit) or `spec` (the spec's named events: `newBid` and `currentPlayerBids` per bid).
   */
  rt7Feed: (process.env.BENCH_RT7_FEED === 'spec' ? 'spec' : 'engine') as 'engine' | 'spec',
  /**
   * RT-1/RT-2: the feed our clients ask for: `spec` (the spec's named events: `newBid` and
   * `currentPlayerBids` per bid; the default, as the rows were first measured) or `engine` (the web
   * app's own client: one `roomEvents` frame per commit).
   */
  rtFeed: (process.env.BENCH_RT_FEED === 'engine' ? 'engine' : 'spec') as 'engine' | 'spec',
  /** RT-7: which of the BENCH_DB databases it runs on (PGlite: add `pglite`). */
  rt7Databases: list('BENCH_RT7_DB', 'postgres') as ('postgres' | 'pglite')[],
  /** Which databases: postgres, pglite. */
  databases: list('BENCH_DB', 'postgres,pglite') as ('postgres' | 'pglite')[],
  /** Which rows: RT-1,RT-2,RT-3,RT-5,RT-6,RT-7,API-1,FE. */
  rows: list('BENCH_ROWS', 'RT-1,RT-2,RT-3,RT-5,RT-6,RT-7,API-1,FE'),
  /**
   * Which of those rows run on PGlite as well as PostgreSQL (default: all). CI's short form keeps
   * RT-5, the correctness row, on both, and measures the rest on PostgreSQL only.
   */
  pgliteRows: list(
    'BENCH_PGLITE_ROWS',
    process.env.BENCH_ROWS ?? 'RT-1,RT-2,RT-3,RT-5,RT-6,RT-7,API-1,FE',
  ),
  /** A built web app to measure (default: a fresh build into a temporary directory). */
  webDist: process.env.BENCH_WEB_DIST
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.BENCH_WEB_DIST)
    : undefined,
  pgAdminUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
  chromium: process.env.CHROME_PATH ?? '/usr/bin/chromium',
};

export type DbKind = 'postgres' | 'pglite';
