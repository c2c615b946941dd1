// Responsible-gaming texts: the server's refusals are already user-facing (the codes
// RECHARGE_LIMIT_EXCEEDED, SELF_EXCLUDED, AGE_NOT_CONFIRMED carry the amounts and the IST date).
import { ErrorCode } from '@bidxi/protocol';
import { asApiError, isRateLimited, rateLimitedText, serverText } from '@/lib/messages/common';

/** The codes a wallet or registration screen shows with a link to the Responsible gaming screen. */
export const GAMING_REFUSAL_CODES: ReadonlySet<string> = new Set([
  ErrorCode.RECHARGE_LIMIT_EXCEEDED,
  ErrorCode.SELF_EXCLUDED,
  ErrorCode.AGE_NOT_CONFIRMED,
]);

/** Whether `error` is a responsible-gaming refusal (limit, self-exclusion, 18+). */
export const isGamingRefusal = (error: unknown) => {
  const e = asApiError(error);
  return e !== null && GAMING_REFUSAL_CODES.has(e.code);
};

/** A failed change on the Responsible gaming screen: the server's text, else `fallback`. */
export function gamingErrorMessage(error: unknown, fallback: string): string {
  const e = asApiError(error);
  if (!e) return fallback;
  if (isRateLimited(e)) return rateLimitedText(e);
  return serverText(e) ?? fallback;
}

/**
 * A change's confirmation: the server's `message` in English; in another language the catalogue's
 * text for that message (`translated`, keyed by the server's English), else the server's text.
 */
export function gamingAnswerText(
  message: string,
  language: string | undefined,
  translated: Readonly<Record<string, string>>,
): string {
  if (language === 'en' || language === undefined) return message;
  return translated[message] ?? message;
}
