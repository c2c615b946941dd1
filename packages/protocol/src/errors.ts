/**
 * Error codes shared by the server and the web app (ARCHITECTURE.md §6). Every HTTP error body is
 * `{ error: { code, message } }`; every failed socket ack is `{ success: false, error: { code, message } }`.
 * The engine's rule codes (`RuleErrorCode`) are part of the map. The web app maps codes to the spec's
 * user-facing texts in one place and never matches message text.
 */
import { RuleErrorCode } from '@bidxi/engine';

export const ErrorCode = {
  ...RuleErrorCode,
  VALIDATION: 'VALIDATION',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  INTERNAL: 'INTERNAL',
  // accounts
  USER_EXISTS: 'USER_EXISTS',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  USER_BANNED: 'USER_BANNED',
  NOT_ADMIN: 'NOT_ADMIN',
  RESET_LINK_INVALID: 'RESET_LINK_INVALID',
  // wallet
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  ALREADY_RESOLVED: 'ALREADY_RESOLVED',
  DUPLICATE_UTR: 'DUPLICATE_UTR',
  // auctions, pools, teams, content
  AUCTION_NOT_FOUND: 'AUCTION_NOT_FOUND',
  AUCTION_NOT_SCHEDULED: 'AUCTION_NOT_SCHEDULED',
  INVALID_STATUS_CHANGE: 'INVALID_STATUS_CHANGE',
  INVALID_END_TIME: 'INVALID_END_TIME',
  START_IN_PAST: 'START_IN_PAST',
  REGISTRATIONS_EXIST: 'REGISTRATIONS_EXIST',
  IMAGE_NOT_FOUND: 'IMAGE_NOT_FOUND',
  INVALID_PLAYER_ROWS: 'INVALID_PLAYER_ROWS',
  PLAYER_NOT_FOUND: 'PLAYER_NOT_FOUND',
  ALREADY_REGISTERED: 'ALREADY_REGISTERED',
  REGISTRATION_CLOSED: 'REGISTRATION_CLOSED',
  NOT_PARTICIPANT: 'NOT_PARTICIPANT',
  CONTENT_NOT_FOUND: 'CONTENT_NOT_FOUND',
  /** 422: practice bots in an auction with a registration fee: bots play only in ₹0 auctions. */
  BOTS_NEED_FREE_AUCTION: 'BOTS_NEED_FREE_AUCTION',
  /** 429: the user has started as many practice auctions as a day allows. */
  PRACTICE_LIMIT: 'PRACTICE_LIMIT',
  /** 403: a practice auction belongs to one player; nobody else may register for it. */
  PRACTICE_PRIVATE: 'PRACTICE_PRIVATE',
  /** 422: an amount under the minimum ('Invalid, recharge amount' / 'Invalid, withdrawal amount'). */
  INVALID_AMOUNT: 'INVALID_AMOUNT',
  /** 422: a recharge over ₹10,000. */
  AMOUNT_TOO_HIGH: 'AMOUNT_TOO_HIGH',
  /** 422: a withdrawal without a UPI id or a verified mobile. */
  PAYMENT_INFO_REQUIRED: 'PAYMENT_INFO_REQUIRED',
  /** 422: a withdrawal without Aadhaar and PAN on file. */
  KYC_REQUIRED: 'KYC_REQUIRED',
  /** 403: a recharge, withdrawal, KYC or UPI call on a play-money deployment (MONEY_MODE=play). */
  PLAY_MONEY_MODE: 'PLAY_MONEY_MODE',
  /** 422: the same Idempotency-Key sent again with a different body. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** 422: an admin resolve of an entry that is not a RECHARGE or WITHDRAWAL request. */
  NOT_A_WALLET_REQUEST: 'NOT_A_WALLET_REQUEST',
  // responsible gaming (features/gaming)
  /** 422: a recharge that would take today's (India day) pending + approved recharges over the daily limit. */
  RECHARGE_LIMIT_EXCEEDED: 'RECHARGE_LIMIT_EXCEEDED',
  /** 403: a self-excluded user registering, recharging or joining a room as a bidder (until the end, IST). */
  SELF_EXCLUDED: 'SELF_EXCLUDED',
  /** 403: a money action (recharge, paid registration) before the user confirmed being 18+. */
  AGE_NOT_CONFIRMED: 'AGE_NOT_CONFIRMED',
  // profile, KYC and phone OTP
  /** 422: an upload that is not a JPEG, PNG or WebP image, or is damaged. */
  INVALID_IMAGE: 'INVALID_IMAGE',
  /** 422: a mobile number sent to payment details; it is set only by OTP verification. */
  MOBILE_VIA_OTP: 'MOBILE_VIA_OTP',
  /** 409: the mobile number is verified on another account. */
  MOBILE_IN_USE: 'MOBILE_IN_USE',
  /** 422: a wrong OTP ('Invalid OTP. Please try again.'). */
  OTP_INVALID: 'OTP_INVALID',
  /** 422: the OTP is older than 10 minutes. */
  OTP_EXPIRED: 'OTP_EXPIRED',
  /** 422: the OTP was already used. */
  OTP_USED: 'OTP_USED',
  /** 422: 5 wrong tries: the code is dead; request a new one. */
  OTP_ATTEMPTS_EXCEEDED: 'OTP_ATTEMPTS_EXCEEDED',
  /** 422: no OTP was requested (verify or resend without a pending code). */
  OTP_NOT_FOUND: 'OTP_NOT_FOUND',
  /** 429: a new code asked for within 60 s of the last one (`retryAfterSeconds` in the body). */
  OTP_RESEND_TOO_SOON: 'OTP_RESEND_TOO_SOON',
  /** 429: the 4th code within 15 minutes for a phone or an account (`retryAfterSeconds` in the body). */
  OTP_SEND_LIMIT: 'OTP_SEND_LIMIT',
  // results: squad order, scoring, standings
  /** 404: no team for that user / id in the auction ('No team data found'). */
  TEAM_NOT_FOUND: 'TEAM_NOT_FOUND',
  /** 403: only the team's owner may reorder it. */
  NOT_TEAM_OWNER: 'NOT_TEAM_OWNER',
  /** 422: reordering opens when bidding has ended (the reorder window has not started). */
  REORDER_NOT_OPEN: 'REORDER_NOT_OPEN',
  /** 422: the reorder window is over (the auction ended or completed). */
  REORDER_CLOSED: 'REORDER_CLOSED',
  /** 422: the team is not a valid XI ('Invalid Update Request! Check team composition or try again!'). */
  INVALID_TEAM_COMPOSITION: 'INVALID_TEAM_COMPOSITION',
  /** 422: the order is not exactly the team's players, each once. */
  INVALID_PRIORITY_ORDER: 'INVALID_PRIORITY_ORDER',
  /** 409: the auction has not been scored yet (results come when it completes). */
  RESULTS_NOT_READY: 'RESULTS_NOT_READY',
  // the live room (besides the engine's rule codes)
  /** Another device holds this user's session in the auction ('Previous session not terminated!'). */
  PREVIOUS_SESSION: 'PREVIOUS_SESSION',
  /** This socket's session was taken over by another device of the same user. */
  SESSION_TAKEN_OVER: 'SESSION_TAKEN_OVER',
  /** The client's protocol version is older / newer than the server's: reload. */
  CLIENT_TOO_OLD: 'CLIENT_TOO_OLD',
  SERVER_TOO_OLD: 'SERVER_TOO_OLD',
  /** An event name the room does not know. */
  UNKNOWN_EVENT: 'UNKNOWN_EVENT',
  /** The room could not take the command after several tries (nodes racing); try again. */
  BUSY: 'BUSY',
  /** `getEventsSince` was asked for more events than it returns: ask for `getRoomState`. */
  GAP_TOO_LARGE: 'GAP_TOO_LARGE',
  /** This socket sent more room events than its budget allows. */
  TOO_MANY_EVENTS: 'TOO_MANY_EVENTS',
  // audit log, spectators
  /** 409: the whole audit log is published once the auction has completed. */
  AUCTION_NOT_COMPLETED: 'AUCTION_NOT_COMPLETED',
  /** A spectator link that is off, replaced, or not this auction's. */
  SPECTATOR_LINK_INVALID: 'SPECTATOR_LINK_INVALID',
  /**
   * Socket handshake refused: the node is draining before a restart (the client reconnects, and the
   * load balancer sends it to another node).
   */
  SERVER_RESTARTING: 'SERVER_RESTARTING',
  /** As many spectators as the auction allows are watching (config SPECTATORS_PER_AUCTION). */
  SPECTATORS_FULL: 'SPECTATORS_FULL',
  /** A spectator may watch the room, not act in it (bid, chat, pull back). */
  READ_ONLY: 'READ_ONLY',
  // leagues
  /** 404: no league has this invite code (unknown, or rotated by its organiser). */
  LEAGUE_NOT_FOUND: 'LEAGUE_NOT_FOUND',
  /** 409: every seat of the league is taken. */
  LEAGUE_FULL: 'LEAGUE_FULL',
  /** 429: the player already runs as many upcoming or live leagues as allowed. */
  LEAGUE_LIMIT: 'LEAGUE_LIMIT',
  /** 422: the pool cannot give every team a valid XI (`shortfall` per type in the body). */
  POOL_SHORTFALL: 'POOL_SHORTFALL',
  /** 404: no uploaded pool of the caller has this id (`POST /api/leagues` `pool`). */
  POOL_NOT_FOUND: 'POOL_NOT_FOUND',
  /** 403: an organiser control by someone who neither organises the auction nor is an admin. */
  NOT_ORGANISER: 'NOT_ORGANISER',
  /** 422: the league has started (leave, remove and start are for before the start). */
  LEAGUE_STARTED: 'LEAGUE_STARTED',
  /** 422: fewer than two teams have joined. */
  TOO_FEW_TEAMS: 'TOO_FEW_TEAMS',
  // web push
  /** 422: a push subscription whose endpoint is not an https URL of a known push service. */
  PUSH_ENDPOINT_REFUSED: 'PUSH_ENDPOINT_REFUSED',
} as const;

/** One of the {@link ErrorCode} values. */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The error object inside every error response and failed ack. */
export interface ApiError {
  code: ErrorCode | (string & {});
  message: string;
  /** Field-level messages for VALIDATION errors, keyed by dotted path (`email`, `players.3.name`). */
  fields?: Record<string, string>;
}

/** HTTP error body: `{ error: { code, message } }` plus, where the spec reads it, a body `status`. */
export interface ApiErrorBody {
  status?: number;
  error: ApiError;
}
