/**
 * The rooms of this node: one runner per auction in use here (evicted when idle or over), one clock
 * per LIVE auction whose lease this node holds (checked every second, so a dead node's auctions are
 * taken over within about a second), and who is present in each room (across nodes, from the socket
 * layer). It is also the port through which registration tells the room about a new team.
 */
import { presentPlayerIds } from '@bidxi/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock, Timers } from '../../platform/clock';
import { RoomClock } from './room.clock';
import type { Lease } from './room.lease';
import { ensureBotTeams, listLiveAuctions, loadTeam, loadTeams } from './room.auction-repo';
import { registerCommand } from './room.commands';
import { RoomRunner, type Committed } from './room.runner';

/** A runner not used for this long, with no clock here, is dropped (reloaded from the log on use). */
export const IDLE_EVICT_MS = 10 * 60_000;
/** A runner of a completed or cancelled auction is dropped after this long without use. */
export const OVER_EVICT_MS = 60_000;

export interface RoomRegistryDeps {
  db: Db;
  clock: Clock;
  timers: Timers;
  log: FastifyBaseLogger;
  lease: Lease;
  /** How often leases are checked (and the clock's auctions caught up as a safety net); 0 = never. */
  leaseEveryMs: number;
  /** True when other nodes may append to the room logs (the clock's close grace applies). */
  isMultiNode: boolean;
  /** Broadcasts a commit of this node (awaited inside the auction's queue). */
  publish(committed: Committed): void | Promise<void>;
  /** Connected user ids of an auction's room on every node. */
  fetchPresence(auctionId: string): Promise<Set<string>>;
}

export class RoomRegistry {
  readonly #runners = new Map<string, RoomRunner>();
  readonly #clocks = new Map<string, RoomClock>();
  readonly #presence = new Map<string, ReadonlySet<string>>();
  #leaseTimer: NodeJS.Timeout | null = null;
  /** The lease poll running now, which `stop()` waits for. */
  #polling: Promise<void> | null = null;
  #stopped = false;

  constructor(private readonly deps: RoomRegistryDeps) {}

  /** The runner of an auction on this node (created on first use). */
  runner(auctionId: string): RoomRunner {
    let r = this.#runners.get(auctionId);
    if (!r) {
      r = new RoomRunner(
        {
          db: this.deps.db,
          clock: this.deps.clock,
          onCommit: (c) => this.#onCommit(auctionId, c),
          onCaughtUp: () => this.#clocks.get(auctionId)?.update(),
        },
        auctionId,
      );
      this.#runners.set(auctionId, r);
    }
    return r;
  }

  /** How many auction clocks run on this node. */
  get clockCount(): number {
    return this.#clocks.size;
  }

