// The timed job on a fake clock: one timer for the earliest due instant, capped; re-planned on a
// notice; never two passes at once; a failing pass logged and retried; stop() waits for a pass.
import { describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { createFakeClock } from './clock';
import { createFakeTimers } from './fake-timers';
import { startTimedJob, TIMED_JOB_RETRY_MS, type TimedJobOptions } from './timed-job';

const MAX_SLEEP_MS = 60_000;

function setup(over: Partial<TimedJobOptions> = {}) {
  const clock = createFakeClock(1_000_000);
  const timers = createFakeTimers(clock);
  let dueMs: number | null = null;
  let notify: () => void = () => undefined;
  const passesAt: number[] = [];
  const log = pino({ level: 'silent' });
  const errors = vi.spyOn(log, 'error');
  const opts: TimedJobOptions = {
    name: 'test job',
    log,
    clock,
    timers,
    maxSleepMs: MAX_SLEEP_MS,
    run: async () => {
      passesAt.push(clock.now());
      if (dueMs !== null && dueMs <= clock.now()) dueMs = null; // the pass did the work
    },
    nextDueAt: async () => dueMs,
    subscribe: (replan) => {
      notify = replan;
      return () => {
        notify = () => undefined;
      };
    },
    ...over,
  };
  return {
    clock,
    timers,
    passesAt,
    errors,
    start: () => startTimedJob(opts),
    setDue: (ms: number | null) => {
      dueMs = ms;
    },
    notify: () => notify(),
  };
}

describe('timed job', () => {
  it('runs a pass at start, then sleeps until the due instant a notice announces', async () => {
    const s = setup();
    const job = await s.start();
    expect(s.passesAt).toEqual([1_000_000]);
    expect(job.nextWakeAt()).toBe(1_000_000 + MAX_SLEEP_MS);

    s.setDue(1_005_000);
    s.notify();
    await job.idle();
    expect(s.timers.pending).toBe(1);
    expect(job.nextWakeAt()).toBe(1_005_000);
    await s.timers.runNext();
    expect(s.passesAt).toEqual([1_000_000, 1_005_000]);
    expect(job.nextWakeAt()).toBe(1_005_000 + MAX_SLEEP_MS);
    await job.stop();
  });

  it('never sleeps past the cap, however far the due instant', async () => {
    const s = setup();
    const job = await s.start();
    s.setDue(1_000_000 + 10 * MAX_SLEEP_MS);
    s.notify();
    await job.idle();
    expect(job.nextWakeAt()).toBe(1_000_000 + MAX_SLEEP_MS);
    await s.timers.runNext();
    expect(job.nextWakeAt()).toBe(1_000_000 + 2 * MAX_SLEEP_MS);
    expect(s.timers.pending).toBe(1);
    await job.stop();
  });

  it('never runs two passes at once: notices during a pass are one plan after it', async () => {
    let inPass = 0;
    let most = 0;
    let release: () => void = () => undefined;
    const plans = vi.fn(async () => null);
    const s = setup({
      run: async () => {
        most = Math.max(most, ++inPass);
        await new Promise<void>((r) => (release = r));
        inPass--;
      },
      nextDueAt: plans,
    });
    const started = s.start();
    await vi.waitFor(() => expect(inPass).toBe(1));
    s.notify();
    s.notify();
    s.notify();
    release();
    const job = await started;
    await job.idle();
    expect(most).toBe(1);
    // The first pass's plan and one coalesced plan for the three notices.
    expect(plans).toHaveBeenCalledTimes(2);
    expect(s.timers.pending).toBe(1);
    await job.stop();
  });

  it('logs a failing pass and tries again a second later; stop() waits for a pass in progress', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const s = setup({
      run: async () => {
        if (fail) throw new Error('database away');
        await new Promise<void>((r) => (release = r));
      },
    });
    const job = await s.start();
    expect(s.errors).toHaveBeenCalledTimes(1);
    expect(job.nextWakeAt()).toBe(1_000_000 + TIMED_JOB_RETRY_MS);

    fail = false;
    const pass = s.timers.runNext();
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    release();
    await Promise.all([pass, stopping]);
    expect(s.timers.pending).toBe(0);
    expect(job.nextWakeAt()).toBeNull();
  });

  it('with maxSleepMs 0 runs only the first pass and arms nothing', async () => {
    const s = setup({ maxSleepMs: 0 });
    const job = await s.start();
    s.setDue(1_000_000);
    s.notify();
    job.replan();
    await job.idle();
    expect(s.passesAt).toEqual([1_000_000]);
    expect(s.timers.pending).toBe(0);
  });
});
