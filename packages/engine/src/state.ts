// The auction's state as the engine sees it: the pool, the queue of lots, the open lot and each
// team's book. Plain JSON-compatible data so the web client can hold the same value.
import type { PlayerType } from './player-type';

/** Where the auction stands. WAITING: no lot opened yet; BETWEEN_LOTS: after a close. */
export type AuctionPhase = 'WAITING' | 'LOT_OPEN' | 'BETWEEN_LOTS' | 'BIDDING_ENDED';

/** A player's auction status (spec/auctions-and-room.md §4 "Player status"). */
export type PlayerStatus = 'AVAILABLE' | 'SOLD' | 'UNSOLD';

/** A player of the auction's pool. Amounts in integer lakhs; points as in the sheet. */
export interface PoolPlayer {
  readonly id: string;
  readonly name: string;
  readonly type: PlayerType;
  /** The number in the sheet's type cell; lots run group 1 first. */
  readonly lotGroup: number;
  /** 0-based row of the sheet; the last tie-break of the lot order. */
  readonly sheetIndex: number;
  readonly basePriceLakhs: number;
  readonly bonus: number;
  /** Points for batting-order slots 1–11: `slotPoints[slot - 1]`. Exactly 11 entries. */
  readonly slotPoints: readonly number[];
  readonly status: PlayerStatus;
  readonly soldToTeamId?: string;
  readonly soldForLakhs?: number;
  /** Whether the player has used the one pull-back (ARCHITECTURE.md §4). */
  readonly isPullBackOnce: boolean;
}

/** The open lot. `lotId` counts lots opened in this auction from 1. Instants are epoch ms. */
export interface Lot {
  readonly lotId: number;
  readonly playerId: string;
  readonly basePriceLakhs: number;
  readonly openedAt: number;
  /** Bids are accepted while `now < closesAt`; each accepted bid moves it to `bidAt + bidWindowMs`. */
  readonly closesAt: number;
  /** `null` until the first bid. */
  readonly currentBidLakhs: number | null;
  readonly highestTeamId: string | null;
  readonly bidCount: number;
  readonly lastBidAt?: number;
}

/** A player bought by a team, at `priceLakhs`. */
export interface SquadEntry {
  readonly playerId: string;
  readonly type: PlayerType;
  readonly priceLakhs: number;
}

/** A team's purse (integer lakhs) and squad, in purchase order. */
export interface TeamBook {
  readonly teamId: string;
  readonly ownerId: string;
  readonly purseTotalLakhs: number;
  /** Always `purseTotalLakhs − Σ squad prices`, never negative. */
  readonly purseRemainingLakhs: number;
  readonly squad: readonly SquadEntry[];
  /** A practice bot: ranked but never paid (see `distributePrizes`). */
  readonly isBot: boolean;
}

/** Lot timing in milliseconds (ARCHITECTURE.md §4). */
export interface AuctionSettings {
  /** How long a lot stays open without bids. Default 20 s. */
  readonly lotWindowMs: number;
  /** After an accepted bid the lot closes `bidWindowMs` later. Default 15 s. */
  readonly bidWindowMs: number;
  /** The runner's pause between a close and the next open. Default 3 s; not enforced here. */
  readonly pauseBetweenLotsMs: number;
}

/** The defaults of ARCHITECTURE.md §4: 20 s lot window, 15 s bid window, 3 s pause. */
export const DEFAULT_SETTINGS: AuctionSettings = {
  lotWindowMs: 20_000,
  bidWindowMs: 15_000,
  pauseBetweenLotsMs: 3_000,
};

/** Everything `decide` needs to judge a command and `evolve` produces from an event. */
export interface AuctionState {
  readonly auctionId: string;
  readonly phase: AuctionPhase;
  readonly players: Readonly<Record<string, PoolPlayer>>;
  /** AVAILABLE players still to be auctioned, next first. Excludes the open lot's player. */
  readonly queue: readonly string[];
  readonly currentLot: Lot | null;
  /** The id of the last lot opened; 0 before the first. */
  readonly lastLotId: number;
  readonly teams: Readonly<Record<string, TeamBook>>;
  readonly settings: AuctionSettings;
  /** When bidding ended (epoch ms), or `null`. The reorder window starts here. */
  readonly biddingEndedAt: number | null;
  /** The number of events applied since `initialState`; every event adds one. */
  readonly version: number;
}
