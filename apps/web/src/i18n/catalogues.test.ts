// Every catalogue exists in both languages with the same keys, and the Hindi one is translated.
import { describe, expect, it } from 'vitest';
import { MESSAGES_NS } from '@/i18n/i18n';
import { Messages } from '@/lib/messages';
import { commonMessages } from '@/lib/messages/common';

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

/** Hindi texts with Latin letters but no Devanagari: untranslated English ones. */
function untranslated(hindi: Map<string, string>): [string, string][] {
  // Brand names, units and placeholders like {{amount}} are allowed inside a Hindi sentence.
  return [...hindi].filter(([, text]) => {
    const bare = text.replace(
      /\{\{[^}]+\}\}|<\/?\d+>|BidXI|UPI|KYC|PAN|IPL|XI|PDF|UTR|OTP|JPEG|PNG|WebP|Cr|L\b/g,
      '',
    );
    return /[A-Za-z]{3,}/.test(bare) && !/[\u0900-\u097F]/.test(bare);
  });
}

describe('catalogues', () => {
  it('has a Hindi catalogue for every English namespace and no other', () => {
    // `messages` translates lib/messages, whose English is the spec's texts in code (see below).
    expect([...hi.keys()].filter((ns) => ns !== MESSAGES_NS).sort()).toEqual([...en.keys()].sort());
  });

  for (const [namespace, english] of en) {
    it(`${namespace}: the same keys in Hindi, each translated`, () => {
      const enKeys = new Set([...leaves(english).keys()].map(base));
      const hindi = leaves(hi.get(namespace) ?? {});
      const hiKeys = new Set([...hindi.keys()].map(base));
      expect([...hiKeys].sort()).toEqual([...enKeys].sort());
      expect(untranslated(hindi)).toEqual([]);
    });
  }

  it('messages: every Hindi key is a text of lib/messages, with its placeholders, translated', () => {
    const hindi = leaves(hi.get(MESSAGES_NS) ?? {});
    const english = textsOf({ ...commonMessages, ...Messages } as unknown as Catalogue);
    const unknown = [...hindi.keys()].filter((key) => !english.has(key));
    expect(unknown).toEqual([]);
    // A function text (n arguments) reads {{0}}…{{n-1}}; a Hindi one may leave some out, never add.
    const badPlaceholders = [...hindi].filter(([key, text]) =>
      [...text.matchAll(/\{\{(\d+)\}\}/g)].some((m) => Number(m[1]) >= (english.get(key) ?? 0)),
    );
    expect(badPlaceholders).toEqual([]);
    expect(untranslated(hindi)).toEqual([]);
  });

  it('messages: the areas of the converted screens are wholly in Hindi', () => {
    const hindi = leaves(hi.get(MESSAGES_NS) ?? {});
    const missing = [
      ...textsOf({ ...commonMessages, ...Messages } as unknown as Catalogue).keys(),
    ].filter(
      (key) =>
        TRANSLATED_AREAS.some((area) => key.startsWith(`${area}.`)) &&
        !hindi.has(key) &&
        !COMPOSED.includes(key),
    );
    expect(missing).toEqual([]);
  });
});

/** The areas of lib/messages whose screens speak Hindi; the others fall back to English. */
const TRANSLATED_AREAS = [
  'refusal',
  'login',
  'signup',
  'forgotPassword',
  'resetPassword',
  'session',
  'wallet',
  'otp',
  'profile',
  'auctions',
  'registration',
  'practice',
  'content',
  'pdf',
  'results',
  'bidHistory',
  'admin',
  'adminWallet',
  'adminAuctions',
  'analytics',
  'organiserDesk',
  'audit',
  'replay',
  'spectate',
  'organiser',
  'room',
  'bidding',
];

/** Texts said from their translated parts (the outcome picks the sentence): no catalogue entry. */
const COMPOSED = [
  'room.bidNotPlaced',
  'room.away.counts',
  'bidding.formClosed',
  'bidding.endingEarly',
];

/** Each text of lib/messages by path, with its number of arguments (0 for a plain string). */
function textsOf(texts: Catalogue, prefix = ''): Map<string, number> {
  const out = new Map<string, number>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, 0);
    else if (typeof value === 'function') out.set(path, value.length);
    else if (value !== null && typeof value === 'object') {
      for (const [k, v] of textsOf(value as Catalogue, path)) out.set(k, v);
    }
  }
  return out;
}
