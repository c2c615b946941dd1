/**
 * The results safety net: every `RESULTS_INTERVAL_MS` (5 s) it scores COMPLETED auctions that have no
 * results yet (the room scores at completion; this catches a crash in between, or a node that died).
 * Started from app.ts when the app is ready, like the auction scheduler; any number of nodes may run
 * it, since scoring happens once whoever runs it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { startIntervalJob, type IntervalJob } from '../../platform/interval-job';
import { scoreCompletedAuctions } from './scoring.service';

export type ResultsJob = IntervalJob;

/** One pass at start, then one every `RESULTS_INTERVAL_MS` (never overlapping); a failing pass is logged. */
export function startResultsJob(deps: AppDeps, log: FastifyBaseLogger): Promise<ResultsJob> {
  return startIntervalJob({
    name: 'results job',
    intervalMs: deps.config.resultsIntervalMs,
    log,
    run: () => scoreCompletedAuctions(deps, log),
  });
}
