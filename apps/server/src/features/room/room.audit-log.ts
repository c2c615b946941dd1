/**
 * The runner's side of the audit log: the hash chain as events are appended, and the bids
 * refused since the last entry, which go into the log as one `bidsRefused` event with the next commit
 * (or the registry's periodic flush), so every bid refused by a rule is an entry of the chain, whether
 * `decide` refused it or an earlier check did (room.commands.ts). Bids refused by the flood budget
 * (room.budget.ts) are only counted in the bid log: chaining them would turn a flood into writes.
 */
import {
  teamOfOwner,
  type AuctionEvent,
  type AuctionState,
  type RefusedAttempt,
} from '@bidxi/engine';
import { entryHash, genesisHash } from '@bidxi/protocol';
import type { BidLogEntry, LogEntry } from './room.repo';

/** Refusals listed one by one until this many are pending; past it they are counted per team, lot and code. */
export const MAX_LISTED_REFUSALS = 200;

/** The hashes of `events` appended after `prevHash` as seq `afterSeq + 1 …` at `atMs`. */
export function chainOf(
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
 * Follows loaded entries from `head`: the new head, and the hashes of entries written before the
 * chain existed (to be stored).
 */
export function followChain(
  head: string,
  entries: readonly LogEntry[],
): { head: string; missing: { seq: number; hash: string; prevHash: string }[] } {
  const missing: { seq: number; hash: string; prevHash: string }[] = [];
  for (const e of entries) {
    if (e.hash !== null) {
      head = e.hash;
      continue;
    }
    const hash = entryHash(head, e.seq, e.at.getTime(), e.event);
    missing.push({ seq: e.seq, hash, prevHash: head });
    head = hash;
  }
  return { head, missing };
}

/** The chain's start for `auctionId`. */
export const chainStart = genesisHash;

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
