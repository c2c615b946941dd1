/**
 * The one door into the live room for the rest of the server (docs/architecture.md §1, "the room's
 * port"): other features and the operator's tools reach the room only through `deps.room`, which
 * the room feature implements when it is set up (features/room/room.door.ts). The types here are the
 * room's contract with its callers; the room's own files import them from here.
 */
import type { AuctionCommand, AuctionEvent, AuctionState, RuleError } from '@bidxi/engine';
import type { ErrorCode } from '@bidxi/protocol';
import type { DbOrTx } from '../db/client';

/** What one committed command changed, as `RoomCommandMeta.inCommit` sees it. */
export interface CommittedChange {
  before: AuctionState;
  events: readonly AuctionEvent[];
  after: AuctionState;
  /** When the room committed it (UTC). */
  at: Date;
}

/** Who sent a command, for the bid log; and what must commit with its events. */
export interface RoomCommandMeta {
  userId?: string;
  isBot?: boolean;
  /**
   * Runs in the transaction that appends the command's events (again on a retry after another node
   * appended first; never for a refused command): the organiser's admin actions log is written here,
   * so it commits or rolls back with the control it records.
   */
  inCommit?: (tx: DbOrTx, change: CommittedChange) => Promise<void>;
}

/** A refusal that is not an engine rule (room-level: not found, busy, a bid for another player). */
export interface RoomError {
  code: ErrorCode;
  message: string;
}

/** The answer to a command: what it committed and the state after it, or why it was refused. */
export type RoomCommandResult =
  | { ok: true; events: readonly AuctionEvent[]; state: AuctionState; seq: number }
  | { ok: false; error: RuleError | RoomError };

/** The room's state as a caller sees it: the engine state and the audit chain's head hash. */
export interface RoomSnapshot {
  state: AuctionState;
  /** The hash of the log's last entry (the audit chain's head). */
  headHash: string;
}

/** What a node's drain did (room.drain.ts). */
export interface RoomDrainReport {
  /** Lot clocks (auction leases) this node released. */
  leasesReleased: number;
  /** From the start of the drain to its end (ms). */
  tookMs: number;
}

/** What the room reports to the operator's probes and metrics. */
export interface RoomStats {
  /** Open socket connections on this node (every namespace). */
  socketConnections: number;
  /** Auctions whose lot clock this node runs (its leases); 0 once the node drains. */
  auctionLeases: number;
}

/** The room as the rest of the server uses it. Every method is safe to call before the room is up. */
export interface RoomPort {
  /**
   * Runs `command` in the auction's queue at `receivedAtMs` (server time, ms) and returns what it
   * committed or the refusal (an engine rule, or NOT_FOUND / BUSY); never throws for a refusal.
   */
  execute(
    auctionId: string,
    command: AuctionCommand,
    receivedAtMs: number,
    meta?: RoomCommandMeta,
  ): Promise<RoomCommandResult>;
  /** The state after catching up with every node's commits; null if the auction does not exist. */
  snapshot(auctionId: string): Promise<RoomSnapshot | null>;
  /** Closes the auction's spectator sockets on every node (the link changed or was turned off). */
  closeSpectators(auctionId: string): void;
  /**
   * The auction's row, schedule, status or pool changed (a writer committed it): its room on every
   * node loads it again before its next use and sends its clients a fresh `roomState`; if it went
   * LIVE, the lease holder starts its lot clock at once. Call after the commit; never throws.
   */
  auctionChanged(auctionId: string): Promise<void>;
  /**
   * Hears every `auctionChanged` notice on this node: this node's writers' (the room's own
   * completion of an auction included) and, through the adapter, the other nodes'. The auction
   * scheduler re-plans its wake-up on each. `listener` runs synchronously and must not throw.
   * @returns the unsubscribe function.
   */
  onAuctionChanged(listener: (auctionId: string) => void): () => void;
  /** A team was registered for the auction: the room adds it to the running auction at once. */
  teamRegistered(auctionId: string, teamId: string): Promise<void>;
  /**
   * The user self-excluded: their bidder sockets in every room, on every node, are told
   * `message` (SELF_EXCLUDED) and closed.
   */
  userSelfExcluded(userId: string, message: string): Promise<void>;
  /**
   * The node's graceful drain (room.drain.ts): refuses new sockets, releases its leases, finishes
   * the commands in flight, tells its sockets to reconnect and the other nodes to take over.
   * Idempotent: a second call returns the first drain.
   */
  drain(): Promise<RoomDrainReport>;
  /** Connection and lease counts for the probes and metrics. */
  stats(): RoomStats;
}

const notUp = (): never => {
  throw new Error('The room is not set up');
};

/**
 * The room port before the room is set up (and in tests without a room): notices are dropped,
 * commands and snapshots throw, the drain has nothing to do.
 */
export const noRoom: RoomPort = {
  execute: async () => notUp(),
  snapshot: async () => notUp(),
  closeSpectators: () => undefined,
  auctionChanged: async () => undefined,
  onAuctionChanged: () => () => undefined,
  teamRegistered: async () => undefined,
  userSelfExcluded: async () => undefined,
  drain: async () => ({ leasesReleased: 0, tookMs: 0 }),
  stats: () => ({ socketConnections: 0, auctionLeases: 0 }),
};
