/**
 * One runner per auction on each node. It processes that auction's commands one at a time (so a timer
 * and a bid never race within a node), and for each: engine `decide` → append the events and write
 * their projections in one transaction → `evolve` → tell listeners (the gateway broadcasts). Across
 * nodes the event log's (auction_id, seq) key serialises commands: a runner that loses the race
 * catches up from the log and decides again (STYLE.md "Room runner").
 */
import {
  decide,
  evolve,
  initialState,
  type AuctionCommand,
  type AuctionEvent,
  type AuctionState,
  type RuleError,
} from '@bidxi/engine';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../accounts/accounts.repo';
import { appendEvents, loadEventsAfter, recordBid, type BidLogEntry } from './room.repo';
import type { RoomSetup, RoomStore } from './room.types';

/** Who sent a command, for the bid log. */
export interface CommandMeta {
  userId?: string;
  isBot?: boolean;
}

export type CommandResult =
  | { ok: true; events: readonly AuctionEvent[]; state: AuctionState; seq: number }
  | { ok: false; error: RuleError | { code: string; message: string } };

/** Called after events are committed, with the state before and after them. */
export type CommitListener = (
  runner: RoomRunner,
  events: readonly AuctionEvent[],
  before: AuctionState,
  after: AuctionState,
) => void;

export interface RunnerDeps {
  db: Db;
  store: RoomStore;
  onCommit: CommitListener;
}

const MAX_ATTEMPTS = 8;

export class RoomRunner {
  private stateValue: AuctionState | null = null;
  private setupValue: RoomSetup | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  /** When the last lot closed (epoch ms): the next opens `pauseBetweenLotsMs` later. */
  lastClosedAtMs: number | null = null;

  constructor(
    private readonly deps: RunnerDeps,
    readonly auctionId: string,
  ) {}

  /** The state as of the last command or catch-up on this node (null before the first load). */
  get state(): AuctionState | null {
    return this.stateValue;
  }

  get setup(): RoomSetup | null {
    return this.setupValue;
  }

  /** Runs `fn` after every queued task: the per-auction serial queue. */
  enqueue<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.chain.then(fn, fn);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /**
   * Submits a command judged at `nowMs` (a bid: the server time at receipt).
   * @returns the committed events and the new state, or the rule that refused it.
   */
  async submit(
    command: AuctionCommand,
    nowMs: number,
    meta: CommandMeta = {},
  ): Promise<CommandResult> {
    const { result, refusal } = await this.enqueue(() => this.run(command, nowMs, meta));
    // A refused bid changes no state: its log row is written after the queue, not while holding it.
    if (refusal) await recordBid(this.deps.db, refusal);
    return result;
  }

  /** Loads (first time) and catches up with events other nodes committed; returns the fresh state. */
  refresh(): Promise<AuctionState | null> {
    return this.enqueue(async () => {
      await this.load();
      return this.stateValue;
    });
  }

  /** Re-reads the auction row and the teams (status, end time, newly registered teams). */
  reloadSetup(): Promise<RoomSetup | null> {
    return this.enqueue(async () => {
      if (!this.setupValue) {
        await this.load();
        return this.setupValue;
      }
      const [auction, teams] = await Promise.all([
        this.deps.store.loadAuction(this.deps.db, this.auctionId),
        this.deps.store.loadTeams(this.deps.db, this.auctionId),
      ]);
      if (auction) this.setupValue = { ...this.setupValue, auction, teams };
      return this.setupValue;
    });
  }

  /**
   * Re-reads the auction row only (status, end time). Teams stay fresh through the log: a
   * registration of a team the room does not know re-reads them (`isNewTeam`).
   */
  reloadAuction(): Promise<RoomSetup | null> {
    return this.enqueue(async () => {
      if (!this.setupValue) {
        await this.load();
        return this.setupValue;
      }
      const auction = await this.deps.store.loadAuction(this.deps.db, this.auctionId);
      if (auction) this.setupValue = { ...this.setupValue, auction };
      return this.setupValue;
    });
  }

  /** Teams registered in the database but not yet in the room state. */
  missingTeams(): RoomSetup['teams'] {
    const state = this.stateValue;
    if (!state || !this.setupValue) return [];
    return this.setupValue.teams.filter((t) => !state.teams[t.teamId]);
  }

  private async load(): Promise<void> {
    if (!this.stateValue) {
      const setup = await this.deps.store.loadSetup(this.deps.db, this.auctionId);
      if (!setup) return;
      this.setupValue = setup;
      this.stateValue = initialState({
        auctionId: this.auctionId,
        players: setup.players,
        teams: [],
        settings: {
          lotWindowMs: setup.auction.lotWindowMs,
          bidWindowMs: setup.auction.bidWindowMs,
          pauseBetweenLotsMs: setup.auction.pauseBetweenLotsMs,
        },
      });
    }
    await this.catchUp();
  }