  /** Users with a socket in the auction's room (last cross-node lookup, plus joins on this node). */
  /**
   * Appends the refused bids each room noted since its last entry (room.audit-log.ts), so a refusal
   * reaches the audit log within one flush even when no other event follows it.
   */
  async flushRefusals(): Promise<void> {
    await Promise.all([...this.#runners.values()].map((r) => r.flushRefusals()));
  }

  presentUserIds(auctionId: string): ReadonlySet<string> {
    return this.#presence.get(auctionId) ?? new Set();
  }

  /**
   * The players in the auction's room (the room size): present users who own a team there, as far
   * as this node's state of the room knows the teams; every present user before the room is loaded.
   */
  presentPlayerIds(auctionId: string): string[] {
    const present = this.presentUserIds(auctionId);
    const view = this.#runners.get(auctionId)?.peek();
    return view ? presentPlayerIds(view.state, present) : [...present];
  }

  setPresence(auctionId: string, userIds: ReadonlySet<string>): void {
    this.#presence.set(auctionId, userIds);
    this.#clocks.get(auctionId)?.update();
  }

  /**
   * Counts a user who just joined on this node as present at once (the two-team rule and the
   * joiner's own `roomState` see it); the next cross-node lookup confirms or corrects it.
   */
  markPresent(auctionId: string, userId: string): void {
    const ids = this.presentUserIds(auctionId);
    if (!ids.has(userId)) this.setPresence(auctionId, new Set([...ids, userId]));
  }

  /** Another node committed up to `seq`: catch up (so this node's clock and snapshots see it). */
  committedElsewhere(auctionId: string, seq: number): void {
    const runner = this.#runners.get(auctionId);
    if (!runner) return;
    runner.catchUpTo(seq).catch((err: unknown) => {
      this.deps.log.warn({ err, auctionId }, 'room catch-up failed');
    });
  }

  /**
   * The registration port: a team was registered (committed) for the auction; the room registers it
   * at once through the log. A failure is logged: the room registers missing teams on its next load.
   */
  async teamRegistered(auctionId: string, teamId: string): Promise<void> {
    const team = await loadTeam(this.deps.db, auctionId, teamId);
    if (!team) return;
    await this.runner(auctionId).execute(registerCommand(team), this.deps.clock.now());
  }

  start(): void {
    this.#stopped = false;
    if (this.#leaseTimer || this.deps.leaseEveryMs === 0) return;
    this.#leaseTimer = setInterval(() => void this.pollLeases(), this.deps.leaseEveryMs);
    this.#leaseTimer.unref?.();
    void this.pollLeases();
  }

  /** Resolves once every command queued so far on this node's runners has finished (drain). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.#runners.values()].map((r) => r.settled()));
  }

  /**
   * Stops this node's clocks and lets its leases go. A lease poll still running (it visits every live
   * auction in turn) is waited for, and starts no clock after this call: it used to run on past the
   * shutdown, into a closed database pool.
   */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#leaseTimer) clearInterval(this.#leaseTimer);
    this.#leaseTimer = null;
    await this.#polling;
    for (const c of this.#clocks.values()) c.stop();
    this.#clocks.clear();
    await this.deps.lease.close();
  }

  /**
   * Takes the leases of LIVE auctions it can, starts their clocks, stops clocks it may no longer
   * run, refreshes their presence, catches their runners up (a safety net for a lost cross-node
   * notice), and evicts idle runners.
   */
  async pollLeases(): Promise<void> {
    if (this.#polling || this.#stopped) return;
    this.#polling = this.#poll().finally(() => (this.#polling = null));
    await this.#polling;
  }

  async #poll(): Promise<void> {
    try {
      const live = new Map(
        (await listLiveAuctions(this.deps.db)).map((a) => [a.id, a.headSeq] as const),
      );
      for (const [id, clock] of this.#clocks) {
        if (live.has(id) && this.deps.lease.isHealthy()) continue;
        clock.stop();
        this.#clocks.delete(id);
        if (!live.has(id)) await this.deps.lease.release(id);
      }
      for (const [id, headSeq] of live) {
        if (this.#stopped) return;
        await this.#tend(id, headSeq);
      }
      this.#evict();
    } catch (err) {
      this.deps.log.error({ err }, 'room lease poll failed');
    }
  }

  /** Keeps one live auction's clock here if this node holds its lease; `headSeq`: its log's head. */
  async #tend(auctionId: string, headSeq: number): Promise<void> {
    const held = await this.deps.lease.tryAcquire(auctionId).catch((err: unknown) => {
      this.deps.log.warn({ err, auctionId }, 'lease attempt failed');
      return false;
    });
    if (!held) {
      this.#clocks.get(auctionId)?.stop();
      this.#clocks.delete(auctionId);
      return;
    }
    // Presence is asked of every node; an unresponsive one (paused, or dead and not yet dropped by
    // the adapter) makes the lookup time out. Keep the last known presence then: the clock must
    // still start, or the auction stalls exactly when a node fails.
    const present = await this.deps.fetchPresence(auctionId).catch((err: unknown) => {
      this.deps.log.warn({ err, auctionId }, 'presence lookup failed');
      return null;
    });
    if (present) this.setPresence(auctionId, present);
    const clock = this.#clocks.get(auctionId);
    if (clock) {
      // No query unless the runner is behind the head read by the poll.
      await this.runner(auctionId).catchUpTo(headSeq);
      clock.update();
      return;
    }
    await ensureBotTeams(this.deps.db, auctionId);
    const runner = this.runner(auctionId);
    const view = await runner.snapshot(); // loads, and registers teams the log lacks
    // A runner a join loaded before the bot teams were created has not seen them: register them now.
    for (const team of await loadTeams(this.deps.db, auctionId)) {
      if (view && !view.state.teams[team.teamId]) {
        await runner.execute(registerCommand(team), this.deps.clock.now());
      }
    }
    if (this.#stopped) return; // stopped while this auction was loading
    const started = new RoomClock(runner, {
      clock: this.deps.clock,
      timers: this.deps.timers,
      log: this.deps.log,
      present: () => this.presentUserIds(auctionId),
      isMultiNode: this.deps.isMultiNode,
    });
    this.#clocks.set(auctionId, started);
    await started.start();
    this.deps.log.info({ auctionId }, 'room clock started on this node');
  }

  async #onCommit(auctionId: string, committed: Committed): Promise<void> {
    await this.deps.publish(committed);
    this.#clocks.get(auctionId)?.update();
  }

  #evict(): void {
    const now = this.deps.clock.now();
    for (const [id, runner] of this.#runners) {
      if (this.#clocks.has(id)) continue;
      const status = runner.peek()?.auction.status;
      const isOver = status === 'COMPLETED' || status === 'CANCELLED';
      const idleMs = now - runner.lastUsedMs;
      if (idleMs >= (isOver ? OVER_EVICT_MS : IDLE_EVICT_MS)) {
        this.#runners.delete(id);
        this.#presence.delete(id);
      }
    }
  }
}
