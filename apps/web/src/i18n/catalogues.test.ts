// Every catalogue exists in both languages with the same keys, and the Hindi one is translated (issue 16).
import { describe, expect, it } from 'vitest';

type Catalogue = Record<string, unknown>;
const files = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });

function byLanguage(language: string): Map<string, Catalogue> {
  const out = new Map<string, Catalogue>();
  for (const [path, catalogue] of Object.entries(files)) {
    const match = /^\.\/locales\/([^/]+)\/(.+)\.json$/.exec(path);
    if (match?.[1] === language) out.set(match[2]!, catalogue);
  }
  return out;
}

function leaves(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of leaves(value as Catalogue, path)) out.set(k, v);
    } else out.set(path, String(value));
  }
  return out;
}

/** A plural key's base: i18next picks `_one`/`_other` by language, so Hindi may carry different forms. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const en = byLanguage('en');
const hi = byLanguage('hi');

describe('catalogues', () => {
  it('has a Hindi catalogue for every English namespace and no other', () => {
    expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
  });

  for (const [namespace, english] of en) {
    it(`${namespace}: the same keys in Hindi, each translated`, () => {
      const enKeys = new Set([...leaves(english).keys()].map(base));
      const hindi = leaves(hi.get(namespace) ?? {});
      const hiKeys = new Set([...hindi.keys()].map(base));
      expect([...hiKeys].sort()).toEqual([...enKeys].sort());
      // A Hindi text with Latin letters but no Devanagari is an untranslated English one (brand names,
      // units and placeholders like {{amount}} are allowed inside a Hindi sentence).
      const untranslated = [...hindi].filter(([, text]) => {
        const bare = text.replace(
          /\{\{[^}]+\}\}|<\/?\d+>|BidXI|UPI|KYC|IPL|XI|PDF|UTR|OTP|Cr|L\b/g,
          '',
        );
        return /[A-Za-z]{3,}/.test(bare) && !/[\u0900-\u097F]/.test(bare);
      });
      expect(untranslated).toEqual([]);
    });
  }
});
