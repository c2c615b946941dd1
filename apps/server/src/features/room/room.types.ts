/**
 * What the room needs to know about an auction, its pool and its teams, and where it writes its
 * projections. `RoomStore` is implemented against the auctions tables (room.store.ts); the runner,
 * clock and gateway only see these shapes.
 */
import type { AuctionEvent, PlayerInput } from '@bidxi/engine';
import type { Db, DbOrTx } from '../../db/client';

export type AuctionStatus = 'SCHEDULED' | 'LIVE' | 'COMPLETED' | 'CANCELLED';

/** The auction as the room uses it. Instants in epoch ms, amounts in integer lakhs. */
export interface RoomAuction {
  id: string;
  title: string;
  status: AuctionStatus;
  startsAtMs: number;
  endsAtMs: number;
  isEndTimeUpdated: boolean;
  budgetLimitLakhs: number;
  lotWindowMs: number;
  bidWindowMs: number;
  pauseBetweenLotsMs: number;
  /** Lots start at `startsAtMs + lobbyMs` (ARCHITECTURE.md §4: 5 min by default). */
  lobbyMs: number;
  reorderWindowMs: number;
}

/** A registered team with what the room shows of it. */
export interface RoomTeamInfo {
  teamId: string;
  ownerId: string;
  ownerName: string;
  name: string;
  imageUrl: string | null;
  isBot: boolean;
  purseTotalLakhs: number;
}

export interface RoomSetup {
  auction: RoomAuction;
  /** The pool as the engine takes it (ids are auction-player ids). */
  players: PlayerInput[];
  playerImages: Record<string, string | null>;
  teams: RoomTeamInfo[];
}

export interface RoomStore {
  loadSetup(db: DbOrTx, auctionId: string): Promise<RoomSetup | null>;
  loadAuction(db: DbOrTx, auctionId: string): Promise<RoomAuction | null>;
  loadTeams(db: DbOrTx, auctionId: string): Promise<RoomTeamInfo[]>;
  /** Writes what the events change (player status, purses, end time) in the command's transaction. */
  project(tx: DbOrTx, auction: RoomAuction, events: readonly AuctionEvent[]): Promise<void>;
  /** LIVE → COMPLETED once (a conditional update); true if this call did it. */
  completeAuction(db: Db, auctionId: string, now: Date): Promise<boolean>;
  listLiveAuctionIds(db: DbOrTx): Promise<string[]>;
}
