/** Product constants from the spec (spec 000 §9, spec 001 §9) used by both server and web. */

/**
 * The room protocol's version, sent in the socket handshake: a client of another version is refused
 * (CLIENT_TOO_OLD / SERVER_TOO_OLD) and reloads. 2: `roomState` is the engine snapshot and the
 * `feed: 'engine'` clients get `roomEvents`.
 */
export const PROTOCOL_VERSION = 2;

/** Minimum password length (spec 000 §5, §9). */
export const PASSWORD_MIN_LENGTH = 6;
/** Password-reset resend countdown in seconds (spec 000 §4, §9). */
export const RESET_RESEND_SECONDS = 120;
/** Lifetime of a password-reset token in minutes. */
export const RESET_TOKEN_TTL_MINUTES = 30;
/** API time-out in milliseconds (spec 000 §9). */
export const API_TIMEOUT_MS = 10_000;
/** Session expiry check period in milliseconds (spec 000 §9). */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
/** Toast durations in milliseconds (spec 000 §9). */
export const TOAST_SUCCESS_MS = 2_000;
export const TOAST_ERROR_MS = 4_000;
/**
 * India's IANA time zone: every date and clock time a person types or reads is India time (spec:
 * "times in India time with the zone shown where it matters"; ARCHITECTURE.md §3: the zone does the
 * work, never a fixed '+5:30' shift).
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
/** Username length bounds (BidXI's own limits; the spec gives none). */
export const USERNAME_MAX_LENGTH = 40;

/** User roles. USER is the player; ADMIN runs the platform (ARCHITECTURE.md §3). */
export const Role = { USER: 'USER', ADMIN: 'ADMIN' } as const;
export type Role = (typeof Role)[keyof typeof Role];

/**
 * The languages BidXI speaks: English (the spec's texts) and Hindi. Here, with no zod
 * beside it, so the web's first load can import it without the schemas.
 */
export const LANGUAGES = ['en', 'hi'] as const;

/**
 * Account texts the server sends and the web shows. Here, with no zod beside it, so the web's session
 * guards (first load) read it without the schemas.
 */
export const AccountMessage = {
  /** 403 USER_BANNED, on login and on the first request of a session after a ban. */
  SUSPENDED: 'Your account has been suspended',
} as const;
