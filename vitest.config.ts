// Vitest projects: one per workspace. `npm test` runs them all on PGlite; `npm run test:db` re-runs the
// server's database-touching tests on the machine's PostgreSQL (BIDXI_TEST_DB=postgres).
import { defineConfig } from 'vitest/config';

const onPostgres = process.env.BIDXI_TEST_DB === 'postgres';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'engine', root: 'packages/engine', include: ['src/**/*.test.ts'] } },
      { test: { name: 'protocol', root: 'packages/protocol', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: onPostgres ? 'db' : 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { BIDXI_TEST_DB: onPostgres ? 'postgres' : 'pglite' },
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
