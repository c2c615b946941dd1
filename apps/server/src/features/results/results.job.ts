/**
 * The results safety net: every `RESULTS_INTERVAL_MS` (5 s) it scores COMPLETED auctions that have no
 * results yet (the room scores at completion; this catches a crash in between, or a node that died).
 * Started from app.ts when the app is ready, like the auction scheduler; any number of nodes may run
 * it, since scoring happens once whoever runs it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { scoreCompletedAuctions } from './scoring.service';

export interface ResultsJob {
  stop(): Promise<void>;
}

/** One pass at start, then one every interval (never overlapping); a failing pass is logged. */
export async function startResultsJob(deps: AppDeps, log: FastifyBaseLogger): Promise<ResultsJob> {
  let inFlight: Promise<unknown> | null = scoreCompletedAuctions(deps, log).catch((err: unknown) =>
    log.error({ err }, 'results job pass failed'),
  );
  await inFlight;
  inFlight = null;
  const timer =
    deps.config.resultsIntervalMs > 0
      ? setInterval(() => {
          if (inFlight) return;
          inFlight = scoreCompletedAuctions(deps, log)
            .catch((err: unknown) => log.error({ err }, 'results job pass failed'))
            .finally(() => {
              inFlight = null;
            });
        }, deps.config.resultsIntervalMs)
      : null;
  timer?.unref();
  return {
    async stop() {
      if (timer) clearInterval(timer);
      await inFlight;
    },
  };
}
