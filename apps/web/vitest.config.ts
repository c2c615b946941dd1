// Component tests for the web app: jsdom + Testing Library, with the same `@/` alias as the app.
// `vmThreads`: jsdom is set up once per worker instead of once per file (36 times, a third of the
// project's time), while each test file still runs in its own VM context with its own modules.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Vite 8 transforms TSX with oxc, whose default JSX runtime is the automatic one.
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    environment: 'jsdom',
    pool: 'vmThreads',
    // A test may wait on several findBy* (5 s each at most, src/testing/setup.ts).
    testTimeout: 15_000,
    setupFiles: ['./src/testing/setup.ts'],
  },
});
