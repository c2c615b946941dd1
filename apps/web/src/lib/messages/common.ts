// Texts every area shares, and the helpers each area's mapper uses to read a failed call
// (`ApiRequestError`): rate limits, server texts that are already user-facing, data-call statuses.
import { ErrorCode, GamingMessage } from '@bidxi/protocol';
import { ApiRequestError, ClientErrorCode } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { formatIndiaDateTime } from '@/lib/india-time';
import { translatable } from '@/lib/messages/translate';
import { currentLanguage } from '@/i18n/i18n';

export const commonMessages = translatable({
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  someError: 'Some error occurred',
  unexpected: 'An unexpected error occurred',
  retryIn: (seconds: number) => `Too many requests — try again in ${seconds} s`,
  auctionNotFound: 'Auction not found',
  endpointNotFound: 'Endpoint not found',
  badRequest: 'Bad request - invalid input data',
  serverError: 'Server error',
  /**
   * Responsible-gaming refusals whose server text carries an amount or a date: the server's
   * English is shown as it comes; another language says them from the body's details ({@link serverText}).
   */
  refusal: {
    limitExceeded: (limit: string, remaining: string) =>
      `This recharge would pass your daily limit of ${limit}. You can add up to ${remaining} more today (India time).`,
    limitReached: (limit: string) =>
      `This recharge would pass your daily limit of ${limit}. You have reached it for today (India time).`,
    selfExcluded: (until: string) => `${GamingMessage.SELF_EXCLUDED} ${until}`,
    ageNotConfirmed: GamingMessage.AGE_NOT_CONFIRMED,
  },
  /** The one word every screen uses for each player type (lib/player-type-label.ts). */
  playerType: {
    Batter: 'Batter',
    Bowler: 'Bowler',
    'Wicket-Keeper': 'Wicket-Keeper',
    'All-Rounder': 'All-Rounder',
  },
} as const);

export const asApiError = (error: unknown) => (error instanceof ApiRequestError ? error : null);

export function isRateLimited(e: ApiRequestError) {
  return e.httpStatus === 429 || e.code === ErrorCode.RATE_LIMITED;
}

/**
 * What a refused-for-rate call shows: the server's own text, which says how long to wait ('Too many
 * requests — try again in 12 s'), else one made from the `Retry-After` the answer carried.
 */
export function rateLimitedText(e: ApiRequestError): string {
  const seconds = e.detailNumber('retryAfterSeconds');
  // The server speaks English; in Hindi the same wait is said from the catalogue.
  const isEnglish = currentLanguage() === 'en';
  if (e.code === ErrorCode.RATE_LIMITED && e.message && isEnglish) return e.message;
  return seconds ? commonMessages.retryIn(seconds) : commonMessages.rateLimited;
}

/**
 * A screen's "could not load" text, except for a refusal for rate: then how long to wait ('Too many
 * requests — try again in 12 s'), never a generic failure or the update notice.
 */
export function loadFailedText(error: unknown, fallback: string): string {
  const e = asApiError(error);
  return e && isRateLimited(e) ? rateLimitedText(e) : fallback;
}

/**
 * A responsible-gaming refusal said in the current language from its details (limit and remainder
 * in paise, the end of a self-exclusion); null in English (the server's text is the English one) or
 * for any other answer.
 */
function gamingRefusalText(e: ApiRequestError): string | null {
  if (currentLanguage() === 'en') return null;
  const texts = commonMessages.refusal;
  if (e.code === ErrorCode.RECHARGE_LIMIT_EXCEEDED) {
    const limit = e.detailNumber('limitPaise');
    const remaining = e.detailNumber('remainingPaise');
    if (limit === undefined || remaining === undefined) return null;
    return remaining > 0
      ? texts.limitExceeded(formatRupees(limit), formatRupees(remaining))
      : texts.limitReached(formatRupees(limit));
  }
  if (e.code === ErrorCode.SELF_EXCLUDED) {
    const until = e.details.selfExcludedUntil;
    return typeof until === 'string' ? texts.selfExcluded(formatIndiaDateTime(until)) : null;
  }
  if (e.code === ErrorCode.AGE_NOT_CONFIRMED) return texts.ageNotConfirmed;
  return null;
}

/**
 * A server answer whose message is already user-facing (a 4xx with a known code); a
 * responsible-gaming refusal in the current language.
 */
export function serverText(e: ApiRequestError): string | null {
  if (e.isTransport) return e.message;
  const refusal = gamingRefusalText(e);
  if (refusal) return refusal;
  if (
    e.httpStatus >= 500 ||
    e.code.startsWith('HTTP_') ||
    e.code === ClientErrorCode.BAD_RESPONSE
  ) {
    return null;
  }
  return e.message || null;
}

/** Data calls read the HTTP status (spec 000 §8 "Data calls"). */
export function dataErrorMessage(
  error: unknown,
  area: 'auction' | 'wallet' | 'team' | 'other',
): string {
  const e = asApiError(error);
  if (!e) return commonMessages.unexpected;
  if (e.code === ClientErrorCode.TIMEOUT || e.code === ClientErrorCode.NETWORK) return e.message;
  if (e.httpStatus === 404)
    return area === 'auction' ? commonMessages.auctionNotFound : commonMessages.endpointNotFound;
  if (e.httpStatus === 400) return commonMessages.badRequest;
  if (e.httpStatus === 429) return rateLimitedText(e);
  if (e.httpStatus >= 500) return commonMessages.serverError;
  return commonMessages.unexpected;
}
