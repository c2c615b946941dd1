// Vitest projects: one per workspace. `npm test` runs them all on PGlite; `npm run test:db` re-runs the
// server's database-touching tests on the machine's PostgreSQL (BIDXI_TEST_DB=postgres).
//
// Speed (docs/benchmarks.md, "Test suite"): the server's global setup migrates one database per run
// and every test file copies it; server files share their worker's module graph; the web project
// runs in `vmThreads` (jsdom set up once per worker, each file still in its own context); files run
// WORKERS at a time — vitest's default on a 2-core machine is 1, which left the CPU idle while room
// tests wait on real timers.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import webProject from './apps/web/vitest.config.ts';

const onPostgres = process.env.BIDXI_TEST_DB === 'postgres';
const WORKERS = Math.max(2, availableParallelism());

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    // The table of the slowest files first, so that failures and the summary stay the last lines.
    reporters: ['./scripts/slowest-files-reporter.ts', 'default'],
    projects: [
      {
        test: {
          name: 'engine',
          root: 'packages/engine',
          include: ['src/**/*.test.ts'],
          // The property tests run ~2 s alone; on a shared 2-core machine they wait for CPU.
          testTimeout: 30_000,
        },
      },
      { test: { name: 'protocol', root: 'packages/protocol', include: ['src/**/*.test.ts'] } },
      // The repository's tooling (the lint checks that are scripts, not ESLint rules).
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.ts'] } },
      {
        test: {
          name: onPostgres ? 'db' : 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['src/test/global-setup.ts'],
          // A worker runs its files one after another in one module graph: importing the app
          // (Fastify, socket.io, PGlite, ...) was 60% of this project's CPU time when every file did
          // it. Each file still builds its own app on its own database. So a file must leave nothing
          // global behind: close what it opens, restore fake timers, spies and env, no vi.mock of
          // shared modules. `npx vitest run --project server --sequence.shuffle` shows a leak.
          isolate: false,
          env: { BIDXI_TEST_DB: onPostgres ? 'postgres' : 'pglite' },
        },
      },
      // Inline (a project named by its file would not take the root's maxWorkers).
      webProject,
    ],
  },
});
