/**
 * The spec's English message texts (this folder, verbatim, many shared with the server through
 * @bidxi/protocol) in the current language. English is the source: `translatable` returns
 * the same object shape whose texts read `messages:<path>` from the Hindi catalogue
 * (i18n/locales/hi/messages.json) when Hindi is on and the key is there, else the English text.
 * A function text (`attemptsLeft(n)`) reads its arguments as `{{0}}`, `{{1}}`, … in the catalogue.
 */
import { MESSAGES_NS, currentLanguage, i18n } from '@/i18n/i18n';

type Texts = { readonly [key: string]: unknown };

/** The catalogue's text at `path` in the current language, interpolated; null when it has none. */
function lookUp(path: string, values?: Record<string, unknown>): string | null {
  const language = currentLanguage();
  if (language === 'en' || typeof i18n.getResource(language, MESSAGES_NS, path) !== 'string')
    return null;
  // Keys here are paths into the untyped `messages` catalogue, not the typed `common` ones.
  const translate = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return translate(path, { ns: MESSAGES_NS, ...values });
}

function translatedFunction(path: string, english: (...args: never[]) => string) {
  const translated = (...args: never[]): string =>
    lookUp(path, Object.fromEntries(args.map((value, index) => [String(index), value]))) ??
    english(...args);
  // Keeps the English function's arity (the catalogue test reads it to check placeholders).
  return Object.defineProperty(translated, 'length', { value: english.length });
}

/**
 * A view of `texts` (an area's English messages) that answers in the current language. Keys are the
 * dotted paths below `texts` ('wallet.loadFailed'); other values (numbers, arrays) pass through.
 */
export function translatable<T extends Texts>(texts: T, prefix = ''): T {
  const view: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      Object.defineProperty(view, key, {
        enumerable: true,
        get: () => lookUp(path) ?? value,
      });
    } else if (typeof value === 'function') {
      view[key] = translatedFunction(path, value as (...args: never[]) => string);
    } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      view[key] = translatable(value as Texts, path);
    } else view[key] = value;
  }
  return view as T;
}
