// What callers ask the engine to do, named imperatively (STYLE.md "Naming"). `decide` judges each one
// against the state and a `now` (epoch ms) supplied by the caller.
import type { OrganiserCommand } from './organiser';

/** Open the next queued player at its base price; the lot closes `lotWindowMs` later. */
export interface OpenLotCommand {
  readonly type: 'openLot';
}

/**
 * Bid `amountLakhs` (integer lakhs) for `teamId` on lot `lotId`: the lot the bidder was looking at
 * when they decided. A bid for a lot that has closed is refused (`LOT_CLOSED` / `LOT_CHANGED`), so
 * it never lands on another lot; a bid that lost a race is refused by the amount rules.
 */
export interface PlaceBidCommand {
  readonly type: 'placeBid';
  readonly lotId: number;
  readonly teamId: string;
  readonly amountLakhs: number;
  /** The client's key for this bid: a double tap or a retry after a lost ack is one bid. */
  readonly key?: string;
  /** Placed by the team's autopilot (the lot clock), never by a client: refused once it is off. */
  readonly autopilot?: boolean;
}

/**
 * Turn team `teamId`'s autopilot on or off (rules/autopilot.ts). `reason`: OWNER (the owner's
 * toggle, the default) or AWAY (the server, after a lot with no connection from the owner).
 * `capLakhs`: the owner's optional ceiling for any one player (integer lakhs, a multiple of 5).
 */
export interface SetAutopilotCommand {
  readonly type: 'setAutopilot';
  readonly teamId: string;
  readonly enabled: boolean;
  readonly reason?: 'OWNER' | 'AWAY';
  readonly capLakhs?: number;
}

/**
 * Set team `teamId`'s confidential maximum for player `playerId` (integer lakhs): the server bids
 * for the team, at the lowest increment needed, up to it (rules/proxy.ts). Replaces an earlier one.
 */
export interface SetMaxBidCommand {
  readonly type: 'setMaxBid';
  readonly teamId: string;
  readonly playerId: string;
  readonly maxLakhs: number;
}

/** Withdraw team `teamId`'s maximum for player `playerId`. */
export interface CancelMaxBidCommand {
  readonly type: 'cancelMaxBid';
  readonly teamId: string;
  readonly playerId: string;
}

/** Team `teamId` is not interested in lot `lotId` ("Not interested"): it bids no more on it. */
export interface PassCommand {
  readonly type: 'pass';
  readonly teamId: string;
  readonly lotId: number;
}

/** Close lot `lotId` once `now ≥ closesAt`: sold to the highest bidder, else unsold. */
export interface CloseLotCommand {
  readonly type: 'closeLot';
  readonly lotId: number;
}

/**
 * Give the open lot `lotId` a new window: `bidWindowMs` from now. `RECOVERY`: its close fell inside an
 * outage (no node ran the clock), so nobody could bid in its last seconds.
 */
export interface ExtendLotCommand {
  readonly type: 'extendLot';
  readonly lotId: number;
  readonly reason: LotExtensionReason;
}

/** Why a lot's window was extended: after an outage, or by the organiser. */
export type LotExtensionReason = 'RECOVERY' | 'ORGANISER';

/** Team `teamId` pulls an UNSOLD player back into the queue (once per player). */
export interface PullBackCommand {
  readonly type: 'pullBack';
  readonly playerId: string;
  readonly teamId: string;
}

/** End bidding: no player left, every team has 11, or the scheduled end has come. */
export interface EndBiddingCommand {
  readonly type: 'endBidding';
}

/** Complete the auction once the reorder window is over. */
export interface CompleteAuctionCommand {
  readonly type: 'completeAuction';
}

/**
 * Add a registered team (registration stays open until bidding ends, ARCHITECTURE.md §4).
 * `purseTotalLakhs` is the auction's budget in integer lakhs; the name fields are display only
 * (defaults: the team id, the owner id, no image).
 */
export interface RegisterTeamCommand {
  readonly type: 'registerTeam';
  readonly teamId: string;
  readonly ownerId: string;
  readonly purseTotalLakhs: number;
  readonly isBot?: boolean;
  readonly name?: string;
  readonly ownerName?: string;
  readonly imageUrl?: string | null;
}

/** The organiser's controls: declared with their rule (organiser.ts). */
export type { OrganiserCommand } from './organiser';

/** Every command, discriminated on `type`. */
export type AuctionCommand =
  | OpenLotCommand
  | PlaceBidCommand
  | SetMaxBidCommand
  | CancelMaxBidCommand
  | SetAutopilotCommand
  | PassCommand
  | CloseLotCommand
  | ExtendLotCommand
  | PullBackCommand
  | EndBiddingCommand
  | CompleteAuctionCommand
  | RegisterTeamCommand
  | OrganiserCommand;
