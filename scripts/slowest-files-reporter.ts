/**
 * Vitest reporter: after a run of more than 10 files, prints the 10 test files that took longest in
 * their worker (start-up + imports + hooks + tests), split into where the time went. It only prints:
 * failures, the summary and the exit code stay the default reporter's (it is listed before it in
 * `vitest.config.ts`, so the failures and the summary remain the last lines). In a project with
 * `isolate: false` the first file of each worker carries the imports the later ones share.
 */
import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

/** How many files the table lists. */
const SLOWEST_COUNT = 10;

interface FileTiming {
  project: string;
  file: string;
  state: string;
  /** Worker start-up, test environment and setup files, in ms. */
  startupMs: number;
  /** Importing the test file and everything it imports, in ms. */
  importMs: number;
  /** Hooks and tests, in ms. */
  testsMs: number;
  totalMs: number;
}

function timing(root: string, testModule: TestModule): FileTiming {
  const d = testModule.diagnostic();
  const startupMs = d.prepareDuration + d.environmentSetupDuration + d.setupDuration;
  return {
    project: testModule.project.name,
    file: path.relative(root, testModule.moduleId),
    state: testModule.state(),
    startupMs,
    importMs: d.collectDuration,
    testsMs: d.duration,
    totalMs: startupMs + d.collectDuration + d.duration,
  };
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`.padStart(8);

export default class SlowestFilesReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (!this.vitest || testModules.length <= SLOWEST_COUNT) return;
    const root = this.vitest.config.root;
    const rows = testModules
      .map((m) => timing(root, m))
      .sort((a, b) => b.totalMs - a.totalMs)
      .slice(0, SLOWEST_COUNT);
    const lines = [
      '',
      ` Slowest ${rows.length} test files (time in their worker; files run ${this.vitest.config.maxWorkers} at a time)`,
      `    total  start-up   imports  hooks+tests  file`,
      ...rows.map(
        (r) =>
          `${seconds(r.totalMs)}${seconds(r.startupMs)}  ${seconds(r.importMs)}     ${seconds(r.testsMs)}  ` +
          `${r.project}: ${r.file}${r.state === 'passed' ? '' : ` (${r.state})`}`,
      ),
    ];
    this.vitest.logger.log(lines.join('\n'));
  }
}
