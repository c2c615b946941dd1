/**
 * How a room comes to know its auction: the row, the pool and the registered teams
 * (room.auction-repo.ts), then the event log replayed onto the engine's initial state, following
 * the audit chain (entries written before the chain existed get their hashes once, the same on any
 * node). A catch-up is the same read from the state a room already has.
 */
import { evolve, initialState, type AuctionState } from '@bidxi/engine';
import type { Db } from '../../db/client';
import {
  engineSettingsOf,
  loadSetup,
  type RoomAuctionRow,
  type RoomTeamRow,
} from './room.auction-repo';
import { chainStart, followChain } from './room.audit-log';
import { backfillHashes, loadEntriesAfter } from './room.repo';

/** A room's state read from the database: its log applied, and the audit chain's head after it. */
export interface LogState {
  state: AuctionState;
  /** The hash of the log's last entry (the chain's start for an empty log). */
  head: string;
}

/** An auction as a room loads it; `teams` are the database's, which the log may not hold yet. */
export interface LoadedRoom extends LogState {
  auction: RoomAuctionRow;
  teams: RoomTeamRow[];
}

/** Loads `auctionId` for its room; null if there is no such auction. */
export async function loadRoom(db: Db, auctionId: string): Promise<LoadedRoom | null> {
  const setup = await loadSetup(db, auctionId);
  if (!setup) return null;
  const start: LogState = {
    state: initialState({
      auctionId,
      players: setup.players,
      teams: [],
      settings: engineSettingsOf(setup.auction),
    }),
    head: chainStart(auctionId),
  };
  const log = (await readLogAfter(db, auctionId, start)) ?? start;
  return { ...log, auction: setup.auction, teams: setup.teams };
}

/**
 * The entries of `auctionId`'s log after `from.state.version`, applied to it; null when there are
 * none (the state is the log's).
 */
export async function readLogAfter(
  db: Db,
  auctionId: string,
  from: LogState,
): Promise<LogState | null> {
  const entries = await loadEntriesAfter(db, auctionId, from.state.version);
  if (entries.length === 0) return null;
  const { head, missing } = followChain(from.head, entries);
  await backfillHashes(db, auctionId, missing);
  return { state: entries.reduce((s, e) => evolve(s, e.event), from.state), head };
}
