/** The runner's types: what it takes, what it answers, what it publishes (room.runner.ts). */
import type { AuctionEvent, AuctionState } from '@bidxi/engine';
import type { Db } from '../../db/client';
import type { RoomCommandResult, RoomError } from '../../platform/room-port';
import type { Clock } from '../../platform/clock';
import type { RoomAuctionRow } from './room.auction-repo';
import type { RoomCommand } from './room.commands';
import type { CommitStep } from './room.commit';

/** What a runner is asked to run (room.commands.ts). */
export type CommandInput = RoomCommand;

export type CommandResult = RoomCommandResult;
export type { RoomError };

/**
 * The runner's view of its auction: the engine state, the row it was built from, and the hash of
 * the log's last entry (the audit chain's head; room.audit-log.ts).
 */
export interface RunnerView {
  state: AuctionState;
  auction: RoomAuctionRow;
  headHash: string;
}

/** What committed: published by the node that committed it (broadcasts, the clock, scoring). */
export interface Committed extends RunnerView {
  events: readonly AuctionEvent[];
  /** Each event with the state before and after it (room.commit.ts: evolved once). */
  steps: readonly CommitStep[];
  before: AuctionState;
}

export interface RunnerDeps {
  db: Db;
  clock: Clock;
  /** After a commit of this node, inside the queue (awaited: completion scores before it publishes). */
  onCommit(committed: Committed): void | Promise<void>;
  /** After the state moved by a catch-up (events other nodes committed). */
  onCaughtUp?(view: RunnerView): void;
}
