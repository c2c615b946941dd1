/**
 * Browser tests in Debian's Chromium at a phone viewport (390×844). Spec files run in parallel
 * workers; each worker starts its own SMTP receiver and server on a fresh embedded database
 * (support/test.ts). A test that fails fails the run: no retries. Screenshots land in e2e/artifacts.
 */
import { defineConfig, devices } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * The spec files whose tests run for minutes (real lot windows, a whole auction, six browsers), queued
 * before the rest: the workers take tests in queue order, so a long test started last would keep one
 * worker busy while the other idles at the end.
 */
const LONG_SPECS = [
  'a11y.spec.ts',
  'autopilot.spec.ts',
  'hindi.spec.ts',
  'live-room.spec.ts',
  'results.spec.ts',
  'shared-ip.spec.ts',
  'smart-bidding.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  // Two workers on this 2-core machine: a third saved 2 of 14 minutes at load 16, each test running
  // about 25 % slower, and made the timing checks (countdowns within 100 ms across phones) depend on
  // the load (docs/benchmarks.md, "Browser tests").
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 90_000,
  // A page that first loads in a fresh context beside live rooms can take 14–15 s to boot here
  // (its first request came that long after the navigation, two CI runs of 2026-11-30, load 12–15):
  // a wait that passes at once is not slowed by a longer limit.
  expect: { timeout: 25_000 },
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
    // Every context (the page fixture's and each `browser.newContext`) prefers reduced motion: the
    // room's pulsing live dot alone kept Chromium's software compositor drawing 60 frames a second,
    // 1.6 cores for three phones on this 2-core machine, and the timing checks starved. A spec
    // about motion turns it back on for its page (`page.emulateMedia({ reducedMotion: 'no-preference' })`).
    reducedMotion: 'reduce',
  },
  // Projects run in this order; each worker moves to `rest` once `long` has no test left for it.
  projects: [
    { name: 'long', testMatch: LONG_SPECS },
    { name: 'rest', testIgnore: LONG_SPECS },
  ],
});
