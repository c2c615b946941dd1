// Auction list, detail and team registration texts, and the registration refusal mapper.
import { ErrorCode } from '@bidxi/protocol';
import { asApiError, isRateLimited, rateLimitedText, serverText } from '@/lib/messages/common';
import { translatable } from '@/lib/messages/translate';

export const auctionMessages = translatable({
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
    /** Spec 001 §3: the team purse (ARCHITECTURE.md §7), spelled as the spec spells it. */
    minWallet: (purse: string) => `Min Wallet Amount : ${purse}`,
    minWalletHint: 'The purse your team bids with',
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
  practice: {
    // Practice vs bots.
    title: 'Practice vs bots',
    blurb:
      'Your own 10–15 minute auction against three bots: 33 real IPL players, no fee, no prizes. The first lot opens 15 s after you start.',
    start: 'Practice vs bots',
    starting: 'Starting your practice auction…',
    failed: 'Could not start a practice auction. Please try again.',
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
} as const);

/** `POST /api/auctions/registration-2` refused: the spec's texts for the codes it names, else the server's. */
export function registrationErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (!e) return auctionMessages.registration.failed;
  if (e.code === ErrorCode.ALREADY_REGISTERED)
    return auctionMessages.registration.alreadyRegistered;
  if (e.httpStatus === 413 || e.code === ErrorCode.PAYLOAD_TOO_LARGE) {
    return auctionMessages.registration.fileTooLarge;
  }
  if (e.code === ErrorCode.REGISTRATION_CLOSED) return auctionMessages.registration.closed;
  if (e.code === ErrorCode.INSUFFICIENT_BALANCE) return auctionMessages.auctions.insufficientTitle;
  if (isRateLimited(e)) return rateLimitedText(e);
  if (e.isTransport) return e.message;
  if (e.httpStatus >= 400 && e.httpStatus < 500 && e.code !== ErrorCode.VALIDATION)
    return serverText(e) ?? e.message;
  return auctionMessages.registration.failed;
}

/** `POST /api/practice` refused: the day's limit (the server says when), a rate limit, no answer. */
export function practiceErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (!e) return auctionMessages.practice.failed;
  if (e.code === ErrorCode.PRACTICE_LIMIT) return e.message;
  // 'Self-excluded until … IST', in the current language.
  if (e.code === ErrorCode.SELF_EXCLUDED) return serverText(e) ?? e.message;
  if (isRateLimited(e)) return rateLimitedText(e);
  if (e.isTransport) return e.message;
  return auctionMessages.practice.failed;
}
