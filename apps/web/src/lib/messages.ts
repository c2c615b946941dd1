/**
 * Every user-facing text the spec prescribes, and the ONE mapping from error codes / body statuses to
 * those texts. Spec texts are copied verbatim, typos included ('atleast', 'loggedIn', 'Sucessfully').
 */
import {
  AUCTION_FAILED_MESSAGE,
  ErrorCode,
  INVALID_UPDATE_REQUEST_MESSAGE,
  NO_TEAM_DATA_MESSAGE,
  OtpMessage,
  POSITIONS_UPDATED_MESSAGE,
  ProfileMessage,
  WalletMessage,
} from '@bidxi/protocol';
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
  wallet: {
    // spec 001 §5 "Recharge", "Withdraw" and §8 "Wallet"; spec 000 §8 success toasts (verbatim).
    loadFailed: 'Failed to load wallet information. Please try again.',
    rechargeFailed: 'Recharge request failed',
    withdrawalFailed: 'Withdrawal request failed',
    rechargeSubmitted: WalletMessage.RECHARGE_SUBMITTED,
    withdrawalSubmitted: WalletMessage.WITHDRAWAL_SUBMITTED,
    invalidRecharge: WalletMessage.INVALID_RECHARGE_AMOUNT,
    maxRecharge: WalletMessage.MAX_RECHARGE_AMOUNT,
    utrRequired: WalletMessage.UTR_REQUIRED,
    invalidUtr: WalletMessage.INVALID_UTR,
    duplicateUtr: WalletMessage.DUPLICATE_UTR,
    invalidWithdrawal: WalletMessage.INVALID_WITHDRAWAL_AMOUNT,
    insufficient: WalletMessage.INSUFFICIENT_BALANCE,
    paymentInfoRequired: WalletMessage.PAYMENT_INFO_REQUIRED,
    kycRequired: WalletMessage.KYC_REQUIRED,
    wholePaise: WalletMessage.WHOLE_PAISE,
    vpaCopied: 'UPI ID copied',
    copyFailed: 'Could not copy. Please copy the UPI ID by hand.',
  },
  otp: {
    // spec 001 §5 "Phone" and §8 "OTP" (verbatim), plus the server's own texts.
    sendFailed: 'Failed to send OTP. Please try again.',
    resendFailed: 'Failed to resend OTP. Please try again.',
    sent: OtpMessage.SENT,
    resent: OtpMessage.RESENT,
    verifiedTitle: 'Phone verification',
    verified: OtpMessage.VERIFIED,
    invalid: OtpMessage.INVALID_OTP,
    invalidPhone: OtpMessage.INVALID_PHONE,
    invalidFormat: OtpMessage.INVALID_OTP_FORMAT,
    expired: OtpMessage.EXPIRED,
    used: OtpMessage.USED,
    attemptsExceeded: OtpMessage.ATTEMPTS_EXCEEDED,
    notFound: OtpMessage.NOT_FOUND,
    mobileInUse: OtpMessage.MOBILE_IN_USE,
    attemptsLeft: (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'} left`,
  },
  profile: {
    // spec 001 §5 "Team registration" (the 5 MB text) and §8 "Profile" (verbatim).
    pictureUpdated: ProfileMessage.PICTURE_UPDATED,
    pictureFailed: 'Profile picture upload failed',
    paymentUpdated: ProfileMessage.PAYMENT_DETAILS_UPDATED,
    paymentFailed: 'Failed to update payment details',
    fileTooLarge: 'File size must be under 5MB.',
    notAnImage: 'The file must be a JPEG, PNG or WebP image.',
    invalidUpi: ProfileMessage.INVALID_UPI,
    completed: 'Completed',
    notCompleted: 'Not Completed',
  },
  adminWallet: {
    approved: 'Request approved',
    denied: 'Request denied',
    alreadyResolved: 'This request has already been resolved',
    resolveFailed: 'Could not update the request. Please try again.',
    exportFailed: 'Could not export the transactions. Please try again.',
    exported: (n: number) => `Exported ${n} ${n === 1 ? 'transaction' : 'transactions'}`,
  },
  auctions: {
    // spec 001 §2 "Home", "Auction detail", §4 "Action button per state", §8 "Registration check".
    validating: 'Validating registration...',
    validationErrorTitle: 'Validation Error',
    validationError: 'An error occurred during validation. Please try again later.',
    cannotParticipateTitle: 'Cannot Participate',
    cannotParticipate: 'You do not meet the requirements to enter this auction.',
    insufficientTitle: 'Insufficient Balance',
    // Wallet money in ₹ (ARCHITECTURE.md §7: the spec's 'Cr' for the wallet is a unit slip).
    insufficient: (balance: string, fee: string) =>
      `Your current balance is ${balance}, but the registration fee is ${fee}. Please add more funds to your wallet.`,
    pendingTitle: 'Wait! Request Pending',
    pending: 'Your Team Registration Request is Pending!',
    endedTitle: 'Auction Ended!',
    ended: 'Auction is Ended! Check the Results',
    minDuration: 'Min Duration Required : 2hr',
    purse: (purse: string) => `Purse: ${purse}`,
    emptyList: (status: 'scheduled' | 'completed') =>
      `No ${status} auctions available within the selected date range.`,
    listFailed: 'Could not load auctions. Check your connection and try again.',
    notFound: 'Auction not found',
    action: {
      enterAuction: 'Enter Auction',
      joinWhenLive: 'Join when Auction is Live! Go Home',
      createTeam: 'Create Team',
      insufficient: 'Insufficient Balance! Go to Wallet',
      ineligible: 'You cannot participate in this auction! Exit',
      registerNow: 'Register Now',
      pending: 'Wait! Request Pending',
      ended: 'Auction Ended! Check Result',
      tryAgain: 'Try Again',
    },
  },
  registration: {
    // spec 001 §5 "Team registration" and §8 "Registration" (verbatim, typos included).
    teamNameRequired: 'Team name is required',
    teamNameMin: 'Team name must be at least 3 characters',
    teamNameMax: 'Team name must be at most 40 characters',
    mobileRequired: 'Mobile number is required',
    mobileInvalid: 'Enter a valid 10-digit mobile number',
    fileTooLarge: 'File size must be under 5MB.',
    notAnImage: 'Please choose an image file',
    alreadyRegistered: 'You are already registered',
    success: 'The team is Sucessfully Registered',
    successTitle: 'Team Registration Successful!',
    failed: 'Failed to register',
    failedText: 'An error occurred. Please try again.',
    closed: 'Registration is closed for this auction',
  },
  content: {
    // spec 001 §8 "Content pages".
    notFoundToast: 'No content found!',
    noContent: 'No content available',
    loadFailed: 'Could not load this page. Please try again.',
    saved: 'Content saved',
    saveFailed: 'Could not save the content. Please try again.',
  },
  pdf: { downloaded: 'PDF downloaded successfully', failed: 'PDF download failed' },
  adminAuctions: {
    created: 'Auction created',
    updated: 'Auction updated',
    started: 'Auction started',
    cancelled: 'Auction cancelled; every fee was refunded',
    imageUploaded: 'Image uploaded',
    imageFailed: 'Image upload failed',
    imported: (n: number) => `${n} player${n === 1 ? '' : 's'} added to the pool`,
    playerUpdated: 'Player updated',
    playerRemoved: 'Player removed',
    rowsInvalid: 'Some rows have errors; nothing was imported',
  },
  results: {
    // spec 001 §8 "Team and standings" and §4/§5 (verbatim).
    missingIds: 'Missing user or auction ID',
    noTeamData: NO_TEAM_DATA_MESSAGE,
    fetchError: 'Error fetching team data',
    updateFailed: 'Failed to update player priority',
    updated: POSITIONS_UPDATED_MESSAGE,
    invalidUpdate: INVALID_UPDATE_REQUEST_MESSAGE,
    noPlayers: 'No players found in this team!',
    noPlayersMine: 'No players in your team yet.',
    invalidComposition: 'Team composition is Invalid.',
    positionsModified: 'Positions modified,',
    update: 'Update',
    auctionFailed: AUCTION_FAILED_MESSAGE,
    notApplicable: 'N/A',
    myTeam: 'My Team',
    bot: 'Bot',
    someError: 'Some Error Occurred!',
    tryAgain: 'Some Error has Occurred! Try again.',
    resultsPending: 'Results are being calculated',
    resultsPendingText:
      'The final standings and prizes appear here as soon as the auction completes and is scored.',
    reorderClosed: 'The reorder window has closed.',
    reorderNotOpen: 'Reordering opens when bidding ends.',
    viewOnly: "View only: only the team's owner can change its order.",
    moved: (name: string, position: number, of: number) =>
      `${name} moved to position ${position} of ${of}`,
  },
  bidHistory: {
    empty: 'You have not placed any bids yet',
    emptyText: 'Join a live auction and your bids will show up here, with what became of each.',
    noMatch: (search: string) => `No bids match "${search}"`,
    noMatchText: 'Try a different player name or auction title.',
    loadFailed: 'Could not load your bid history. Please try again.',
  },
  analytics: {
    loadFailed: 'Could not load the analytics. Please try again.',
    exported: (n: number) => `Exported ${n} ${n === 1 ? 'row' : 'rows'}`,
    nothingToExport: 'There is nothing to export for this range.',
    resultsFailed: 'Could not load the results of this auction.',
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

/** A server answer whose message is already user-facing (a 4xx with a known code). */
function serverText(e: ApiRequestError): string | null {
  if (e.isTransport) return e.message;
  if (
    e.httpStatus >= 500 ||
    e.code.startsWith('HTTP_') ||
    e.code === ClientErrorCode.BAD_RESPONSE
  ) {
    return null;
  }
  return e.message || null;
}

/**
 * `POST /api/wallet/recharge-request` and `withdraw-request`: the spec's text for each known refusal,
 * else the server's message if present, else 'Recharge request failed' / 'Withdrawal request failed'.
 */
export function walletRequestErrorMessage(error: unknown, kind: 'recharge' | 'withdrawal'): string {
  const fallback =
    kind === 'recharge' ? Messages.wallet.rechargeFailed : Messages.wallet.withdrawalFailed;
  const e = asApiError(error);
  if (!e) return fallback;
  switch (e.code) {
    case ErrorCode.INVALID_AMOUNT:
      return kind === 'recharge'
        ? Messages.wallet.invalidRecharge
        : Messages.wallet.invalidWithdrawal;
    case ErrorCode.AMOUNT_TOO_HIGH:
      return Messages.wallet.maxRecharge;
    case ErrorCode.DUPLICATE_UTR:
      return Messages.wallet.duplicateUtr;
    case ErrorCode.INSUFFICIENT_BALANCE:
      return Messages.wallet.insufficient;
    case ErrorCode.PAYMENT_INFO_REQUIRED:
      return Messages.wallet.paymentInfoRequired;
    case ErrorCode.KYC_REQUIRED:
      return Messages.wallet.kycRequired;
    case ErrorCode.VALIDATION: {
      if (e.fields?.UTRNumber) return e.fields.UTRNumber;
      if (e.fields?.amount) {
        return kind === 'recharge'
          ? Messages.wallet.invalidRecharge
          : Messages.wallet.invalidWithdrawal;
      }
      return fallback;
    }
  }
  if (isRateLimited(e)) return Messages.rateLimited;
  return serverText(e) ?? fallback;
}

/** `POST /api/otp/generate | resend | verify`. */
export function otpErrorMessage(error: unknown, action: 'send' | 'resend' | 'verify'): string {
  const fallback =
    action === 'send'
      ? Messages.otp.sendFailed
      : action === 'resend'
        ? Messages.otp.resendFailed
        : Messages.otp.invalid;
  const e = asApiError(error);
  if (!e) return fallback;
  switch (e.code) {
    case ErrorCode.OTP_INVALID:
      return Messages.otp.invalid;
    case ErrorCode.OTP_EXPIRED:
      return Messages.otp.expired;
    case ErrorCode.OTP_USED:
      return Messages.otp.used;
    case ErrorCode.OTP_ATTEMPTS_EXCEEDED:
      return Messages.otp.attemptsExceeded;
    case ErrorCode.OTP_NOT_FOUND:
      return Messages.otp.notFound;
    case ErrorCode.MOBILE_IN_USE:
      return Messages.otp.mobileInUse;
    case ErrorCode.OTP_RESEND_TOO_SOON:
    case ErrorCode.OTP_SEND_LIMIT:
      return e.message;
    case ErrorCode.VALIDATION:
      if (e.fields?.mobileNumber) return Messages.otp.invalidPhone;
      if (e.fields?.otp) return Messages.otp.invalidFormat;
      return fallback;
  }
  if (e.isTransport) return e.message;
  return fallback;
}

/** `PUT /api/wallet/payment-details` and `POST /api/upload/userImage`. */
export function profileUpdateErrorMessage(error: unknown, what: 'payment' | 'picture'): string {
  const fallback =
    what === 'payment' ? Messages.profile.paymentFailed : Messages.profile.pictureFailed;
  const e = asApiError(error);
  if (!e) return fallback;
  if (e.httpStatus === 413 || e.code === ErrorCode.PAYLOAD_TOO_LARGE) {
    return Messages.profile.fileTooLarge;
  }
  if (e.code === ErrorCode.INVALID_IMAGE) return e.message || Messages.profile.notAnImage;
  if (e.code === ErrorCode.VALIDATION && e.fields?.upiId) return Messages.profile.invalidUpi;
  if (e.isTransport) return e.message;
  return fallback;
}

/** `POST /api/admin/update/wallet-requests`. */
export function resolveRequestErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (e?.code === ErrorCode.ALREADY_RESOLVED) return Messages.adminWallet.alreadyResolved;
  if (e?.isTransport) return e.message;
  return Messages.adminWallet.resolveFailed;
}

/** `POST /api/auctions/registration-2` refused: the spec's texts for the codes it names, else the server's. */
export function registrationErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (!e) return Messages.registration.failed;
  if (e.code === ErrorCode.ALREADY_REGISTERED) return Messages.registration.alreadyRegistered;
  if (e.httpStatus === 413 || e.code === ErrorCode.PAYLOAD_TOO_LARGE) {
    return Messages.registration.fileTooLarge;
  }
  if (e.code === ErrorCode.REGISTRATION_CLOSED) return Messages.registration.closed;
  if (e.code === ErrorCode.INSUFFICIENT_BALANCE) return Messages.auctions.insufficientTitle;
  if (isRateLimited(e)) return Messages.rateLimited;
  if (e.isTransport) return e.message;
  if (e.httpStatus >= 400 && e.httpStatus < 500 && e.code !== ErrorCode.VALIDATION)
    return e.message;
  return Messages.registration.failed;
}

