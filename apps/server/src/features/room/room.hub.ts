/**
 * The rooms of this node: one runner per auction in use here, and one clock per LIVE auction whose
 * lease this node holds (checked every second, so a dead node's auctions are taken over within
 * seconds). It also keeps who is in each room (across nodes, from the socket layer) and creates the
 * practice-bot teams of an auction when its clock first starts.
 */
import type { FastifyBaseLogger } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auctions, teams } from '../../db/schema/index';
import type { Clock } from '../../platform/clock';
import { RoomClock } from './room.clock';
import type { Lease } from './room.lease';
import { RoomRunner, type CommitListener } from './room.runner';
import type { RoomStore } from './room.types';

const LEASE_EVERY_MS = 1_000;
const BOT_NAMES = [
  'Chennai Chargers',
  'Mumbai Mavericks',
  'Bengaluru Blasters',
  'Kolkata Knights',
  'Delhi Dynamos',
  'Punjab Panthers',
  'Rajasthan Royals XI',
  'Hyderabad Hawks',
];

export interface RoomHubDeps {
  db: Db;
  store: RoomStore;
  clock: Clock;
  log: FastifyBaseLogger;
  lease: Lease;
  onCommit: CommitListener;
  /** Connected user ids of an auction's room on every node. */
  fetchPresence(auctionId: string): Promise<Set<string>>;
  /** After an auction became COMPLETED (scoring and broadcast). */
  onCompleted(runner: RoomRunner): Promise<void>;
}

export class RoomHub {
  private readonly runners = new Map<string, RoomRunner>();
  private readonly clocks = new Map<string, RoomClock>();
  private readonly presence = new Map<string, Set<string>>();
  private leaseTimer: NodeJS.Timeout | null = null;
  private leaseBusy = false;

  constructor(private readonly deps: RoomHubDeps) {}

  /** The runner of an auction on this node (created on first use). */
  runner(auctionId: string): RoomRunner {
    let r = this.runners.get(auctionId);
    if (!r) {
      r = new RoomRunner(
        { db: this.deps.db, store: this.deps.store, onCommit: this.deps.onCommit },
        auctionId,
      );
      this.runners.set(auctionId, r);
    }
    return r;
  }

  /** Whether this node runs the auction's clock. */
  isClockHere(auctionId: string): boolean {
    return this.clocks.has(auctionId);
  }

  /** How many auction clocks run on this node. */
  get clockCount(): number {
    return this.clocks.size;
  }

  clock(auctionId: string): RoomClock | undefined {
    return this.clocks.get(auctionId);
  }

  /** Tells the auction's clock (if it runs here) that something was committed. */
  poke(auctionId: string): void {
    this.clocks.get(auctionId)?.poke();
  }

  presentUserIds(auctionId: string): ReadonlySet<string> {
    return this.presence.get(auctionId) ?? new Set();
  }

  setPresence(auctionId: string, userIds: Set<string>): void {
    this.presence.set(auctionId, userIds);
  }

  /**
   * Counts a user who just joined on this node as present at once (the clock's two-team rule and
   * the joiner's own `roomState` see it); the next cross-node lookup confirms or corrects it.
   */
  markPresent(auctionId: string, userId: string): void {
    const ids = new Set(this.presentUserIds(auctionId));
    ids.add(userId);
    this.presence.set(auctionId, ids);
  }

  start(): void {
    if (this.leaseTimer) return;
    this.leaseTimer = setInterval(() => void this.pollLeases(), LEASE_EVERY_MS);
    this.leaseTimer.unref?.();
    void this.pollLeases();
  }

  async stop(): Promise<void> {
    if (this.leaseTimer) clearInterval(this.leaseTimer);
    this.leaseTimer = null;
    for (const c of this.clocks.values()) c.stop();
    this.clocks.clear();
    await this.deps.lease.close();
  }

  /** Takes the leases of LIVE auctions it can, starts their clocks, and stops clocks it no longer may run. */
  async pollLeases(): Promise<void> {
    if (this.leaseBusy) return;
    this.leaseBusy = true;
    try {
      const live = new Set(await this.deps.store.listLiveAuctionIds(this.deps.db));
      for (const [id, clock] of this.clocks) {
        if (!live.has(id) || !this.deps.lease.isHealthy()) {
          clock.stop();
          this.clocks.delete(id);
          if (!live.has(id)) await this.deps.lease.release(id);
        }
      }
      for (const id of live) {
        const held = await this.deps.lease.tryAcquire(id).catch((err: unknown) => {
          this.deps.log.warn({ err, auctionId: id }, 'lease attempt failed');
          return false;
        });
        if (!held) {
          this.clocks.get(id)?.stop();
          this.clocks.delete(id);
          continue;
        }
        // Presence is asked of every node; an unresponsive one (paused, or dead and not yet dropped
        // by the adapter) makes the lookup time out. Keep the last known presence then: the clock
        // must still start, or the auction stalls exactly when a node fails (fault suite).
        const present = await this.deps.fetchPresence(id).catch((err: unknown) => {
          this.deps.log.warn({ err, auctionId: id }, 'presence lookup failed');
          return null;
        });
        if (present) this.setPresence(id, present);
        if (!this.clocks.has(id)) await this.startClock(id);
      }
    } catch (err) {
      this.deps.log.error({ err }, 'room lease poll failed');
    } finally {
      this.leaseBusy = false;
    }
  }

  private async startClock(auctionId: string): Promise<void> {
    await this.ensureBotTeams(auctionId);
    const runner = this.runner(auctionId);
    await runner.reloadSetup();
    const clock = new RoomClock(runner, {
      clock: this.deps.clock,
      log: this.deps.log,
      presentUserIds: (id) => this.presentUserIds(id),
      complete: (r) => this.complete(r),
    });
    this.clocks.set(auctionId, clock);
    clock.start();
    this.deps.log.info({ auctionId }, 'room clock started on this node');
  }

  private async complete(runner: RoomRunner): Promise<void> {
    const done = await this.deps.store.completeAuction(
      this.deps.db,
      runner.auctionId,
      new Date(this.deps.clock.now()),
    );
    await runner.reloadSetup();
    if (done) await this.deps.onCompleted(runner);
  }

  /** Creates the auction's practice-bot teams (the `botTeams` setting) if they do not exist yet. */
  private async ensureBotTeams(auctionId: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const [a] = await tx
        .select({ botTeams: auctions.botTeams, budget: auctions.budgetLimitLakhs })
        .from(auctions)
        .where(eq(auctions.id, auctionId))
        .for('update');
      if (!a || a.botTeams === 0) return;
      const [row] = await tx
        .select({ n: count() })
        .from(teams)
        .where(and(eq(teams.auctionId, auctionId), eq(teams.isBot, true)));
      const have = row?.n ?? 0;
      for (let i = have; i < a.botTeams; i++) {
        await tx.insert(teams).values({
          auctionId,
          ownerId: null,
          name: `${BOT_NAMES[i % BOT_NAMES.length]} (bot)`,
          budgetLimitLakhs: a.budget,
          purseRemainingLakhs: a.budget,
          isBot: true,
        });
      }
    });
  }
}
