/**
 * A background job that sleeps until its work is next due instead of asking on a beat: one pass at
 * start, then ONE timer armed for the instant `nextDueAt` names, re-planned whenever the caller hears
 * of a change (`subscribe`), and never longer than `maxSleepMs` (the safety net for a missed notice
 * or a clock jump: a capped chain of one-shot timers, no interval). Never two passes or plans at
 * once: a notice during one is coalesced into one more plan after it. A pass that fires early or late
 * is harmless when its writes are conditional (the auction scheduler's are). A failing pass or plan
 * is logged and tried again after `retryMs`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock, Timers } from './clock';

/** After a failed pass or plan, or a pass that left work due, the next try waits this long (ms). */
export const TIMED_JOB_RETRY_MS = 1_000;

export interface TimedJob {
  /** Something that may move the next due instant changed: plan again (coalesced; never throws). */
  replan(): void;
  /** When the one armed timer fires (epoch ms); null while a pass or plan runs, or once stopped. */
  nextWakeAt(): number | null;
  /** Resolves once no pass or plan is running (tests await the plan a notice started). */
  idle(): Promise<void>;
  /** Unsubscribes, clears the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

export interface TimedJobOptions {
  name: string;
  log: FastifyBaseLogger;
  clock: Clock;
  /** The timer the job arms (one at a time). */
  timers: Timers;
  /** The longest sleep between passes (ms); 0 = only the first pass, nothing on its own. */
  maxSleepMs: number;
  /** One pass; its writes must be safe whenever it runs. */
  run: () => Promise<unknown>;
  /** The earliest instant work is due (epoch ms; at or before now: at once), or null when none is. */
  nextDueAt: () => Promise<number | null>;
  /** Hears of changes: calls `replan` on each. @returns the unsubscribe function. */
  subscribe?: (replan: () => void) => () => void;
}

/** Starts the job: subscribes, runs the first pass (awaited) and arms the first timer. */
export async function startTimedJob(opts: TimedJobOptions): Promise<TimedJob> {
  const { clock, timers, log, maxSleepMs } = opts;
  if (maxSleepMs === 0) {
    await opts.run().catch((err: unknown) => log.error({ err }, `${opts.name} pass failed`));
    return {
      replan: () => undefined,
      nextWakeAt: () => null,
      idle: async () => {},
      stop: async () => {},
    };
  }
  let timer: unknown = null;
  let wakeAtMs: number | null = null;
  let running: Promise<void> | null = null;
  // What to do once the running step ends: null = nothing; { pass } = plan again, passing first if asked.
  let queued: { pass: boolean } | null = null;
  let stopped = false;

  const disarm = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    wakeAtMs = null;
  };
  const arm = (atMs: number) => {
    disarm();
    if (stopped) return;
    wakeAtMs = atMs;
    timer = timers.set(() => wake(true), atMs - clock.now());
  };

  /** A pass (when asked), then the plan: the one timer for the earliest due instant, capped. */
  async function step(withPass: boolean): Promise<void> {
    disarm();
    let atMs: number;
    try {
      if (withPass) await opts.run();
      const nowMs = clock.now();
      const dueMs = await opts.nextDueAt();
      if (withPass && dueMs !== null && dueMs <= nowMs) {
        // The pass left work due (it came due meanwhile, or the pass could not do it): never run
        // passes back to back.
        log.info({ dueAt: new Date(dueMs) }, `${opts.name}: work still due after a pass`);
        atMs = nowMs + Math.min(TIMED_JOB_RETRY_MS, maxSleepMs);
      } else atMs = Math.min(dueMs ?? Infinity, nowMs + maxSleepMs);
    } catch (err) {
      log.error({ err }, `${opts.name} ${withPass ? 'pass' : 'plan'} failed`);
      atMs = clock.now() + Math.min(TIMED_JOB_RETRY_MS, maxSleepMs);
    }
    arm(atMs);
  }

  function wake(withPass: boolean): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      queued = { pass: withPass || (queued?.pass ?? false) };
      return running;
    }
    running = (async () => {
      let next: { pass: boolean } | null = { pass: withPass };
      while (next && !stopped) {
        queued = null;
        await step(next.pass);
        next = queued;
      }
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const unsubscribe = opts.subscribe?.(() => void wake(false)) ?? (() => undefined);
  await wake(true);
  return {
    replan: () => void wake(false),
    nextWakeAt: () => wakeAtMs,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      unsubscribe();
      disarm();
      await running;
    },
  };
}
