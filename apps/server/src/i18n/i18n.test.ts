// The server's catalogues: Hindi has every English key, in Devanagari; the request's
// language is read from ?lang= and Accept-Language.
import { describe, expect, it } from 'vitest';
import { CATALOGUES, translator } from './i18n';
import { languageFromHeader, requestLanguage } from './language';

/** Every leaf key of a catalogue ('reset.subject', …). */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function leaves(tree: object): string[] {
  return Object.values(tree).flatMap((v) =>
    typeof v === 'object' && v !== null ? leaves(v) : [String(v)],
  );
}

describe('server catalogues', () => {
  it.each(Object.keys(CATALOGUES.en) as (keyof typeof CATALOGUES.en)[])(
    '%s: Hindi has exactly the English keys and the same placeholders',
    (ns) => {
      expect(keys(CATALOGUES.hi[ns]).sort()).toEqual(keys(CATALOGUES.en[ns]).sort());
      const placeholders = (tree: object) =>
        Object.fromEntries(
          keys(tree).map((k) => [
            k,
            [
              ...String(
                k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], tree),
              ).matchAll(/\{\{(\w+)\}\}/g),
            ]
              .map((m) => m[1])
              .sort(),
          ]),
        );
      expect(placeholders(CATALOGUES.hi[ns])).toEqual(placeholders(CATALOGUES.en[ns]));
    },
  );

  it('writes Hindi in Devanagari: no Latin words but the brand and acronyms', () => {
    for (const text of leaves(CATALOGUES.hi)) {
      const words = text.replace(/\{\{\w+\}\}|\b(BidXI|XI|PDF)\b/g, '');
      expect(words, text).not.toMatch(/[A-Za-z]/);
    }
  });

  it('falls back to English for a user who never chose', () => {
    expect(translator(null, 'mail')('reset.subject')).toBe('Reset your BidXI password');
    expect(translator('hi', 'mail')('reset.subject')).toBe('अपना BidXI पासवर्ड रीसेट करें');
  });
});

describe('request language', () => {
  it('reads Accept-Language by quality and ?lang= first', () => {
    expect(languageFromHeader('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageFromHeader('en-IN,en;q=0.9,hi;q=0.5')).toBe('en');
    expect(languageFromHeader('fr')).toBeUndefined();
    expect(languageFromHeader(undefined)).toBeUndefined();
    expect(requestLanguage({ headers: { 'accept-language': 'hi' }, query: { lang: 'en' } })).toBe(
      'en',
    );
    expect(requestLanguage({ headers: { 'accept-language': 'hi' }, query: { lang: 'xx' } })).toBe(
      'hi',
    );
    expect(requestLanguage({ headers: {} })).toBe('en');
  });
});
