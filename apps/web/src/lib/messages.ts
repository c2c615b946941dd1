/**
 * Every user-facing text the spec prescribes, and the ONE mapping from error codes / body statuses to
 * those texts. Spec texts are copied verbatim, typos included ('atleast', 'loggedIn', 'Sucessfully').
 */
import { ErrorCode } from '@bidxi/protocol';
import { ApiRequestError, ClientErrorCode } from '@/lib/api-client';

export const Messages = {
  login: {
    emailRequired: 'Email is required',
    passwordRequired: 'Password is required',
    passwordMin: 'Password should be at least 6 characters',
    success: 'loggedIn successfully',
    invalidInputs: 'invalid inputs',
    userNotFound: 'user not found',
    wrongPassword: 'Incorrect password',
    banned: 'Your account has been banned',
  },
  signup: {
    allRequired: 'All fields are required.',
    mismatch: 'Passwords do not match.',
    invalidEmail: 'Please enter a valid email address.',
    passwordMin: 'Password should be atleast 6 characters long.',
    success: 'Signed Up successfully',
    userExists: 'User already registered',
    invalidInputs: 'Invalid inputs',
  },
  forgotPassword: {
    invalidEmail: 'Please enter a valid email address.',
    sent: 'If an account exists for this email, a reset link has been sent to it.',
    invalidInputs: 'Invalid inputs',
    userNotFound: 'User not found',
  },
  resetPassword: {
    allRequired: 'All fields are required.',
    mismatch: 'Passwords do not match.',
    success: 'Password Changed Successfully',
    invalidInputs: 'Invalid inputs',
    userExists: 'User already registered',
    linkUsed: 'Reset Link used',
  },
  admin: {
    notAdmin: 'This account does not have admin access',
    banned: (name: string) => `${name} has been banned`,
    unbanned: (name: string) => `${name} has been unbanned`,
    banFailed: 'Could not update the user. Please try again.',
  },
  session: {
    expired: 'Session expired. Please log in again.',
    loggedOut: 'You have been logged out',
  },
  tour: { comingSoon: 'The Quick Start Tour is on its way. Stay tuned!' },
  room: {
    // spec 001 §5 "Bid checks (client)" and §8 "Room and bids", verbatim (typos included).
    timeUp: 'Time is up! Cannot place bid now.',
    alreadyHighest: 'You are already the highest bidder!',
    purseShort: 'Not enough money in purse',
    jumpBelowCurrent: 'Bid amount cannot be less than current bid!',
    jumpAbovePurse: 'Your purse is less than bid amount!',
    jumpAmountError: 'Cannot Jump! Amount Error',
    invalidJump: 'Invalid jump amount!',
    squadFull: 'Total players exceed the maximum allowed limit of 11.',
    roleLimit: 'You cannot have more players of this type.',
    someErrorRefresh: 'Some Erorr Occured! Please refresh.',
    previousSession: 'Previous session not terminated!',
    otherDevice: 'You are already connected from another device to this auction',
    invalidBidResponse: 'Invalid bid response',
    bidTimedOut: 'Bid request timed out. Please try again.',
    bidFailed: 'Bid placement failed',
    placingBid: 'Placing your bid...',
    bidPlaced: (amountCr: number) => `${amountCr}Cr Bid is placed`,
    sold: (name: string, user: string) => `${name} is Sold Successfully to ${user}`,
    unsold: (name: string) => `${name} is unsold!`,
    pulledBack: 'One Player is Pulled Back!',
    outbid: 'You have been outbid',
    waiting: 'Waiting for other players to join',
    noPlayer: 'No Player Found',
    ended: 'Auction is Ended / All players have been sold',
    notRegistered: 'You are not registered for this auction.',
    auctionNotFound: 'Auction not found',
    staleVersion: 'The auction has moved on. Please try again.',
    chatTooShort: 'Message must be at least 2 characters',
  },
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  someError: 'Some error occurred',
  unexpected: 'An unexpected error occurred',
} as const;

const asApiError = (error: unknown) => (error instanceof ApiRequestError ? error : null);

function isRateLimited(e: ApiRequestError) {
  return e.httpStatus === 429 || e.code === ErrorCode.RATE_LIMITED;
}

/** `POST /api/user/login` (and admin login): the outcome is read from the body's status (spec 000 §8). */
export function loginErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (!e) return Messages.someError;
  if (e.code === ErrorCode.USER_BANNED) return Messages.login.banned;
  if (isRateLimited(e)) return Messages.rateLimited;
  switch (e.bodyStatus) {
    case 411:
      return Messages.login.invalidInputs;
    case 404:
      return Messages.login.userNotFound;
    case 400:
      return Messages.login.wrongPassword;
  }
  switch (e.code) {
    case ErrorCode.VALIDATION:
      return Messages.login.invalidInputs;
    case ErrorCode.USER_NOT_FOUND:
      return Messages.login.userNotFound;
    case ErrorCode.WRONG_PASSWORD:
      return Messages.login.wrongPassword;
  }
  return Messages.someError;
}

