// Rule violations are returned values, never thrown (STYLE.md "Errors"). The codes mirror the
// protocol's error codes so the gateway can forward them unchanged.

/** Every way the engine can refuse a command. An `as const` map, not an enum (STYLE.md "Naming"). */
export const RuleErrorCode = {
  LOT_NOT_OPEN: 'LOT_NOT_OPEN',
  LOT_CLOSED: 'LOT_CLOSED',
  LOT_CHANGED: 'LOT_CHANGED',
  LOT_NOT_DUE: 'LOT_NOT_DUE',
  LOT_ALREADY_OPEN: 'LOT_ALREADY_OPEN',
  NOTHING_TO_OPEN: 'NOTHING_TO_OPEN',
  NOT_REGISTERED: 'NOT_REGISTERED',
  ALREADY_REGISTERED: 'ALREADY_REGISTERED',
  ALREADY_HIGHEST: 'ALREADY_HIGHEST',
  INVALID_AMOUNT: 'INVALID_AMOUNT',
  BID_TOO_LOW: 'BID_TOO_LOW',
  PURSE_EXCEEDED: 'PURSE_EXCEEDED',
  OVER_MAX_BID: 'OVER_MAX_BID',
  SQUAD_FULL: 'SQUAD_FULL',
  ROLE_LIMIT: 'ROLE_LIMIT',
  PULLBACK_USED: 'PULLBACK_USED',
  PLAYER_NOT_UNSOLD: 'PLAYER_NOT_UNSOLD',
  BIDDING_ENDED: 'BIDDING_ENDED',
  BIDDING_NOT_OVER: 'BIDDING_NOT_OVER',
  LOTS_NOT_STARTED: 'LOTS_NOT_STARTED',
  PAUSE_NOT_OVER: 'PAUSE_NOT_OVER',
  TIME_UP: 'TIME_UP',
  REORDER_WINDOW_OPEN: 'REORDER_WINDOW_OPEN',
  AUCTION_COMPLETED: 'AUCTION_COMPLETED',
  ALREADY_PASSED: 'ALREADY_PASSED',
  PLAYER_NOT_AVAILABLE: 'PLAYER_NOT_AVAILABLE',
  NO_MAX_BID: 'NO_MAX_BID',
  LOT_CLOSING: 'LOT_CLOSING',
  PAUSED: 'PAUSED',
  ALREADY_PAUSED: 'ALREADY_PAUSED',
  NOT_PAUSED: 'NOT_PAUSED',
  NOTHING_TO_UNDO: 'NOTHING_TO_UNDO',
  REASON_REQUIRED: 'REASON_REQUIRED',
  SALE_CHANGED: 'SALE_CHANGED',
  LOT_MOVED_ON: 'LOT_MOVED_ON',
  AUTOPILOT_OFF: 'AUTOPILOT_OFF',
} as const;

/** One of the {@link RuleErrorCode} values, e.g. `'BID_TOO_LOW'`. */
export type RuleErrorCode = (typeof RuleErrorCode)[keyof typeof RuleErrorCode];

/**
 * A refused command: a stable `code`, the user-facing `message` (the spec's text where the spec has
 * one, spec/auctions-and-room.md §5) and optional machine-readable `details` such as
 * `{ minLakhs: 225 }` or `{ closesAt: 1767225600000 }` (amounts in lakhs, instants in epoch ms).
 */
export interface RuleError {
  readonly code: RuleErrorCode;
  readonly message: string;
  readonly details?: Readonly<Record<string, string | number | null>>;
}

/** A failed rule check or decision: `{ ok: false, error }`. */
export interface Refusal {
  readonly ok: false;
  readonly error: RuleError;
}

/** The outcome of one rule check: `{ ok: true }` or a {@link Refusal}. */
export type RuleCheck = { readonly ok: true } | Refusal;

const DEFAULT_MESSAGES: Record<RuleErrorCode, string> = {
  LOT_NOT_OPEN: 'No player is up for bidding.',
  LOT_CLOSED: 'Time is up! Cannot place bid now.',
  LOT_CHANGED: 'The player you bid on is no longer up for bidding. Your bid was not placed.',
  LOT_NOT_DUE: 'The lot is still open.',
  LOT_ALREADY_OPEN: 'A player is already up for bidding.',
  NOTHING_TO_OPEN: 'No player is left to auction.',
  NOT_REGISTERED: 'You do not have a team in this auction.',
  ALREADY_REGISTERED: 'You are already registered',
  ALREADY_HIGHEST: 'You are already the highest bidder!',
  INVALID_AMOUNT: 'Bid amount must be a multiple of 0.05 Cr.',
  BID_TOO_LOW: 'Bid amount cannot be less than current bid!',
  PURSE_EXCEEDED: 'Not enough money in purse',
  OVER_MAX_BID: 'Over your max bid: keep enough purse to complete a valid XI.',
  SQUAD_FULL: 'Total players exceed the maximum allowed limit of 11.',
  ROLE_LIMIT: 'You cannot have more players of this type.',
  PULLBACK_USED: 'This player has already been pulled back once.',
  PLAYER_NOT_UNSOLD: 'Only an unsold player can be pulled back.',
  BIDDING_ENDED: 'Auction is Ended / All players have been sold',
  BIDDING_NOT_OVER: 'Players are still left to auction.',
  LOTS_NOT_STARTED: 'The auction has not started yet.',
  PAUSE_NOT_OVER: 'The next player comes up shortly.',
  TIME_UP: 'The auction has reached its end time.',
  REORDER_WINDOW_OPEN: 'Owners are still ordering their XI.',
  AUCTION_COMPLETED: 'The auction is over.',
  ALREADY_PASSED: 'You passed on this player.',
  PLAYER_NOT_AVAILABLE: 'This player is no longer available.',
  NO_MAX_BID: 'You have no max bid for this player.',
  LOT_CLOSING: 'Time is up! Cannot place bid now.',
  PAUSED: 'Paused by the organiser.',
  ALREADY_PAUSED: 'The auction is already paused.',
  NOT_PAUSED: 'The auction is not paused.',
  NOTHING_TO_UNDO: 'There is no sale to undo.',
  REASON_REQUIRED: 'Say why the sale is undone.',
  SALE_CHANGED:
    'This is no longer the last sale: another player was sold since. Nothing was undone.',
  LOT_MOVED_ON: 'Another player is up for bidding now. Nothing was changed.',
  AUTOPILOT_OFF: 'Autopilot is off for this team.',
};

/** Builds a {@link RuleError} with the code's default message unless `message` is given. */
export function ruleError(
  code: RuleErrorCode,
  details?: RuleError['details'],
  message: string = DEFAULT_MESSAGES[code],
): RuleError {
  return details === undefined ? { code, message } : { code, message, details };
}

/** Shorthand for a failed {@link RuleCheck}. */
export function refuse(
  code: RuleErrorCode,
  details?: RuleError['details'],
  message?: string,
): Refusal {
  return { ok: false, error: ruleError(code, details, message) };
}

/** The passing {@link RuleCheck}. */
export const PASS: RuleCheck = { ok: true };

/** Throws for a value the type system says cannot exist (a programmer bug, not a rule violation). */
export function assertNever(value: never, what: string): never {
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`);
}
