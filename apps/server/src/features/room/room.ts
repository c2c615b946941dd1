/**
 * One `Room` per auction in use on each node: the only holder of that auction's state here — the
 * engine state, the auction row, the audit chain's head, the refused bids waiting for the next
 * entry, who is present, and (on the node holding the auction's lease) its lot clock. It processes
 * the auction's commands one at a time (so the clock and a bid never race within a node): the
 * request's command on the state at its turn (engine `commandOf`) → engine `decide` → one commit
 * record (room.commit.ts) → write it (room.repo.ts) → publish (room.publish.ts, a port given at
 * construction) → re-plan the lot clock. Sockets hold their room; the registry only makes, finds
 * and evicts rooms.
 * Across nodes the event log's (auction_id, seq) key serialises commands: a room that loses the race
 * catches up from the log and decides again (STYLE.md "Room runner"; the lila round actor, the
 * boardgame.io match queue).
 */
import {
  bidAttemptOf,
  commandOf,
  decide,
  isBiddingClosed,
  type AuctionEvent,
  type AuctionState,
} from '@bidxi/engine';
import { isUniqueViolation } from '../../db/errors';
import { registerCommand, type RoomAuctionRow } from './room.auction-repo';
import { chainStart } from './room.audit-log';
import { PendingRefusals, bidLog, commitRecord, type CommandMeta } from './room.commit';
import { RoomClock } from './room.clock';
import type { CommandInput, CommandResult, RoomDeps, RoomError, RoomView } from './room.types';
import { loadRoom, readLogAfter, type LogState } from './room.load';
import { commitEvents, recordBids, type BidLogEntry } from './room.repo';

export type { CommittedChange } from './room.commit';
export type { Committed, RoomDeps, RoomView } from './room.types';

const MAX_ATTEMPTS = 8;
/** How many refused bids may wait for the room's next commit; at this many they are flushed at once. */
const MAX_PENDING_REFUSED_ROWS = 500;
const NOT_FOUND: RoomError = { code: 'NOT_FOUND', message: 'Auction not found' };
const BUSY: RoomError = { code: 'BUSY', message: 'The room is busy. Please try again.' };

export class Room {
  #state: AuctionState | null = null;
  #auction: RoomAuctionRow | null = null;
  #queue: Promise<unknown> = Promise.resolve();
  #lastUsedMs = 0;
  #head: string;
  /** When the last catch-up read the log (host clock ms); a refusal received before it needs none. */
  #caughtUpAtMs = -Infinity;
  readonly #refusals = new PendingRefusals();
  /**
   * Users with a socket in this room on any node (last cross-node lookup, plus joins here). The
   * room's own set: a join adds to it in place (a copy per join would be quadratic in a join storm).
   */
  #present = new Set<string>();
  /** The lot clock, while this node holds the auction's lease. */
  #lotClock: RoomClock | null = null;
  /** The auction's row or pool changed since it was loaded: load it again before the next use. */
  #stale = false;
  /** Dropped from the registry's map: whoever holds this room asks the registry for the new one. */
  #evicted = false;

  constructor(
    private readonly deps: RoomDeps,
    readonly auctionId: string,
  ) {
    this.#head = chainStart(auctionId);
  }

  /** Users with a socket in this room on any node. */
  get presentUserIds(): ReadonlySet<string> {
    return this.#present;
  }

  /** Who is present now (a cross-node lookup); the lot clock re-plans (the two-team rule reads it). */
  setPresence(userIds: ReadonlySet<string>): void {
    this.#present = new Set(userIds);
    this.#lotClock?.sawConnected(userIds);
    this.#lotClock?.update();
  }

  /**
   * Counts a user who just joined on this node as present at once (the two-team rule and the
   * joiner's own `roomState` see it); the next cross-node lookup confirms or corrects it.
   */
  markPresent(userId: string): void {
    if (this.#present.has(userId)) return;
    this.#present.add(userId);
    this.#lotClock?.sawConnected([userId]);
    this.#lotClock?.update();
  }

  /** True while this node runs the auction's lot clock (it holds the lease). */
  get hasClock(): boolean {
    return this.#lotClock !== null;
  }

  /** Starts the lot clock (this node took the lease); a running clock is left as it is. */
  async startClock(): Promise<void> {
    if (this.#lotClock) return;
    const { clock, timers, log, isMultiNode } = this.deps;
    this.#lotClock = new RoomClock(this, {
      clock,
      timers,
      log,
      isMultiNode,
      present: () => this.#present,
    });
    await this.#lotClock.start();
  }

  /** Stops the lot clock (the lease is gone or the node stops). */
  stopClock(): void {
    this.#lotClock?.stop();
    this.#lotClock = null;
  }