export function adminLoginErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (e?.code === ErrorCode.NOT_ADMIN) return Messages.admin.notAdmin;
  return loginErrorMessage(error);
}

/** `POST /api/users/register`. The spec's P2002 is the server's USER_EXISTS (HTTP 409). */
export function signupErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (!e) return Messages.someError;
  if (e.code === ErrorCode.USER_EXISTS || e.code === 'P2002' || e.bodyStatus === 409) {
    return Messages.signup.userExists;
  }
  if (isRateLimited(e)) return Messages.rateLimited;
  if (e.bodyStatus === 411 || e.code === ErrorCode.VALIDATION) return Messages.signup.invalidInputs;
  return Messages.someError;
}

/** `POST /api/resetLink`: network and parse failures read 'Some error occurred' too. */
export function resetLinkErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (!e) return Messages.someError;
  if (isRateLimited(e)) return Messages.rateLimited;
  if (e.bodyStatus === 411 || e.code === ErrorCode.VALIDATION) {
    return Messages.forgotPassword.invalidInputs;
  }
  if (e.bodyStatus === 404 || e.code === ErrorCode.USER_NOT_FOUND) {
    return Messages.forgotPassword.userNotFound;
  }
  return Messages.someError;
}

/**
 * `POST /api/resetPass`: any server answer other than success reads 'Reset Link used'; a thrown
 * failure (no answer) shows its own message and sends the user to /login.
 */
export function resetPasswordOutcome(error: unknown): { message: string; goToLogin: boolean } {
  const e = asApiError(error);
  if (!e || e.isTransport) {
    return {
      message: error instanceof Error ? error.message : Messages.someError,
      goToLogin: true,
    };
  }
  if (e.code === ErrorCode.USER_EXISTS || e.code === 'P2002') {
    return { message: Messages.resetPassword.userExists, goToLogin: false };
  }
  if (isRateLimited(e)) return { message: Messages.rateLimited, goToLogin: false };
  if (e.bodyStatus === 411 || e.code === ErrorCode.VALIDATION) {
    return { message: Messages.resetPassword.invalidInputs, goToLogin: false };
  }
  return { message: Messages.resetPassword.linkUsed, goToLogin: false };
}

/** Data calls read the HTTP status (spec 000 §8 "Data calls"). */
export function dataErrorMessage(
  error: unknown,
  area: 'auction' | 'wallet' | 'team' | 'other',
): string {
  const e = asApiError(error);
  if (!e) return Messages.unexpected;
  if (e.code === ClientErrorCode.TIMEOUT || e.code === ClientErrorCode.NETWORK) return e.message;
  if (e.httpStatus === 404) return area === 'auction' ? 'Auction not found' : 'Endpoint not found';
  if (e.httpStatus === 400) return 'Bad request - invalid input data';
  if (e.httpStatus === 429) return Messages.rateLimited;
  if (e.httpStatus >= 500) return 'Server error';
  return Messages.unexpected;
}

/**
 * A refused room command (socket ack `{ code, message }`): the spec's text for the codes it names,
 * else the server's message (already user-facing), else 'Bid placement failed'.
 */
export function roomErrorMessage(error: { code?: string; message?: string } | undefined): string {
  switch (error?.code) {
    case 'LOT_CLOSED':
      return Messages.room.timeUp;
    case 'ALREADY_HIGHEST':
      return Messages.room.alreadyHighest;
    case 'BID_TOO_LOW':
      return Messages.room.jumpBelowCurrent;
    case 'PURSE_EXCEEDED':
      return Messages.room.purseShort;
    case 'SQUAD_FULL':
      return Messages.room.squadFull;
    case 'ROLE_LIMIT':
      return error.message || Messages.room.roleLimit;
    case 'NOT_REGISTERED':
      return Messages.room.notRegistered;
    case 'STALE_VERSION':
      return Messages.room.staleVersion;
    case ErrorCode.SESSION_EXPIRED:
    case ErrorCode.UNAUTHENTICATED:
      return Messages.session.expired;
    case ErrorCode.USER_BANNED:
      return Messages.login.banned;
    case ErrorCode.VALIDATION:
    case ErrorCode.INTERNAL:
      return Messages.room.bidFailed;
  }
  return error?.message || Messages.room.bidFailed;
}
