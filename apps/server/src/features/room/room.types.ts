/** The room's types: what it takes, what it answers, what it publishes (room.ts). */
import type { AuctionEvent, AuctionState, RoomRequest } from '@bidxi/engine';
import type { Db } from '../../db/client';
import type { RoomCommandResult, RoomError } from '../../platform/room-port';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock, Timers } from '../../platform/clock';
import type { RoomAuctionRow } from './room.auction-repo';
import type { CommitStep } from './room.commit';

/** What a room is asked to run: an engine command or a participant's request (engine intents.ts). */
export type CommandInput = RoomRequest;

export type CommandResult = RoomCommandResult;
export type { RoomError };

/**
 * The room's view of its auction: the engine state, the row it was built from, and the hash of
 * the log's last entry (the audit chain's head).
 */
export interface RoomView {
  state: AuctionState;
  auction: RoomAuctionRow;
  headHash: string;
}

/** What committed: published by the node that committed it (broadcasts, the clock, scoring). */
export interface Committed extends RoomView {
  events: readonly AuctionEvent[];
  /** Each event with the state before and after it (room.commit.ts: evolved once). */
  steps: readonly CommitStep[];
  before: AuctionState;
  /** Users with a socket in the room on any node when it committed (the room size counts them). */
  presentUserIds: ReadonlySet<string>;
}

/** What a room is made with: its ports (the database, time, the log) and how it publishes. */
export interface RoomDeps {
  db: Db;
  clock: Clock;
  /** The lot clock's timers (tests pass fake timers on a fake clock). */
  timers: Timers;
  log: FastifyBaseLogger;
  /** True when other nodes may append to the room's log (the lot clock's close grace applies). */
  isMultiNode: boolean;
  /** Tells the world of a commit of this room (room.publish.ts), awaited inside its queue. */
  publish(committed: Committed): void | Promise<void>;
}