  /**
   * The auction's row, schedule or pool changed (`deps.room.auctionChanged`): a room still
   * SCHEDULED loads them again before its next use. A LIVE room's setup is fixed (its log is the
   * truth from then on).
   */
  invalidate(): void {
    if (this.#auction?.status === 'SCHEDULED') this.#stale = true;
  }

  /** Re-plans the lot clock against the state it has (after a catch-up the caller asked for). */
  replan(): void {
    this.#lotClock?.update();
  }

  /**
   * Judges `input` at `receivedAtMs` (a bid: the server time at receipt) in this auction's queue.
   * @returns the committed events and the new state, or the refusal (an engine `RuleError`, or
   *   NOT_FOUND / BUSY / a builder's own error). A refused bid is logged after the queue is released.
   */
  async execute(
    input: CommandInput,
    receivedAtMs: number,
    meta: CommandMeta = {},
  ): Promise<CommandResult> {
    const { result, refusal } = await this.#enqueue(() => this.#run(input, receivedAtMs, meta));
    if (!refusal) return result;
    if (this.#state?.phase === 'COMPLETED') {
      await recordBids(this.deps.db, [refusal]);
      return result;
    }
    // Noted for the audit log and logged with the next commit of this room (or the periodic flush),
    // one statement for all of them: a row each, written at once, cost as much as the bids they
    // refused under a backlog.
    const note = { ...refusal, code: refusal.reasonCode ?? '', atMs: receivedAtMs };
    this.#refusals.note(note, this.#state, refusal);
    if (this.#refusals.rowCount >= MAX_PENDING_REFUSED_ROWS) await this.flushRefusals();
    return result;
  }

  /**
   * Appends the refused bids noted since the last entry, if any, as an entry of their own with their
   * bid-log rows. With no entry to carry them (the auction is over, or the log stayed busy) the rows
   * are written on their own.
   */
  flushRefusals(): Promise<void> {
    if (this.#refusals.isEmpty) return Promise.resolve();
    return this.#enqueue(async () => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const state = this.#state;
        const auction = this.#auction;
        if (!state || !auction || state.phase === 'COMPLETED') break;
        if (await this.#commit(state, auction, [], this.deps.clock.now(), {})) break;
        await this.#catchUp();
      }
      await recordBids(this.deps.db, this.#refusals.takeRows());
    });
  }

  /**
   * The state after catching up with every node's commits; null if the auction does not exist. A
   * read of the log that began after this call is as good as its own (a join storm's snapshots,
   * queued behind one another, share it).
   */
  snapshot(): Promise<RoomView | null> {
    const askedAtMs = this.deps.clock.now();
    return this.#enqueue(async () => {
      await this.#ready(this.deps.clock.now());
      if (this.#caughtUpAtMs <= askedAtMs) await this.#catchUp();
      return this.#view();
    });
  }

  /** Catches up now if this node is behind `seq` (another node told it of a commit). */
  catchUpTo(seq: number): Promise<void> {
    if (this.#state && this.#state.version >= seq) return Promise.resolve();
    return this.#enqueue(async () => {
      if (this.#state && this.#state.version < seq) await this.#catchUp();
    });
  }

  /** The last state this node saw, without a query (the clock and the registry's housekeeping). */
  peek(): RoomView | null {
    return this.#view();
  }

  /** True once the registry dropped this room (idle): a holder must ask the registry again. */
  get isEvicted(): boolean {
    return this.#evicted;
  }

  /** Marks this room dropped from the registry (it runs no clock and has nothing queued). */
  evict(): void {
    this.#evicted = true;
  }

  /** When this room last took a command or a snapshot (epoch ms of the host clock). */
  get lastUsedMs(): number {
    return this.#lastUsedMs;
  }

  /** Resolves once every command queued so far has finished (a draining node waits for it). */
  settled(): Promise<void> {
    return this.#queue.then(() => undefined);
  }

  #enqueue<T>(fn: () => Promise<T>): Promise<T> {
    this.#lastUsedMs = this.deps.clock.now();
    const next = this.#queue.then(fn, fn);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  #view(): RoomView | null {
    return this.#state && this.#auction
      ? { state: this.#state, auction: this.#auction, headHash: this.#head }
      : null;
  }

  /**
   * Loads once (the row, the pool, the log) and registers the teams the database has and the log
   * does not (registered while no node ran the room, or before it was told); loads again after
   * `invalidate` (the auction changed while SCHEDULED: its times, windows and pool may differ).
   */
  async #ready(nowMs: number): Promise<void> {
    if (this.#state && !this.#stale) return;
    this.#stale = false;
    const readAtMs = this.deps.clock.now();
    const loaded = await loadRoom(this.deps.db, this.auctionId);
    if (!loaded) return;
    this.#auction = loaded.auction;
    this.#caughtUpAtMs = readAtMs;
    this.#apply(loaded);
    for (const team of loaded.teams) {
      const state = this.#state!;
      if (state.teams[team.teamId] || isBiddingClosed(state)) continue;
      await this.#decideAndCommit(registerCommand(team), nowMs, {});
    }
  }

  /** Applies events other nodes appended; true if there were any. */
  async #catchUp(): Promise<boolean> {
    const state = this.#state;
    if (!state) return false;
    this.#caughtUpAtMs = this.deps.clock.now();
    const read = await readLogAfter(this.deps.db, this.auctionId, { state, head: this.#head });
    if (!read) return false;
    this.#apply(read);
    return true;
  }

  /** Takes `log` as this room's state (a completed log completes the row it holds). */
  #apply(log: LogState): void {
    this.#state = log.state;
    this.#head = log.head;
    if (log.state.phase === 'COMPLETED' && this.#auction) {
      this.#auction = { ...this.#auction, status: 'COMPLETED' };
    }
    this.#lotClock?.update();
  }

  async #run(
    input: CommandInput,
    nowMs: number,
    meta: CommandMeta,
  ): Promise<{ result: CommandResult; refusal?: BidLogEntry }> {
    await this.#ready(nowMs);
    return this.#decideAndCommit(input, nowMs, meta);
  }

