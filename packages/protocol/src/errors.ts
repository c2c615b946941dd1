/**
 * Error codes shared by the server and the web app (ARCHITECTURE.md §6). Every HTTP error body is
 * `{ error: { code, message } }`; every failed socket ack is `{ success: false, error: { code, message } }`.
 * The web app maps codes to the spec's user-facing texts in one place.
 */
export const ErrorCode = {
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
