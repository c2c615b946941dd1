/**
 * A periodic background job: one pass at start, then one every `intervalMs` (0 = only the first),
 * never two passes at once; a failing pass is logged and the next one runs as usual. Used by the
 * results safety net, the push reminders and the ledger check; each is safe on several nodes because
 * its passes are made of conditional, exactly-once writes (or only read). A job that can name when
 * it is next due sleeps until then instead (timed-job.ts, the auction scheduler).
 */
import type { FastifyBaseLogger } from 'fastify';

export interface IntervalJob {
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

export async function startIntervalJob(opts: {
  name: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  run: () => Promise<unknown>;
}): Promise<IntervalJob> {
  let inFlight: Promise<unknown> | null = null;
  const pass = () => {
    inFlight = opts
      .run()
      .catch((err: unknown) => opts.log.error({ err }, `${opts.name} pass failed`))
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
  await pass();
  const timer =
    opts.intervalMs > 0
      ? setInterval(() => {
          if (!inFlight) void pass();
        }, opts.intervalMs)
      : null;
  timer?.unref();
  return {
    async stop() {
      if (timer) clearInterval(timer);
      await inFlight;
    },
  };
}
