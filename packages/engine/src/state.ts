// The auction's state as the engine sees it: the pool, the queue of lots, the open lot and each
// team's book. Plain JSON-compatible data so the web client can hold the same value.
import type { OrganiserLotFields } from './organiser';
import type { PlayerType } from './player-type';

/**
 * Where the auction stands. WAITING: no lot opened yet; BETWEEN_LOTS: after a close; BIDDING_ENDED:
 * the reorder window (ARCHITECTURE.md §4); COMPLETED: the window is over and the auction is scored.
 */
export type AuctionPhase = 'WAITING' | 'LOT_OPEN' | 'BETWEEN_LOTS' | 'BIDDING_ENDED' | 'COMPLETED';

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
  /** The player's picture (display only, carried unchanged), or null. */
  readonly imageUrl?: string | null;
}

/** An accepted bid as the lot remembers it: team, amount (integer lakhs), instant (epoch ms). */
export interface LotBid {
  readonly teamId: string;
  readonly amountLakhs: number;
  readonly at: number;
  /** Placed by the server for the team's max bid (proxy), not by a tap. */
  readonly proxy?: boolean;
  /** Placed by the team's autopilot, not by a tap. */
  readonly autopilot?: boolean;
}

/**
 * Why a team's autopilot was turned on or off: OWNER (the owner's toggle), AWAY (the server, after the
 * owner had no connection for a whole lot), OWNER_BID (off: the owner bid themselves).
 */
export type AutopilotReason = 'OWNER' | 'AWAY' | 'OWNER_BID';

/**
 * A team's autopilot while it is on (rules/autopilot.ts): the engine bids for the team on players its
 * XI still needs. `since` is when it was turned on (epoch ms). `capLakhs`, the owner's optional
 * ceiling for any one player, is confidential like a max bid (`redactState`).
 */
export interface AutopilotEntry {
  readonly since: number;
  readonly reason: AutopilotReason;
  readonly capLakhs?: number;
}

/** A team's confidential maximum for a player: the server bids for it up to `maxLakhs`. */
export interface ProxyMax {
  readonly teamId: string;
  readonly maxLakhs: number;
  /** When it was set (epoch ms): of two equal maxima the earlier wins. */
  readonly setAt: number;
}

/** A sale as the organiser may undo it. */
export interface LastSale {
  readonly lotId: number;
  readonly playerId: string;
  readonly teamId: string;
  readonly amountLakhs: number;
}

/** How many accepted bids a lot keeps in `recentBids` (the room's "last bids" list). */
export const RECENT_BIDS_MAX = 10;

/**
 * The open lot. `lotId` counts lots opened in this auction from 1. Instants are epoch ms. What the
 * organiser's controls keep on it is declared with them (`OrganiserLotFields`, organiser.ts).
 */
export interface Lot extends OrganiserLotFields {
  readonly lotId: number;
  readonly playerId: string;
  readonly basePriceLakhs: number;
  readonly openedAt: number;
  /**
   * Bids are accepted while `now < closesAt`; each accepted bid moves it to `bidAt + bidWindowMs`,
   * never before {@link OrganiserLotFields.closesNoEarlierThan}.
   */
  readonly closesAt: number;
  /** `null` until the first bid. */
  readonly currentBidLakhs: number | null;
  readonly highestTeamId: string | null;
  readonly bidCount: number;
  readonly lastBidAt?: number;
  /** The last {@link RECENT_BIDS_MAX} accepted bids of this lot, newest first. */
  readonly recentBids: readonly LotBid[];
  /** Teams that passed on this lot ("Not interested"): they bid no more on it. */
  readonly passedTeamIds: readonly string[];
  /** `teamId:key` of every accepted bid that carried a client key: a retry is one bid. */
  readonly bidKeys: readonly string[];
}

/** A player bought by a team, at `priceLakhs`. */
export interface SquadEntry {
  readonly playerId: string;
  readonly type: PlayerType;
  readonly priceLakhs: number;
}

/**
 * A team's purse (integer lakhs) and squad, in purchase order, with what the room shows of it
 * (`name`, `ownerName`, `imageUrl`: display only, fixed at registration).
 */
export interface TeamBook {
  readonly teamId: string;
  readonly ownerId: string;
  readonly name: string;
  readonly ownerName: string;
  readonly imageUrl: string | null;
  readonly purseTotalLakhs: number;
  /** Always `purseTotalLakhs − Σ squad prices`, never negative. */
  readonly purseRemainingLakhs: number;
  readonly squad: readonly SquadEntry[];
  /** A practice bot: ranked but never paid (see `distributePrizes`). */
  readonly isBot: boolean;
}

/** The auction's timing (ARCHITECTURE.md §4): windows in milliseconds, instants in epoch ms. */
export interface AuctionSettings {
  /** How long a lot stays open without bids. Default 20 s. */
  readonly lotWindowMs: number;
  /** After an accepted bid the lot closes `bidWindowMs` later. Default 15 s. */
  readonly bidWindowMs: number;
  /** The pause between a close and the next open. Default 3 s. */
  readonly pauseBetweenLotsMs: number;
  /** How long owners may order their XI once bidding has ended. Default 10 min. */
  readonly reorderWindowMs: number;
  /** No lot opens before this instant (the auction's start plus its lobby). Default 0. */
  readonly lotsStartAt: number;
  /**
   * The auction's scheduled end: no lot opens at or after it, and bidding ends there when no lot is
   * open (a lot already open runs to its close). `null`: no scheduled end.
   */
  readonly scheduledEndAt: number | null;
  /** Once every team but the leader is out of a lot, it closes within this long. Default 3 s. */
  readonly earlyCloseMs: number;
}

/** The defaults of ARCHITECTURE.md §4: 20 s lot window, 15 s bid window, 3 s pause, 10 min reorder window. */
export const DEFAULT_SETTINGS: AuctionSettings = {
  lotWindowMs: 20_000,
  bidWindowMs: 15_000,
  pauseBetweenLotsMs: 3_000,
  reorderWindowMs: 600_000,
  lotsStartAt: 0,
  scheduledEndAt: null,
  earlyCloseMs: 3_000,
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
  /**
   * Confidential max bids by player id (AVAILABLE players only). Clients receive only their own
   * (`redactState`): a maximum is never shown to another team.
   */
  readonly proxies: Readonly<Record<string, readonly ProxyMax[]>>;
  /**
   * Teams on autopilot, by team id (absent: off). Whether a team is on is public; its `capLakhs` is
   * shown to its own owner only (`redactState`).
   */
  readonly autopilot: Readonly<Record<string, AutopilotEntry>>;
  readonly settings: AuctionSettings;
  /** When the last lot closed (epoch ms), or `null`: the next opens `pauseBetweenLotsMs` later. */
  readonly lastClosedAt: number | null;
  /** When bidding ended (epoch ms), or `null`. The reorder window starts here. */
  readonly biddingEndedAt: number | null;
  /** `biddingEndedAt + reorderWindowMs`, or `null`: the auction completes then. */
  readonly reorderEndsAt: number | null;
  /** When the auction completed (epoch ms), or `null`. */
  readonly completedAt: number | null;
  /** When the organiser paused the auction (epoch ms), or `null` while it runs. */
  readonly pausedAt: number | null;
  /** The last sale, which the organiser may undo (`null` once undone or before any sale). */
  readonly lastSale: LastSale | null;
  /** The number of events applied since `initialState`; every event adds one. */
  readonly version: number;
}
