/**
 * The languages BidXI speaks and the visitor's choice, kept in localStorage so the first
 * render of a visit is already in it. English is the spec's text and the fallback for a missing key.
 */
import { LANGUAGES, type Language } from '@bidxi/protocol';

// `LANGUAGES` lives in the protocol's constants (no zod), so the first load stays free of schemas.
export { LANGUAGES, type Language };

/** Each language's own name, shown in the language switch (never translated). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

/** The `Intl` locale for numbers, money and dates in each language (Indian digit grouping in both). */
export const INTL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi-IN' };

const KEY = 'bidxi-language';

/** True for a supported language code. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to start a visit in: the stored choice, else Hindi when the browser prefers it, else
 * English.
 */
export function initialLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    /* storage unavailable: fall through to the browser's preference */
  }
  const preferred = globalThis.navigator?.languages ?? [];
  return preferred.some((tag) => tag.toLowerCase().startsWith('hi')) ? 'hi' : 'en';
}

/** Remembers the visitor's choice on this device. */
export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(KEY, language);
  } catch {
    /* private mode: the choice lives for this page only */
  }
}