  /** Applies events other nodes appended; true if there were any. */
  private async catchUp(): Promise<boolean> {
    const state = this.stateValue;
    if (!state) return false;
    const stored = await loadEventsAfter(this.deps.db, this.auctionId, state.version);
    if (stored.length === 0) return false;
    let next = state;
    for (const s of stored) {
      next = evolve(next, s.event);
      if (s.event.type === 'lotSold' || s.event.type === 'lotUnsold')
        this.lastClosedAtMs = s.createdAt.getTime();
      if (s.event.type === 'biddingEnded' && this.setupValue) {
        const auction = this.setupValue.auction;
        this.setupValue = {
          ...this.setupValue,
          auction: {
            ...auction,
            isEndTimeUpdated: true,
            endsAtMs: s.event.at + auction.reorderWindowMs,
          },
        };
      }
    }
    if (stored.some((s) => this.isNewTeam(s.event)) && this.setupValue) {
      this.setupValue = {
        ...this.setupValue,
        teams: await this.deps.store.loadTeams(this.deps.db, this.auctionId),
      };
    }
    this.stateValue = next;
    return true;
  }

  private async run(
    command: AuctionCommand,
    nowMs: number,
    meta: CommandMeta,
  ): Promise<{ result: CommandResult; refusal?: BidLogEntry }> {
    // Decide on the state this node has: an acceptance is appended as seq version + 1, which fails
    // if another node appended first (then: catch up, decide again). Only a refusal, which writes
    // nothing to the log, needs a catch-up first, so no stale state refuses a good command. This
    // saves a query per accepted command while holding the queue (RT-1, docs/benchmarks.md).
    let caughtUp = false;
    if (!this.stateValue) {
      await this.load();
      caughtUp = true;
    }
    if (!this.stateValue || !this.setupValue)
      return { result: { ok: false, error: { code: 'NOT_FOUND', message: 'Auction not found' } } };
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const state: AuctionState = this.stateValue;
      // Bids judged out of receipt order must not pull a lot's close backwards.
      const judgedAt =
        command.type === 'placeBid' ? Math.max(nowMs, state.currentLot?.lastBidAt ?? 0) : nowMs;
      const decision = decide(state, command, judgedAt);
      if (!decision.ok && !caughtUp) {
        caughtUp = true;
        if (await this.catchUp()) continue;
      }
      if (!decision.ok) {
        const result: CommandResult = { ok: false, error: decision.error };
        if (command.type !== 'placeBid') return { result };
        return {
          result,
          refusal: this.bidLog(command, nowMs, meta, state, decision.error.code, null),
        };
      }
      const auction = this.setupValue.auction;
      try {
        await this.deps.db.transaction(async (tx) => {
          await appendEvents(tx, this.auctionId, state.version, decision.events, new Date(nowMs));
          await this.deps.store.project(tx, auction, decision.events);
          if (command.type === 'placeBid') {
            await recordBid(tx, this.bidLog(command, nowMs, meta, state, null, state.version + 1));
          }
        });
      } catch (err) {
        if (isUniqueViolation(err)) {
          await this.catchUp();
          caughtUp = true;
          continue;
        }
        throw err;
      }
      const after = decision.events.reduce(evolve, state);
      this.stateValue = after;
      for (const e of decision.events) {
        if (e.type === 'lotSold' || e.type === 'lotUnsold') this.lastClosedAtMs = nowMs;
        if (e.type === 'biddingEnded') {
          this.setupValue = {
            ...this.setupValue,
            auction: {
              ...auction,
              isEndTimeUpdated: true,
              endsAtMs: e.at + auction.reorderWindowMs,
            },
          };
        }
        if (this.isNewTeam(e)) {
          this.setupValue = {
            ...this.setupValue,
            teams: await this.deps.store.loadTeams(this.deps.db, this.auctionId),
          };
        }
      }
      this.deps.onCommit(this, decision.events, state, after);
      return { result: { ok: true, events: decision.events, state: after, seq: after.version } };
    }
    return {
      result: {
        ok: false,
        error: { code: 'BUSY', message: 'The room is busy. Please try again.' },
      },
    };
  }

  /**
   * A registration of a team the setup does not list yet (registered after the room loaded): only
   * then are the teams re-read. Re-reading all of them for every registration made a room that goes
   * LIVE with 1,000 registered teams load 1,000 × 1,000 rows (benchmark RT-1 at 1,000 clients).
   */
  private isNewTeam(e: AuctionEvent): boolean {
    return (
      e.type === 'teamRegistered' && !this.setupValue?.teams.some((t) => t.teamId === e.teamId)
    );
  }

  private bidLog(
    command: Extract<AuctionCommand, { type: 'placeBid' }>,
    nowMs: number,
    meta: CommandMeta,
    state: AuctionState,
    reasonCode: string | null,
    seq: number | null,
  ) {
    const lot = state.currentLot;
    return {
      auctionId: this.auctionId,
      auctionPlayerId: lot && lot.lotId === command.lotId ? lot.playerId : null,
      lotId: command.lotId,
      teamId: command.teamId,
      userId: meta.isBot ? null : (meta.userId ?? null),
      amountLakhs: Number.isSafeInteger(command.amountLakhs) ? command.amountLakhs : null,
      accepted: reasonCode === null,
      reasonCode,
      seq,
      isBot: meta.isBot ?? false,
      receivedAt: new Date(nowMs),
      closesAt: lot ? new Date(lot.closesAt) : null,
    };
  }
}
