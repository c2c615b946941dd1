/**
 * One commit's record, computed once and purely: the steps (each event with the state before and
 * after it: `evolve` runs once per event), the audit chain's links, and the bid log's rows — the
 * accepted bids of the commit and the refused bids waiting for it. The runner writes the record
 * (room.repo.ts) and publishes its steps (room.publish.ts, room.views.ts).
 *
 * Every bid refused by a rule is an entry of the chain (one `bidsRefused` event with the next commit,
 * or the registry's periodic flush), whether `decide` refused it or an earlier check did
 * (the engine's `commandOf`). Bids refused by the flood budget (room.budget.ts) are only counted in the bid
 * log: chaining them would turn a flood into writes.
 */
import {
  evolve,
  teamOfOwner,
  type AuctionEvent,
  type BidAttempt,
  type AuctionState,
  type RefusedAttempt,
} from '@bidxi/engine';
import { entryHash } from '@bidxi/protocol';
import type { CommittedChange, RoomCommandMeta } from '../../platform/room-port';
import type { BidLogEntry } from './room.repo';

/** Who sent a command, for the bid log; and what must commit with its events. */
export type CommandMeta = RoomCommandMeta;
export type { CommittedChange };

/** One event of a commit with the state before and after it. */
export interface CommitStep {
  event: AuctionEvent;
  before: AuctionState;
  after: AuctionState;
}

/** What a commit appends and writes, computed before the write. */
export interface CommitRecord {
  events: readonly AuctionEvent[];
  steps: readonly CommitStep[];
  after: AuctionState;
  /** The audit chain's link of each event, in order. */
  chain: { prevHash: string; hash: string }[];
  /** The bid log's rows: the refused bids it carries, then its accepted bids. */
  bidRows: BidLogEntry[];
}

/**
 * The record of appending `decided` to `before` at `nowMs` after the chain head `head`, with the
 * refusals `refused` taken for it (their `bidsRefused` event goes first).
 */
export function commitRecord(input: {
  auctionId: string;
  before: AuctionState;
  decided: readonly AuctionEvent[];
  refused: TakenRefusals;
  head: string;
  nowMs: number;
  meta: CommandMeta;
}): CommitRecord {
  const { before, refused, nowMs } = input;
  const events = refused.event ? [refused.event, ...input.decided] : input.decided;
  const steps: CommitStep[] = [];
  let state = before;
  for (const event of events) {
    const after = evolve(state, event);
    steps.push({ event, before: state, after });
    state = after;
  }
  const chain = chainOf(input.head, before.version, nowMs, events);
  const accepted = acceptedBids(input.auctionId, steps, nowMs, input.meta);
  return { events, steps, after: state, chain, bidRows: [...refused.rows, ...accepted] };
}

/** Refusals listed one by one until this many are pending; past it they are counted per team, lot and code. */
export const MAX_LISTED_REFUSALS = 200;

/** The hashes of `events` appended after `prevHash` as seq `afterSeq + 1 …` at `atMs`. */
function chainOf(
  prevHash: string,
  afterSeq: number,
  atMs: number,
  events: readonly AuctionEvent[],
): { prevHash: string; hash: string }[] {
  let head = prevHash;
  return events.map((event, i) => {
    const link = { prevHash: head, hash: entryHash(head, afterSeq + i + 1, atMs, event) };
    head = link.hash;
    return link;
  });
}

/**
 * The bid-log rows of the accepted bids among `steps`: the tap's (who sent it from `meta`) and the
 * proxies' (their team's owner; bots have no user). Each carries its event's seq.
 */
function acceptedBids(
  auctionId: string,
  steps: readonly CommitStep[],
  nowMs: number,
  meta: CommandMeta,
): BidLogEntry[] {
  const rows: BidLogEntry[] = [];
  for (const { event: e, before: state } of steps) {
    if (e.type !== 'bidPlaced') continue;
    const team = state.teams[e.teamId];
    const isBot = team?.isBot ?? false;
    const who: CommandMeta = e.proxy
      ? { userId: isBot ? undefined : team?.ownerId, isBot }
      : { ...meta, isBot: meta.isBot ?? isBot };
    const bid = { lotId: e.lotId, teamId: e.teamId, amountLakhs: e.amountLakhs };
    rows.push({
      ...bidLog(auctionId, bid, nowMs, who, state, null),
      seq: state.version + 1,
      isProxy: e.proxy === true || e.autopilot === true,
    });
  }
  return rows;
}

