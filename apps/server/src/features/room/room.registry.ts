/**
 * The rooms of this node: a map of one `Room` per auction in use here (evicted when idle or over),
 * and the lease loop that starts the lot clock of each LIVE auction whose lease this node holds
 * (checked every second, so a dead node's auctions are taken over within about a second). Every
 * per-room fact (state, presence, clock) lives in the room itself.
 */
import { presentPlayerIds } from '@bidxi/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock, Timers } from '../../platform/clock';
import type { Lease } from './room.lease';
import {
  ensureBotTeams,
  listLiveAuctions,
  loadTeam,
  loadTeams,
  registerCommand,
} from './room.auction-repo';
import { Room, type Committed } from './room';

/** A room not used for this long, with no clock here, is dropped (reloaded from the log on use). */
export const IDLE_EVICT_MS = 10 * 60_000;
/** A room of a completed or cancelled auction is dropped after this long without use. */
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

const NOBODY: ReadonlySet<string> = new Set();

export class RoomRegistry {
  readonly #rooms = new Map<string, Room>();
  #leaseTimer: NodeJS.Timeout | null = null;
  /** The lease poll running now, which `stop()` waits for. */
  #polling: Promise<void> | null = null;
  #stopped = false;

  constructor(private readonly deps: RoomRegistryDeps) {}

  /** The room of an auction on this node (created on first use; it loads on its first command). */
  room(auctionId: string): Room {
    let r = this.#rooms.get(auctionId);
    if (!r) {
      const { db, clock, timers, log, isMultiNode, publish } = this.deps;
      r = new Room({ db, clock, timers, log, isMultiNode, publish }, auctionId);
      this.#rooms.set(auctionId, r);
    }
    return r;
  }

  /** Each room here with its lot clock running. */
  *#clocked(): Generator<[string, Room]> {
    for (const entry of this.#rooms) if (entry[1].hasClock) yield entry;
  }

  /** How many auction clocks run on this node. */
  get clockCount(): number {
    return [...this.#clocked()].length;
  }

  /**
   * Appends the refused bids each room noted since its last entry (room.commit.ts), so a refusal
   * reaches the audit log within one flush even when no other event follows it.
   */
  async flushRefusals(): Promise<void> {
    await Promise.all([...this.#rooms.values()].map((r) => r.flushRefusals()));
  }

  /** Users with a socket in the auction's room (last cross-node lookup, plus joins on this node). */
  presentUserIds(auctionId: string): ReadonlySet<string> {
    return this.#rooms.get(auctionId)?.presentUserIds ?? NOBODY;
  }

  /**
   * The players in the auction's room (the room size): present users who own a team there, as far
   * as this node's state of the room knows the teams; every present user before the room is loaded.
   */
  presentPlayerIds(auctionId: string): string[] {
    const present = this.presentUserIds(auctionId);
    const view = this.#rooms.get(auctionId)?.peek();
    return view ? presentPlayerIds(view.state, present) : [...present];
  }

  /** Who is present in the auction's room (a cross-node lookup of the socket layer). */
  setPresence(auctionId: string, userIds: ReadonlySet<string>): void {
    this.room(auctionId).setPresence(userIds);
  }

  /** A user joined the auction's room on this node: present at once (`Room.markPresent`). */
  markPresent(auctionId: string, userId: string): void {
    this.room(auctionId).markPresent(userId);
  }

  /**
   * The auction's row, schedule or pool changed (on this node or another): its room loads them
   * again before its next use, and if the lease loop runs, it looks at once whether the auction
   * went LIVE (so its lot clock starts now, not at the next check).
   */
  auctionChanged(auctionId: string): void {
    this.#rooms.get(auctionId)?.invalidate();
    if (this.deps.leaseEveryMs > 0) void this.pollLeases();
  }

  /** Another node committed up to `seq`: catch up (so this node's clock and snapshots see it). */
  committedElsewhere(auctionId: string, seq: number): void {
    const room = this.#rooms.get(auctionId);
    if (!room) return;
    room.catchUpTo(seq).catch((err: unknown) => {
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
    await this.room(auctionId).execute(registerCommand(team), this.deps.clock.now());
  }

  start(): void {
    this.#stopped = false;
    if (this.#leaseTimer || this.deps.leaseEveryMs === 0) return;
    this.#leaseTimer = setInterval(() => void this.pollLeases(), this.deps.leaseEveryMs);
    this.#leaseTimer.unref?.();
    void this.pollLeases();
  }

  /** Resolves once every command queued so far in this node's rooms has finished (drain). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.#rooms.values()].map((r) => r.settled()));
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
    for (const [, room] of this.#clocked()) room.stopClock();
    await this.deps.lease.close();
  }

  /**
   * Takes the leases of LIVE auctions it can, starts their clocks, stops clocks it may no longer
   * run, refreshes their presence, catches their rooms up (a safety net for a lost cross-node
   * notice), and evicts idle rooms.
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
      for (const [id, room] of [...this.#clocked()]) {
        if (live.has(id) && this.deps.lease.isHealthy()) continue;
        room.stopClock();
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
    const room = this.room(auctionId);
    if (!held) {
      room.stopClock();
      return;
    }
    // Presence is asked of every node; an unresponsive one (paused, or dead and not yet dropped by
    // the adapter) makes the lookup time out. Keep the last known presence then: the clock must
    // still start, or the auction stalls exactly when a node fails.
    const present = await this.deps.fetchPresence(auctionId).catch((err: unknown) => {
      this.deps.log.warn({ err, auctionId }, 'presence lookup failed');
      return null;
    });
    if (present) room.setPresence(present);
    if (room.hasClock) {
      // No query unless the room is behind the head read by the poll.
      await room.catchUpTo(headSeq);
      room.replan();
      return;
    }
    await ensureBotTeams(this.deps.db, auctionId);
    // LIVE in the database: a room loaded while SCHEDULED whose notice did not arrive loads again.
    if (room.peek()?.auction.status === 'SCHEDULED') room.invalidate();
    const view = await room.snapshot(); // loads, and registers teams the log lacks
    // A room a join loaded before the bot teams were created has not seen them: register them now.
    for (const team of await loadTeams(this.deps.db, auctionId)) {
      if (view && !view.state.teams[team.teamId]) {
        await room.execute(registerCommand(team), this.deps.clock.now());
      }
    }
    if (this.#stopped) return; // stopped while this auction was loading
    await room.startClock();
    this.deps.log.info({ auctionId }, 'room clock started on this node');
  }

  #evict(): void {
    const now = this.deps.clock.now();
    for (const [id, room] of this.#rooms) {
      if (room.hasClock) continue;
      const status = room.peek()?.auction.status;
      const isOver = status === 'COMPLETED' || status === 'CANCELLED';
      const idleMs = now - room.lastUsedMs;
      if (idleMs < (isOver ? OVER_EVICT_MS : IDLE_EVICT_MS)) continue;
      room.evict();
      this.#rooms.delete(id);
    }
  }
}
