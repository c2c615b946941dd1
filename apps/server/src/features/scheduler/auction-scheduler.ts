/**
 * The auction scheduler moves due SCHEDULED auctions to LIVE (one conditional UPDATE, so any number
 * of nodes may run it) and keeps a demo auction available. It does not poll: it sleeps until the
 * earliest start of a SCHEDULED auction (or at once when a demo is due), re-plans on every
 * `deps.room.auctionChanged` notice (this node's writers, the room's completions and the other
 * nodes'), and wakes at least every `SCHEDULER_MAX_SLEEP_MS` (60 s) as a safety net
 * (platform/timed-job.ts). Started from app.ts when the app is ready; tests call
 * {@link schedulerTick} directly. LIVE → COMPLETED belongs to the room (auctions/auction-status.ts).
 * It runs above the features it drives (auctions, players, content), so none of them imports it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { systemTimers } from '../../platform/clock';
import { startTimedJob } from '../../platform/timed-job';
import { nextStartDue, startDue } from '../auctions/auctions.port';
import { seedStaticContent } from '../content/content.service';
import { ensureDemoAuction, nextDemoDue, seedPlayerSheet } from '../players/demo-auction.service';
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
  if (demo) {
    log?.info({ auctionId: demo.id, startsAt: demo.startsAt }, 'demo auction scheduled');
    await deps.room.auctionChanged(demo.id);
  }
  return { started: changes.map((c) => c.auctionId), demoCreated: demo?.id ?? null };
}

/**
 * When a tick at or after `now` next has work: the earliest pending start, or `now` when a demo is
 * due (demos on). @returns epoch ms, or null when nothing is pending.
 */
async function schedulerDueAt(deps: AppDeps, now: Date): Promise<number | null> {
  const db = deps.database.db;
  const start = await nextStartDue(db, now);
  const demo = deps.config.demoAuctions ? await nextDemoDue(db, now) : null;
  const due = [start, demo].flatMap((d) => (d ? [d.getTime()] : []));
  return due.length > 0 ? Math.min(...due) : null;
}

export interface AuctionScheduler {
  /** When the scheduler's one timer fires (epoch ms); null while it runs, when off or stopped. */
  nextWakeAt(): number | null;
  /** Resolves once no tick or plan is running. */
  idle(): Promise<void>;
  /** Stops hearing notices, clears the timer and waits for a tick in progress. */
  stop(): Promise<void>;
}

/**
 * First-start seeding (static pages, the player sheet on an empty database; cut player names
 * repaired, players/sheet-names.ts), one tick, then a tick whenever something is due (see the file
 * comment). Ticks never overlap; a failing tick is logged and retried after a second.
 * `SCHEDULER_MAX_SLEEP_MS`=0: only the first tick.
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
  return startTimedJob({
    name: 'auction scheduler',
    log,
    clock: deps.clock,
    timers: deps.timers ?? systemTimers,
    maxSleepMs: deps.config.schedulerMaxSleepMs,
    run: () => schedulerTick(deps, new Date(deps.clock.now()), log),
    nextDueAt: () => schedulerDueAt(deps, new Date(deps.clock.now())),
    subscribe: (replan) => deps.room.onAuctionChanged(replan),
  });
}