  async #decideAndCommit(
    input: CommandInput,
    nowMs: number,
    meta: CommandMeta,
  ): Promise<{ result: CommandResult; refusal?: BidLogEntry }> {
    // Decide on the state this node has: an acceptance is appended as seq version + 1, which fails if
    // another node appended first (then: catch up, decide again). Only a refusal, which writes nothing
    // to the log, needs a catch-up first, so no stale state refuses a good command: one that read the
    // log after this command was received will do (under a backlog, one read serves every refusal
    // queued behind it instead of one each, which fed the backlog: RT-7 in docs/benchmarks.md). On a
    // single node every append to this auction's log goes through this room, so its state is the
    // log's and a refusal reads nothing.
    let caughtUp = !this.deps.isMultiNode || this.#caughtUpAtMs > nowMs;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const state = this.#state;
      const auction = this.#auction;
      if (!state || !auction) return { result: { ok: false, error: NOT_FOUND } };
      const command = commandOf(state, input);
      // A bid refused by any rule, before `decide` or by it, is logged and noted for the audit chain.
      const refusalOf = (code: string) => {
        const bid = bidAttemptOf(state, input);
        return bid ? bidLog(this.auctionId, bid, nowMs, meta, state, code) : undefined;
      };
      if (!('type' in command)) {
        if (!caughtUp && (caughtUp = true) && (await this.#catchUp())) continue;
        return { result: command, refusal: refusalOf(command.error.code) };
      }
      // Bids judged out of receipt order must not pull a lot's close backwards.
      const judgedAt =
        command.type === 'placeBid' ? Math.max(nowMs, state.currentLot?.lastBidAt ?? 0) : nowMs;
      const decision = decide(state, command, judgedAt);
      if (!decision.ok) {
        if (!caughtUp && (caughtUp = true) && (await this.#catchUp())) continue;
        const result: CommandResult = { ok: false, error: decision.error };
        return { result, refusal: refusalOf(decision.error.code) };
      }
      const committed = await this.#commit(state, auction, decision.events, nowMs, meta);
      if (!committed) {
        await this.#catchUp();
        caughtUp = true;
        continue;
      }
      const { events, after } = committed;
      return { result: { ok: true, events, state: after, seq: after.version } };
    }
    return { result: { ok: false, error: BUSY } };
  }

  /**
   * Appends `decided` (after the refused bids pending, as one `bidsRefused` entry) with their audit
   * hashes and projections, then publishes. @returns null when another node appended first.
   */
  async #commit(
    state: AuctionState,
    auction: RoomAuctionRow,
    decided: readonly AuctionEvent[],
    nowMs: number,
    meta: CommandMeta,
  ): Promise<{ events: readonly AuctionEvent[]; after: AuctionState } | null> {
    const refused = this.#refusals.take();
    if (!refused.event && decided.length === 0) {
      this.#refusals.putBack(refused);
      return { events: decided, after: state };
    }
    const record = commitRecord({
      auctionId: this.auctionId,
      before: state,
      decided,
      refused,
      head: this.#head,
      nowMs,
      meta,
    });
    const { events, after, chain } = record;
    try {
      await commitEvents(this.deps.db, {
        auctionId: this.auctionId,
        afterSeq: state.version,
        events,
        chain,
        after,
        bids: record.bidRows,
        at: new Date(nowMs),
        inCommit:
          meta.inCommit &&
          ((tx) => meta.inCommit!(tx, { before: state, events, after, at: new Date(nowMs) })),
      });
    } catch (err) {
      this.#refusals.putBack(refused);
      if (!isUniqueViolation(err)) throw err;
      return null;
    }
    this.#state = after;
    this.#head = chain.at(-1)?.hash ?? this.#head;
    if (after.phase === 'COMPLETED') this.#auction = { ...auction, status: 'COMPLETED' };
    await this.deps.publish({
      events,
      steps: record.steps,
      before: state,
      state: after,
      auction: this.#auction ?? auction,
      headHash: this.#head,
      presentUserIds: this.#present,
    });
    this.#lotClock?.update();
    return { events, after };
  }
}