/** Admin auction, pool and content calls: a readable sentence per rule the server enforces. */
export function adminAuctionErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (!e) return Messages.unexpected;
  switch (e.code) {
    case ErrorCode.AUCTION_NOT_FOUND:
      return Messages.auctions.notFound;
    case ErrorCode.AUCTION_NOT_SCHEDULED:
      return 'Only a scheduled auction can be changed.';
    case ErrorCode.INVALID_STATUS_CHANGE:
      return 'That status change is not allowed for this auction.';
    case ErrorCode.INVALID_END_TIME:
      return 'The end time must be at least 2 hours after the start.';
    case ErrorCode.START_IN_PAST:
      return 'The start time must be in the future.';
    case ErrorCode.REGISTRATIONS_EXIST:
      return 'Fee and purse cannot change once teams have registered.';
    case ErrorCode.IMAGE_NOT_FOUND:
      return 'The image was not found. Please upload it again.';
    case ErrorCode.INVALID_PLAYER_ROWS:
      return Messages.adminAuctions.rowsInvalid;
    case ErrorCode.PLAYER_NOT_FOUND:
      return 'Player not found';
    case ErrorCode.INVALID_IMAGE:
      return 'That file is not a JPEG, PNG or WebP image.';
    case ErrorCode.PAYLOAD_TOO_LARGE:
      return Messages.registration.fileTooLarge;
  }
  if (e.isTransport || e.code === ErrorCode.VALIDATION) return e.message;
  return dataErrorMessage(error, 'auction');
}

