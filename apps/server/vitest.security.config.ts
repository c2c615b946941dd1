// `npm run test:security`: the bad-input and security suite (src/security/*.security.ts), on PGlite by
// default or on PostgreSQL with BIDXI_TEST_DB=postgres. Kept out of `npm test`, which it would double.
// Run as the server project of `npm test` is (vitest.config.ts): files WORKERS at a time (vitest's
// default on 2 cores is one, which leaves the CPU idle while a file waits on sockets and timers), and
// a worker's files share its module graph (importing the app was most of each file's time); each file
// still builds its own app on its own copy of the migrated database.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const WORKERS = Math.max(2, availableParallelism());

export default defineConfig({
  test: {
    name: 'security',
    root: import.meta.dirname,
    include: ['src/security/**/*.security.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['src/test/global-setup.ts'],
    maxWorkers: WORKERS,
    isolate: false,
    env: { BIDXI_TEST_DB: process.env.BIDXI_TEST_DB ?? 'pglite' },
  },
});
