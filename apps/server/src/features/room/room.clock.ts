/**
 * The lot clock of one LIVE auction, run only by the node holding the auction's lease
 * (room.lease.ts). One timer: the engine's `nextDeadline` (open, close, end bidding, complete) or a
 * practice bot's or an autopilot team's next move, whichever comes first. It also watches who
 * attends each lot: a team whose owner was away for the whole of it goes on autopilot at its close
 * (engine `awayTeamIds`). Every action is a command through the room, so it
 * is judged by the engine and recorded like any other; a close is refused unless due and succeeds
 * exactly once. The timer is re-planned whenever the state or the presence changes.
 */
import {
  autopilotMove,
  awayTeamIds,
  botMove,
  canJudgeAttendance,
  clockMovedTeamIds,
  nextDeadline,
  type AuctionState,
  type AutopilotMove,
  type BotMove,
  type Deadline,
} from '@bidxi/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock, Timers } from '../../platform/clock';
import type { Room } from './room';

/**
 * With several nodes, a bid received just before `closesAt` on another node gets this long to be
 * appended before the close (capped at a fifth of the bid window). One node closes at `closesAt`:
 * its room's queue already holds every bid it received before then.
 */
export const MULTI_NODE_CLOSE_GRACE_MS = 120;

/** After a failed step the clock looks again this much later. */
const RETRY_MS = 1_000;

/**
 * A clock that starts (a node restarted, or took over a dead node's lease) and finds the open lot's
 * close passed more than this long ago closes nothing: the close fell inside an outage, when nobody
 * could bid, so the lot gets a fresh bid window instead. A takeover within this (a lease
 * handed over in about a second) closes the lot as due.
 */
export const RECOVERY_AFTER_MS = 2_000;

export interface RoomClockDeps {
  clock: Clock;
  timers: Timers;
  log: FastifyBaseLogger;
  /** Owner ids with a socket in the room on any node (bots always count). */
  present(): ReadonlySet<string>;
  /** True when other nodes may append to the log (the close grace applies). */
  isMultiNode: boolean;
}

type Step = { at: number; deadline: Deadline | null };

export class RoomClock {
  #timer: unknown = null;
  #plannedFor: AuctionState | null = null;
  #bots: (BotMove | AutopilotMove)[] = [];
  #stopped = false;
  /** When this clock started (epoch ms): lots opened before it are not judged for attendance. */
  #startedAtMs = 0;
  /** The open lot being watched for owners who stay away, and the owner ids seen during it. */
  #attendance: { lotId: number; seen: Set<string> } | null = null;
  /**
   * The deadline last refused (its type and instant, at that state version): tried again no sooner
   * than `retryAt`. Another deadline — the same type at another instant, as when a bid received just
   * before a planned close moved the close — is not held back by it.
   */
  #refused: { version: number; type: string; at: number; retryAt: number } | null = null;

  constructor(
    readonly room: Room,
    private readonly deps: RoomClockDeps,
  ) {}

  /**
   * Starts the clock: first gives a lot whose close fell inside an outage a fresh window (through the
   * log: everyone sees why), then plans (the registry calls `update` on every state or presence change).
   */
  async start(): Promise<void> {
    this.#stopped = false;
    this.#startedAtMs = this.deps.clock.now();
    this.#attendance = null;
    const lot = this.room.peek()?.state.currentLot;
    const now = this.deps.clock.now();
    if (lot && now - lot.closesAt > RECOVERY_AFTER_MS) {
      const result = await this.room.execute(
        { type: 'extendLot', lotId: lot.lotId, reason: 'RECOVERY' },
        now,
      );
      if (result.ok) {
        this.deps.log.warn(
          { auctionId: this.room.auctionId, lotId: lot.lotId, overdueMs: now - lot.closesAt },
          'lot reopened: its close fell while no node ran the clock',
        );
      }
    }
    this.update();
  }

  stop(): void {
    this.#stopped = true;
    this.#clear();
    this.#bots = [];
    this.#plannedFor = null;
  }

  /**
   * Owners seen connected (a join on this node, or a cross-node lookup) attended the lot being
   * watched. Called by the room on every presence change, so the set stays a superset of who is
   * present and a commit need not look at the presence.
   */
  sawConnected(userIds: Iterable<string>): void {
    const seen = this.#attendance?.seen;
    if (!seen) return;
    for (const id of userIds) seen.add(id);
  }