/** `GET auction/:id/team-players/:userId` and the standings: 404 'No team data found', else the spec's text. */
export function teamDataErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (e && (e.code === ErrorCode.TEAM_NOT_FOUND || e.httpStatus === 404)) {
    return Messages.results.noTeamData;
  }
  return Messages.results.fetchError;
}

/** `POST teams/set-priority` refused: the spec's texts (spec 001 §5 "Reorder update", §8). */
export function reorderErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (!e) return Messages.results.updateFailed;
  switch (e.code) {
    case ErrorCode.INVALID_TEAM_COMPOSITION:
    case ErrorCode.INVALID_PRIORITY_ORDER:
    case ErrorCode.VALIDATION:
      return Messages.results.invalidUpdate;
    case ErrorCode.REORDER_CLOSED:
      return `${Messages.results.updateFailed}: ${Messages.results.reorderClosed}`;
    case ErrorCode.REORDER_NOT_OPEN:
      return `${Messages.results.updateFailed}: ${Messages.results.reorderNotOpen}`;
  }
  if (isRateLimited(e)) return Messages.rateLimited;
  return Messages.results.updateFailed;
}

/** A refused bid in the bid history (`reasonCode`): the room's text for the code. */
export function bidRefusalText(reasonCode: string | null): string {
  return roomErrorMessage(reasonCode ? { code: reasonCode } : undefined);
}
