/**
 * The browser tests' `test`: Playwright's, with one BidXI server, one SMTP receiver and one fresh
 * embedded database per worker, so workers run in parallel without sharing a database, a rate limit
 * or an outbox. The fixture publishes E2E_BASE_URL, E2E_MAIL_DIR and E2E_DIR in the worker's
 * environment (each worker is a process of its own), which the support helpers and tests read.
 * Browser contexts a test opens are closed when it ends.
 */
import { test as base } from '@playwright/test';
import { startWorkerServices, type WorkerServices } from './worker-services';

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

export const test = base.extend<{ closeOwnContexts: void }, { bidxi: WorkerServices }>({
  // A test's phones stop when it ends: contexts it opened on the shared browser are closed, so their
  // sockets and timers do not run on beside the next tests (contexts a beforeAll opened stay).
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close()),
      );
    },
    { auto: true },
  ],
  bidxi: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const services = await startWorkerServices();
      process.env.E2E_BASE_URL = services.baseUrl;
      process.env.E2E_MAIL_DIR = services.mailDir;
      process.env.E2E_DIR = services.dir;
      await use(services);
      await services.stop();
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
});
