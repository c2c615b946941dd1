/**
 * The lot clock of one auction, run only by the node holding the auction's lease (room.lease.ts).
 * Timers belong here, not in the engine: it opens a lot when at least two teams are present (connected
 * owners; bot teams always count) and the pause after the last close is over, closes the lot once its
 * `closesAt` has passed, plans practice-bot bids, and completes the auction at `endsAt`
 * (ARCHITECTURE.md §4). Every action is a command through the runner, so it is judged by the engine
 * and recorded like any other; a close is refused unless due, and succeeds exactly once.
 */
import { botBid, isBiddingOver, type AuctionState } from '@bidxi/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { RoomRunner } from './room.runner';

/** How often the clock looks at the room. */
export const TICK_MS = 50;
/**
 * Bids received just before `closesAt` on another node get this long to land before the close
 * (capped at a fifth of the bid window, so very short test windows are not dominated by it).
 */
export const CLOSE_GRACE_MS = 120;
const closeGraceMs = (bidWindowMs: number) => Math.min(CLOSE_GRACE_MS, Math.floor(bidWindowMs / 5));
const CATCH_UP_EVERY_MS = 500;
const RELOAD_SETUP_EVERY_MS = 2_000;

export interface RoomClockDeps {
  clock: Clock;
  log: FastifyBaseLogger;
  /** User ids with a socket in the room (all nodes), refreshed by the hub. */
  presentUserIds(auctionId: string): ReadonlySet<string>;
  /** LIVE → COMPLETED once, then whatever completion does (scoring, broadcast). */
  complete(runner: RoomRunner): Promise<void>;
  random?: () => number;
}

export class RoomClock {
  private timer: NodeJS.Timeout | null = null;
  private busy = false;
  private lastCatchUp = 0;
  private lastReload = 0;
  private readonly botTimers = new Map<string, NodeJS.Timeout>();
  private plannedForVersion = -1;

  constructor(
    readonly runner: RoomRunner,
    private readonly deps: RoomClockDeps,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.clearBots();
  }

  /** Looks again as soon as possible (after a commit: bots re-plan, the next step is taken at once). */
  poke(): void {
    if (!this.timer) return;
    setImmediate(() => void this.tick());
  }

  /** One look at the room; exported for tests that drive time themselves. */
  async tick(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await this.step();
    } catch (err) {
      this.deps.log.error({ err, auctionId: this.runner.auctionId }, 'room clock step failed');
    } finally {
      this.busy = false;
    }
  }

  private async step(): Promise<void> {
    const now = this.deps.clock.now();
    if (now - this.lastReload >= RELOAD_SETUP_EVERY_MS) {
      await this.runner.reloadSetup();
      this.lastReload = now;
    }
    if (now - this.lastCatchUp >= CATCH_UP_EVERY_MS) {
      await this.runner.refresh();
      this.lastCatchUp = now;
    }
    const setup = this.runner.setup;
    let state = this.runner.state;
    if (!setup || !state || setup.auction.status !== 'LIVE') return;

    for (const team of this.runner.missingTeams()) {
      if (this.runner.state?.teams[team.teamId]) continue; // a join registered it meanwhile
      await this.runner.submit(
        {
          type: 'registerTeam',
          teamId: team.teamId,
          ownerId: team.ownerId,
          purseTotalLakhs: team.purseTotalLakhs,
          isBot: team.isBot,
        },
        now,
      );
    }
    state = this.runner.state ?? state;
    const auction = setup.auction;

    if (state.phase === 'LOT_OPEN' && state.currentLot) {
      if (now >= state.currentLot.closesAt + closeGraceMs(auction.bidWindowMs)) {
        await this.runner.submit({ type: 'closeLot', lotId: state.currentLot.lotId }, now);
        return;
      }
      this.planBots(state, now);
      return;
    }
    this.clearBots();

    if (state.phase === 'BIDDING_ENDED') {
      if (now >= auction.endsAtMs) await this.deps.complete(this.runner);
      return;
    }
    const lotsStartAt = auction.startsAtMs + auction.lobbyMs;
    const pauseOver =
      this.runner.lastClosedAtMs === null ||
      now >= this.runner.lastClosedAtMs + auction.pauseBetweenLotsMs;
    if (now < lotsStartAt || !pauseOver) return;
    if (isBiddingOver(state)) {
      await this.runner.submit({ type: 'endBidding' }, now);
      return;
    }
    if (presentTeamCount(state, this.deps.presentUserIds(this.runner.auctionId)) >= 2) {
      await this.runner.submit({ type: 'openLot' }, now);
    }
  }

  /** Plans one bid per bot team for the current state; any new event cancels and re-plans. */
  private planBots(state: AuctionState, now: number): void {
    if (this.plannedForVersion === state.version) return;
    this.clearBots();
    this.plannedForVersion = state.version;
    const random = this.deps.random ?? Math.random;
    for (const team of Object.values(state.teams)) {
      if (!team.isBot) continue;
      const plan = botBid(state, team.teamId, now, random);
      if (!plan || !state.currentLot) continue;
      const lotId = state.currentLot.lotId;
      const timer = setTimeout(() => {
        this.botTimers.delete(team.teamId);
        void this.runner
          .submit(
            {
              type: 'placeBid',
              lotId,
              teamId: team.teamId,
              amountLakhs: plan.amountLakhs,
              expectedVersion: state.version,
            },
            this.deps.clock.now(),
            { userId: team.ownerId, isBot: true },
          )
          .catch((err: unknown) => this.deps.log.error({ err }, 'bot bid failed'));
      }, plan.delayMs);
      timer.unref?.();
      this.botTimers.set(team.teamId, timer);
    }
  }

  private clearBots(): void {
    for (const t of this.botTimers.values()) clearTimeout(t);
    this.botTimers.clear();
    this.plannedForVersion = -1;
  }
}

/** Teams present for the two-team rule: bot teams, plus human teams whose owner has a socket in the room. */
export function presentTeamCount(state: AuctionState, present: ReadonlySet<string>): number {
  let n = 0;
  for (const team of Object.values(state.teams))
    if (team.isBot || present.has(team.ownerId)) n += 1;
  return n;
}
