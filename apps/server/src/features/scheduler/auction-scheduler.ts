/**
 * The auction scheduler: every `SCHEDULER_INTERVAL_MS` (1 s) it moves due SCHEDULED auctions to LIVE
 * (one conditional UPDATE, so any number of nodes may run it) and keeps a demo auction available.
 * Started from app.ts when the app is ready; tests call {@link schedulerTick} directly.
 * LIVE → COMPLETED belongs to the room (auctions/auction-status.ts). It runs above the features it
 * drives (auctions, players, content), so none of them imports it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { startIntervalJob, type IntervalJob } from '../../platform/interval-job';
import { startDue } from '../auctions/auctions.port';
import { seedStaticContent } from '../content/content.service';
import { ensureDemoAuction, seedPlayerSheet } from '../players/demo-auction.service';
import { repairCutSheetNames } from '../players/players.port';

export interface TickResult {
  /** Auctions this tick moved to LIVE. */
  started: string[];
  /** The demo auction this tick scheduled, if any. */
  demoCreated: string | null;
}

/** One scheduler pass at `now`. Safe to run concurrently with itself and on several nodes. */
export async function schedulerTick(
  deps: AppDeps,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<TickResult> {
  const db = deps.database.db;
  const changes = await startDue(db, now);
  for (const c of changes) {
    log?.info({ auctionId: c.auctionId }, 'auction is live');
    await deps.room.auctionChanged(c.auctionId);
  }
  const demo = deps.config.demoAuctions ? await ensureDemoAuction(db, now) : null;
  if (demo) log?.info({ auctionId: demo.id, startsAt: demo.startsAt }, 'demo auction scheduled');
  return { started: changes.map((c) => c.auctionId), demoCreated: demo?.id ?? null };
}

export type AuctionScheduler = IntervalJob;

/**
 * First-start seeding (static pages, the player sheet on an empty database; cut player names
 * repaired, players/sheet-names.ts), one tick, then a tick
 * every interval. A tick never overlaps the previous one; a failing tick is logged and retried.
 */
export async function startAuctionScheduler(
  deps: AppDeps,
  log: FastifyBaseLogger,
): Promise<AuctionScheduler> {
  const db = deps.database.db;
  await seedStaticContent(db, deps.config.supportEmail);
  const added = await seedPlayerSheet(db);
  if (added > 0) log.info({ players: added }, 'player sheet imported into the master pool');
  const repaired = await repairCutSheetNames(db);
  if (repaired > 0) log.info({ rows: repaired }, 'cut player names repaired');
  return startIntervalJob({
    name: 'auction scheduler',
    intervalMs: deps.config.schedulerIntervalMs,
    log,
    run: () => schedulerTick(deps, new Date(deps.clock.now()), log),
  });
}
