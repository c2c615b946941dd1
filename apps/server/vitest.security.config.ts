// `npm run test:security`: the bad-input and security suite (src/security/*.security.ts), on PGlite by
// default or on PostgreSQL with BIDXI_TEST_DB=postgres. Kept out of `npm test`, which it would double.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'security',
    root: import.meta.dirname,
    include: ['src/security/**/*.security.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['src/test/global-setup.ts'],
    env: { BIDXI_TEST_DB: process.env.BIDXI_TEST_DB ?? 'pglite' },
  },
});
