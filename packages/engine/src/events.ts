// Facts the engine has accepted, named in the past tense (STYLE.md "Naming"). `evolve` applies them
// on the server and in the web client; they are what the server stores and broadcasts. Instants are
// epoch ms, amounts integer lakhs.
import type { OrganiserEvent } from './organiser';
import type { AutopilotReason } from './state';

export type {
  AuctionPausedEvent,
  AuctionResumedEvent,
  OrganiserEvent,
  SaleUndoneEvent,
} from './organiser';

/** A lot opened for `playerId` at its base price. */
export interface LotOpenedEvent {
  readonly type: 'lotOpened';
  readonly lotId: number;
  readonly playerId: string;
  readonly basePriceLakhs: number;
  readonly openedAt: number;
  readonly closesAt: number;
}

/** A bid was accepted `at`; the lot now closes at `closesAt`. */
export interface BidPlacedEvent {
  readonly type: 'bidPlaced';
  readonly lotId: number;
  readonly teamId: string;
  readonly amountLakhs: number;
  readonly at: number;
  readonly closesAt: number;
  /** Placed by the server for the team's max bid. */
  readonly proxy?: boolean;
  /** The client's key of the bid (idempotency). */
  readonly key?: string;
  /** Placed by the team's autopilot. */
  readonly autopilot?: true;
}

/**
 * Team `teamId`'s autopilot was turned on or off `at` (reason: see `AutopilotReason`). Public, but
 * `capLakhs` is confidential: other teams receive the event without it (`redactEvent`).
 */
export interface AutopilotSetEvent {
  readonly type: 'autopilotSet';
  readonly teamId: string;
  readonly enabled: boolean;
  readonly reason: AutopilotReason;
  readonly at: number;
  readonly capLakhs?: number;
}

/** Team `teamId` set its confidential maximum for `playerId` `at`. Confidential: see `redactEvent`. */
export interface MaxBidSetEvent {
  readonly type: 'maxBidSet';
  readonly teamId: string;
  readonly playerId: string;
  readonly maxLakhs: number;
  readonly at: number;
}

/** Team `teamId` withdrew its maximum for `playerId`. Confidential: see `redactEvent`. */
export interface MaxBidCancelledEvent {
  readonly type: 'maxBidCancelled';
  readonly teamId: string;
  readonly playerId: string;
  readonly at: number;
}

/** Team `teamId` passed on lot `lotId` `at`; its maximum for the player goes. */
export interface TeamPassedEvent {
  readonly type: 'teamPassed';
  readonly lotId: number;
  readonly teamId: string;
  readonly at: number;
}

/** Every team but the leader is out of lot `lotId`: it now closes at `closesAt` (sooner). */
export interface LotEndingEarlyEvent {
  readonly type: 'lotEndingEarly';
  readonly lotId: number;
  readonly at: number;
  readonly closesAt: number;
}

/** A bid the room refused: the team (null: no team), lot, amount, reason and receipt time. */
export interface RefusedAttempt {
  readonly teamId: string | null;
  readonly lotId: number | null;
  readonly amountLakhs: number | null;
  readonly code: string;
  readonly at: number;
  /** How many attempts this stands for (a flood over the room's budget is counted, not listed). */
  readonly attempts?: number;
}

/**
 * Bids the room refused since the last entry, recorded in the log so its record of the auction is
 * whole (every bid attempt is in the audit log). Changes nothing else.
 */
export interface BidsRefusedEvent {
  readonly type: 'bidsRefused';
  readonly attempts: readonly RefusedAttempt[];
}

/**
 * A confidential event of another team (a max bid), as clients other than its owner receive it:
 * only its place in the log. `evolve` counts it and changes nothing else.
 */
export interface RedactedEvent {
  readonly type: 'redacted';
}

/**
 * The open lot's window was extended `at`: it now closes at `closesAt`. RECOVERY after an outage
 * (`ExtendLotCommand`), ORGANISER when an admin (`by`) added time.
 */
export interface LotExtendedEvent {
  readonly type: 'lotExtended';
  readonly lotId: number;
  readonly at: number;
  readonly closesAt: number;
  readonly reason: 'RECOVERY' | 'ORGANISER';
  readonly by?: string;
}

/** The lot closed `at` with a highest bidder: the player joins `teamId`, whose purse drops by the amount. */
export interface LotSoldEvent {
  readonly type: 'lotSold';
  readonly lotId: number;
  readonly playerId: string;
  readonly teamId: string;
  readonly amountLakhs: number;
  readonly at: number;
}

/** The lot closed `at` without a sale: the player is UNSOLD (SKIPPED: the organiser `by` skipped it). */
export interface LotUnsoldEvent {
  readonly type: 'lotUnsold';
  readonly lotId: number;
  readonly playerId: string;
  readonly at: number;
  readonly reason?: 'SKIPPED';
  readonly by?: string;
}

/** An UNSOLD player was pulled back by `teamId` and is auctioned next after the current lot. */
export interface PlayerPulledBackEvent {
  readonly type: 'playerPulledBack';
  readonly playerId: string;
  readonly teamId: string;
}

/**
 * Bidding finished `at`; the reorder window runs until `at + reorderWindowMs` (ARCHITECTURE.md §4).
 * `by`: the organiser ended the auction early.
 */
export interface BiddingEndedEvent {
  readonly type: 'biddingEnded';
  readonly at: number;
  readonly by?: string;
}

/** The reorder window is over: the auction completed `at` and is scored. */
export interface AuctionCompletedEvent {
  readonly type: 'auctionCompleted';
  readonly at: number;
}

/** A team joined the auction with a full purse and no players; name fields are display only. */
export interface TeamRegisteredEvent {
  readonly type: 'teamRegistered';
  readonly teamId: string;
  readonly ownerId: string;
  readonly purseTotalLakhs: number;
  readonly isBot: boolean;
  readonly name: string;
  readonly ownerName: string;
  readonly imageUrl: string | null;
}

/** Every event, discriminated on `type`. */
export type AuctionEvent =
  | LotOpenedEvent
  | BidPlacedEvent
  | MaxBidSetEvent
  | MaxBidCancelledEvent
  | AutopilotSetEvent
  | TeamPassedEvent
  | LotEndingEarlyEvent
  | RedactedEvent
  | BidsRefusedEvent
  | LotExtendedEvent
  | LotSoldEvent
  | LotUnsoldEvent
  | PlayerPulledBackEvent
  | BiddingEndedEvent
  | AuctionCompletedEvent
  | TeamRegisteredEvent
  | OrganiserEvent;
