// What callers ask the engine to do, named imperatively (STYLE.md "Naming"). `decide` judges each one
// against the state and a `now` (epoch ms) supplied by the caller.

/** Open the next queued player at its base price; the lot closes `lotWindowMs` later. */
export interface OpenLotCommand {
  readonly type: 'openLot';
}

/**
 * Bid `amountLakhs` (integer lakhs) for `teamId` on lot `lotId`. `expectedVersion` is the state
 * version the bidder saw; when given, a bid on any other version is refused `STALE_VERSION`.
 */
export interface PlaceBidCommand {
  readonly type: 'placeBid';
  readonly lotId: number;
  readonly teamId: string;
  readonly amountLakhs: number;
  readonly expectedVersion?: number;
}

/** Close lot `lotId` once `now ≥ closesAt`: sold to the highest bidder, else unsold. */
export interface CloseLotCommand {
  readonly type: 'closeLot';
  readonly lotId: number;
}

/** Team `teamId` pulls an UNSOLD player back into the queue (once per player). */
export interface PullBackCommand {
  readonly type: 'pullBack';
  readonly playerId: string;
  readonly teamId: string;
}

/** End bidding when no player is left to auction or every team has 11 players. */
export interface EndBiddingCommand {
  readonly type: 'endBidding';
}

/**
 * Add a team that registered while the auction runs (registration stays open until bidding ends,
 * ARCHITECTURE.md §4). `purseTotalLakhs` is the auction's budget in integer lakhs.
 */
export interface RegisterTeamCommand {
  readonly type: 'registerTeam';
  readonly teamId: string;
  readonly ownerId: string;
  readonly purseTotalLakhs: number;
  readonly isBot?: boolean;
}

/** Every command, discriminated on `type`. */
export type AuctionCommand =
  | OpenLotCommand
  | PlaceBidCommand
  | CloseLotCommand
  | PullBackCommand
  | EndBiddingCommand
  | RegisterTeamCommand;