/** The bid-log row of one bid as received, judged on `state` (`reasonCode` null: accepted). */
export function bidLog(
  auctionId: string,
  bid: BidAttempt,
  nowMs: number,
  meta: CommandMeta,
  state: AuctionState,
  reasonCode: string | null,
): BidLogEntry {
  const lot = state.currentLot;
  const amountLakhs = bid.amountLakhs;
  return {
    auctionId,
    auctionPlayerId: lot && lot.lotId === bid.lotId ? lot.playerId : null,
    lotId: bid.lotId,
    teamId: bid.teamId,
    userId: meta.isBot ? null : (meta.userId ?? null),
    amountLakhs: amountLakhs !== null && Number.isSafeInteger(amountLakhs) ? amountLakhs : null,
    accepted: reasonCode === null,
    reasonCode,
    seq: null,
    isBot: meta.isBot ?? false,
    receivedAt: new Date(nowMs),
    closesAt: lot ? new Date(lot.closesAt) : null,
  };
}

/** A refused bid as the runner hears of it: by a user (its team looked up) or a team. */
export interface RefusalNote {
  userId?: string | null;
  teamId?: string | null;
  lotId: number | null;
  amountLakhs: number | null;
  code: string;
  atMs: number;
  attempts?: number;
}

type RefusedEvent = Extract<AuctionEvent, { type: 'bidsRefused' }>;

/** What one commit takes of the pending refusals: their log entry (null: none) and bid-log rows. */
export interface TakenRefusals {
  event: RefusedEvent | null;
  rows: BidLogEntry[];
}

/**
 * The refused bids waiting for the next entry of one auction's log: their notes (one `bidsRefused`
 * event) and their bid-log rows, which the same commit writes.
 */
export class PendingRefusals {
  #listed: RefusedAttempt[] = [];
  readonly #counted = new Map<string, RefusedAttempt>();
  #rows: BidLogEntry[] = [];

  get isEmpty(): boolean {
    return this.#listed.length === 0 && this.#counted.size === 0 && this.#rows.length === 0;
  }

  /** How many bid-log rows wait. */
  get rowCount(): number {
    return this.#rows.length;
  }

  /**
   * Notes a refusal, and its bid-log row if it has one; the team is the note's, else the user's team
   * in `state`.
   */
  note(n: RefusalNote, state: AuctionState | null, row?: BidLogEntry): void {
    if (row) this.#rows.push(row);
    const teamId =
      n.teamId ?? (n.userId && state ? (teamOfOwner(state, n.userId)?.teamId ?? null) : null);
    const attempt: RefusedAttempt = {
      teamId,
      lotId: n.lotId,
      amountLakhs: n.amountLakhs,
      code: n.code,
      at: n.atMs,
      ...(n.attempts && n.attempts > 1 ? { attempts: n.attempts } : {}),
    };
    if (this.#listed.length < MAX_LISTED_REFUSALS) {
      this.#listed.push(attempt);
      return;
    }
    const key = `${teamId}|${n.lotId}|${n.code}`;
    const seen = this.#counted.get(key);
    const count = (seen?.attempts ?? (seen ? 1 : 0)) + (n.attempts ?? 1);
    this.#counted.set(key, { ...(seen ?? attempt), amountLakhs: null, attempts: count });
  }

  /**
   * Takes what is pending: one `bidsRefused` event to append before a commit's events, and the rows
   * that commit writes; `putBack` them if it fails.
   */
  take(): TakenRefusals {
    const attempts = [...this.#listed, ...this.#counted.values()];
    const rows = this.#rows;
    this.#listed = [];
    this.#counted.clear();
    this.#rows = [];
    return { event: attempts.length > 0 ? { type: 'bidsRefused', attempts } : null, rows };
  }

  /** Returns what a failed commit took, ahead of anything noted since. */
  putBack(taken: TakenRefusals): void {
    if (taken.event) this.#listed = [...taken.event.attempts, ...this.#listed];
    this.#rows = [...taken.rows, ...this.#rows];
  }

  /** Takes only the rows (to be written on their own when no entry can carry them). */
  takeRows(): BidLogEntry[] {
    const rows = this.#rows;
    this.#rows = [];
    return rows;
  }
}
