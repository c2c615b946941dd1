// Facts the engine has accepted, named in the past tense (STYLE.md "Naming"). `evolve` applies them
// on the server and in the web client; they are what the server stores and broadcasts.

/** A lot opened for `playerId` at its base price (integer lakhs); instants in epoch ms. */
export interface LotOpenedEvent {
  readonly type: 'lotOpened';
  readonly lotId: number;
  readonly playerId: string;
  readonly basePriceLakhs: number;
  readonly openedAt: number;
  readonly closesAt: number;
}

/** A bid was accepted `at` (epoch ms); the lot now closes at `closesAt`. */
export interface BidPlacedEvent {
  readonly type: 'bidPlaced';
  readonly lotId: number;
  readonly teamId: string;
  readonly amountLakhs: number;
  readonly at: number;
  readonly closesAt: number;
}

/** The lot closed with a highest bidder: the player joins `teamId`, whose purse drops by the amount. */
export interface LotSoldEvent {
  readonly type: 'lotSold';
  readonly lotId: number;
  readonly playerId: string;
  readonly teamId: string;
  readonly amountLakhs: number;
}

/** The lot closed without a bid: the player is UNSOLD. */
export interface LotUnsoldEvent {
  readonly type: 'lotUnsold';
  readonly lotId: number;
  readonly playerId: string;
}

/** An UNSOLD player was pulled back by `teamId` and is auctioned next after the current lot. */
export interface PlayerPulledBackEvent {
  readonly type: 'playerPulledBack';
  readonly playerId: string;
  readonly teamId: string;
}

/** Bidding finished `at` (epoch ms); the reorder window starts (ARCHITECTURE.md §4). */
export interface BiddingEndedEvent {
  readonly type: 'biddingEnded';
  readonly at: number;
}

/** A team joined the running auction with a full purse (integer lakhs) and no players. */
export interface TeamRegisteredEvent {
  readonly type: 'teamRegistered';
  readonly teamId: string;
  readonly ownerId: string;
  readonly purseTotalLakhs: number;
  readonly isBot: boolean;
}

/** Every event, discriminated on `type`. */
export type AuctionEvent =
  | LotOpenedEvent
  | BidPlacedEvent
  | LotSoldEvent
  | LotUnsoldEvent
  | PlayerPulledBackEvent
  | BiddingEndedEvent
  | TeamRegisteredEvent;