  /** Re-plans the single timer from the room's current state and the presence. */
  update(): void {
    if (this.#stopped) return;
    const step = this.#nextStep();
    this.#clear();
    if (!step) return;
    this.#timer = this.deps.timers.set(() => this.#fire(), step.at - this.deps.clock.now());
  }

  #clear(): void {
    if (this.#timer !== null) this.deps.timers.clear(this.#timer);
    this.#timer = null;
  }

  #nextStep(): Step | null {
    const view = this.room.peek();
    if (!view || view.auction.status !== 'LIVE') return null;
    const { state } = view;
    this.#goAutopilot(this.#judgeAttendance(state));
    if (state !== this.#plannedFor) {
      this.#plannedFor = state;
      this.#bots = this.#planBots(state);
    }
    const now = this.deps.clock.now();
    const deadline = nextDeadline(state, this.deps.present(), now);
    let deadlineAt =
      deadline === null
        ? Infinity
        : deadline.at + (deadline.command.type === 'closeLot' ? this.#graceMs(state) : 0);
    const refused = this.#refused;
    const wasRefused =
      deadline !== null &&
      refused?.version === state.version &&
      refused.type === deadline.command.type &&
      refused.at === deadline.at;
    if (wasRefused) deadlineAt = Math.max(deadlineAt, refused.retryAt);
    const botAt = Math.min(...this.#bots.map((b) => b.at));
    const at = Math.min(deadlineAt, botAt);
    return at === Infinity ? null : { at, deadline: deadlineAt <= at ? deadline : null };
  }

  /**
   * Once the watched lot is no longer open, the teams whose owners were not seen during it; then
   * watches the lot open now, if this clock saw it open (owners present now have attended it).
   */
  #judgeAttendance(state: AuctionState): string[] {
    const watched = this.#attendance;
    const lot = state.currentLot;
    if (watched && lot?.lotId === watched.lotId) return [];
    this.#attendance =
      lot && canJudgeAttendance(lot, this.#startedAtMs)
        ? { lotId: lot.lotId, seen: new Set(this.deps.present()) }
        : null;
    return watched ? awayTeamIds(state, watched.lotId, watched.seen) : [];
  }

  #graceMs(state: AuctionState): number {
    if (!this.deps.isMultiNode) return 0;
    return Math.min(MULTI_NODE_CLOSE_GRACE_MS, Math.floor(state.settings.bidWindowMs / 5));
  }

  /**
   * Each bot team's next move for this state (engine `botMove`), and each team on autopilot's
   * (`autopilotMove`); any new state replaces them.
   */
  #planBots(state: AuctionState): (BotMove | AutopilotMove)[] {
    if (!state.currentLot) return [];
    const moves: (BotMove | AutopilotMove)[] = [];
    for (const teamId of clockMovedTeamIds(state)) {
      const move = state.teams[teamId]?.isBot
        ? botMove(state, teamId)
        : autopilotMove(state, teamId);
      if (move) moves.push(move);
    }
    return moves;
  }

  /** Puts teams whose owner was away for a whole lot on autopilot (through the log). */
  #goAutopilot(teamIds: readonly string[]): void {
    for (const teamId of teamIds) {
      const command = { type: 'setAutopilot', teamId, enabled: true, reason: 'AWAY' } as const;
      this.room.execute(command, this.deps.clock.now()).then(
        (result) => {
          if (result.ok)
            this.deps.log.info(
              { auctionId: this.room.auctionId, teamId },
              'autopilot on: owner away',
            );
        },
        (err: unknown) => this.deps.log.error({ err, teamId }, 'autopilot could not be turned on'),
      );
    }
  }

  async #fire(): Promise<void> {
    this.#timer = null;
    if (this.#stopped) return;
    const now = this.deps.clock.now();
    try {
      // One move per firing (a bot's or an autopilot's), the earliest: it changes the lot, and the
      // others are planned again against the new state (a second bid at the old price would only be
      // refused). An autopilot bid is its owner's, logged as theirs.
      const due = this.#bots.filter((b) => b.at <= now).sort((a, b) => a.at - b.at)[0];
      this.#bots = this.#bots.filter((b) => b !== due);
      if (due) {
        const team = this.room.peek()?.state.teams[due.command.teamId];
        const meta = team?.isBot === false ? { userId: team.ownerId } : { isBot: true };
        await this.room.execute(due.command, this.deps.clock.now(), meta);
      }
      const step = this.#nextStep();
      if (step?.deadline && step.at <= this.deps.clock.now()) {
        const { command, at } = step.deadline;
        const result = await this.room.execute(command, this.deps.clock.now());
        const version = this.room.peek()?.state.version ?? -1;
        const retryAt = this.deps.clock.now() + RETRY_MS;
        this.#refused = result.ok ? null : { version, type: command.type, at, retryAt };
      }
      this.update();
    } catch (err) {
      this.deps.log.error({ err, auctionId: this.room.auctionId }, 'room clock step failed');
      if (!this.#stopped) {
        this.#clear();
        this.#timer = this.deps.timers.set(() => this.#fire(), RETRY_MS);
      }
    }
  }
}
