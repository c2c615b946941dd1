/**
 * Which language a request reads in, for texts made before (or without) an account: the web sends
 * its current language as `Accept-Language` (and its PDF links carry `?lang=`). Only a language comes
 * from the request; who the user is never does.
 */
import Negotiator from 'negotiator';
import { LANGUAGES, type Language } from '@bidxi/protocol';

/** True for a supported language code. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best supported language of an `Accept-Language` header by its q-values ("hi-IN,hi;q=0.9" →
 * `hi`); `undefined` when it names none of ours (or there is none).
 */
export function languageFromHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const best = new Negotiator({ headers: { 'accept-language': header } }).language([...LANGUAGES]);
  return isLanguage(best) ? best : undefined;
}

/** The language of a request: a valid `?lang=` first, then `Accept-Language`, else English. */
export function requestLanguage(req: {
  headers: { 'accept-language'?: string | undefined };
  query?: unknown;
}): Language {
  const lang = (req.query as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(lang)) return lang;
  return languageFromHeader(req.headers['accept-language']) ?? 'en';
}
