/**
 * The one normaliser for every string the server stores, applied at the
 * schema edge so nothing reaches the database that it refuses: NFC; no control characters (NUL
 * included; line breaks and tabs only in multi-line text), no bidi embeddings, overrides, isolates or
 * marks, no lone surrogates or noncharacters. Names (usernames, team names, titles, player names) are
 * single-line, have runs of Unicode spaces folded to one space, may carry no invisible characters
 * except the joiners and selectors that scripts and emoji need, need a minimum of visible characters
 * (so zero-width-only or Hangul-filler-only names are refused), and may be checked against reserved
 * names ("admin", "BidXI Admin", "support", …) after folding look-alikes. Every refusal is a zod issue
 * with a field message, so the server answers 400 VALIDATION naming the field.
 *
 * The rules use the platform's Unicode property escapes (ECMAScript `\p{…}`), so the server and the
 * web agree on them whatever the Unicode version of the runtime. Chat (the room) uses {@link SafeText}.
 */
import { z } from 'zod/mini';

/** Control characters except tab and line feed (C0, DEL, C1), NUL included. */
const CONTROL_EXCEPT_TAB_LF = /(?![\t\n])\p{Cc}/u;
const ANY_CONTROL = /\p{Cc}/u;
/** Bidi embeddings, overrides, isolates and marks (LRE…RLO, LRI…PDI, LRM, RLM, ALM). */
const BIDI_CONTROL = /\p{Bidi_Control}/u;
/** Lone surrogates (JSON can carry them) and noncharacters (U+FFFE, U+FFFF, …). */
const BROKEN = /[\p{Cs}\p{Noncharacter_Code_Point}]/u;
/**
 * Invisible characters a name may not hold: every default-ignorable code point (zero-width space,
 * word joiner, BOM, soft hyphen, Hangul fillers, …) except ZWNJ/ZWJ (Indic scripts, emoji
 * sequences), variation selectors and tag characters (emoji presentation and flag sequences).
 */
const INVISIBLE_IN_NAME =
  /(?![\p{Join_Control}\p{Variation_Selector}\u{E0020}-\u{E007F}])\p{Default_Ignorable_Code_Point}/u;
/** A character that draws something: a letter, digit, punctuation or symbol that is not ignorable. */
const VISIBLE = /(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{N}\p{P}\p{S}]/u;
/** Space separators (not line breaks or BOM, which a name refuses rather than folds). */
const SPACE_RUN = /\p{Zs}+/gu;

/** Field messages, `{label}` first so the screen can show them as they are. */
export const TextMessage = {
  control: (label: string) => `${label} must not contain control characters`,
  bidi: (label: string) => `${label} must not contain text-direction control characters`,
  broken: (label: string) => `${label} contains characters that are not valid text`,
  invisible: (label: string) => `${label} must not contain invisible characters`,
  required: (label: string) => `${label} is required`,
  tooShort: (label: string, min: number) =>
    `${label} must have at least ${min} visible character${min === 1 ? '' : 's'}`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  reserved: (label: string) => `${label} is reserved: please choose another`,
} as const;

/** Names nobody may take as a username or team name (compared after {@link nameSkeleton}). */
export const RESERVED_NAMES = [
  'admin',
  'administrator',
  'bidxi',
  'bidxi admin',
  'bidxi support',
  'bidxi team',
  'bidxi official',
  'support',
  'customer support',
  'help desk',
  'helpdesk',
  'moderator',
  'staff',
  'system',
  'root',
  'official',
] as const;

// Look-alikes folded before comparing with reserved names: digits and signs used as letters, and the
// Cyrillic and Greek letters that draw like Latin ones (NFKC already folds full-width and math forms).
// prettier-ignore
const LOOKALIKES: Record<string, string> = {
  '0': 'o', '1': 'i', l: 'i', '!': 'i', '|': 'i', '3': 'e', '4': 'a', '@': 'a', '5': 's', $: 's',
  '7': 't', '8': 'b', а: 'a', в: 'b', е: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c',
  т: 't', у: 'y', х: 'x', і: 'i', ј: 'j', ԁ: 'd', ѕ: 's', α: 'a', β: 'b', ε: 'e', ι: 'i', κ: 'k',
  ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ν: 'v',
};

/**
 * A name reduced to what it looks like: NFKC, lower-case, look-alikes folded, everything but letters
 * and digits dropped. `nameSkeleton('B1dXI  Аdmin') === nameSkeleton('bidxi admin')`.
 */
export function nameSkeleton(name: string): string {
  const folded = [...name.normalize('NFKC').toLowerCase()].map((c) => LOOKALIKES[c] ?? c).join('');
  return folded.replace(/[^\p{L}\p{N}]/gu, '');
}

const RESERVED_SKELETONS = new Set(RESERVED_NAMES.map(nameSkeleton));
const BRAND = nameSkeleton('bidxi');

/** True for a reserved name or any name carrying the brand ("BidXI Official", "b1dx1 team"). */
export function isReservedName(name: string): boolean {
  const skeleton = nameSkeleton(name);
  return RESERVED_SKELETONS.has(skeleton) || skeleton.includes(BRAND);
}

let graphemes: Intl.Segmenter | undefined;

/** How many user-perceived characters (grapheme clusters) of `text` draw something. */
export function visibleLength(text: string): number {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (VISIBLE.test(segment)) count += 1;
  }
  return count;
}

/** The problem with a text, or null; `text` is already NFC. */
function textProblem(text: string, label: string, multiline: boolean): string | null {
  if (BROKEN.test(text)) return TextMessage.broken(label);
  if ((multiline ? CONTROL_EXCEPT_TAB_LF : ANY_CONTROL).test(text))
    return TextMessage.control(label);
  if (BIDI_CONTROL.test(text)) return TextMessage.bidi(label);
  return null;
}

export interface SafeTextOptions {
  /** The field as the user knows it ("Description"); starts every message. */
  label: string;
  /** Most characters (UTF-16 units, as the database's limits and the old schemas counted). */
  max: number;
  /** Fewest characters after trimming (0 = may be empty). */
  min?: number;
  /** Line breaks and tabs allowed (CR LF and CR become LF). */
  multiline?: boolean;
  /** A custom "too long" text. */
  tooLongMessage?: string;
  /**
   * Fewest visible characters (0 = no check). Chat uses 1: a message of only spaces or zero-width
   * characters is refused.
   */
  minVisible?: number;
}

/**
 * Free text (descriptions, notes, content pages, chat): trimmed, NFC, no control, bidi or broken
 * characters (line breaks and tabs only when `multiline`).
 * @example SafeText({ label: 'Note', max: 500 }).parse(' ok\u0000') // throws 'Note must not contain control characters'
 */
export function SafeText({
  label,
  max,
  min = 0,
  multiline = false,
  tooLongMessage,
  minVisible = 0,
}: SafeTextOptions) {
  return z.string({ error: TextMessage.required(label) }).check(
    z.overwrite((s) => {
      const nfc = s.normalize('NFC');
      return (multiline ? nfc.replace(/\r\n?/g, '\n') : nfc).trim();
    }),
    z.superRefine((text, ctx) => {
      const problem = textProblem(text, label, multiline);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
      else if (min > 0 && text.length === 0)
        ctx.addIssue({ code: 'custom', message: TextMessage.required(label) });
      else if (text.length < min)
        ctx.addIssue({ code: 'custom', message: TextMessage.tooShort(label, min) });
      else if (text.length > max)
        ctx.addIssue({
          code: 'custom',
          message: tooLongMessage ?? TextMessage.tooLong(label, max),
        });
      else if (minVisible > 0 && visibleLength(text) < minVisible)
        ctx.addIssue({
          code: 'custom',
          message:
            text.length === 0
              ? TextMessage.required(label)
              : TextMessage.tooShort(label, minVisible),
        });
    }),
  );
}

export interface SafeNameOptions {
  label: string;
  max: number;
  /** Fewest visible characters (grapheme clusters that draw something); at least 1. */
  minVisible?: number;
  /** Refuse reserved names and the brand (usernames, team names). */
  refuseReserved?: boolean;
  /** A custom "too short" text (e.g. the spec's 'Team name must be at least 3 characters'). */
  tooShortMessage?: string;
  /** A custom "too long" text. */
  tooLongMessage?: string;
}

/**
 * A name: single-line {@link SafeText} with spaces folded, no invisible characters (bar ZWNJ/ZWJ and
 * emoji selectors), at least `minVisible` visible characters, and optionally not reserved.
 * @example SafeName({ label: 'Username', max: 40, refuseReserved: true }).safeParse('\u3164').success === false
 */
export function SafeName({
  label,
  max,
  minVisible = 1,
  refuseReserved = false,
  tooShortMessage,
  tooLongMessage,
}: SafeNameOptions) {
  return z.string({ error: TextMessage.required(label) }).check(
    z.overwrite((s) => s.normalize('NFC').replace(SPACE_RUN, ' ').replace(/^ | $/g, '')),
    z.superRefine((name, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      const problem = textProblem(name, label, false);
      if (problem) return fail(problem);
      if (INVISIBLE_IN_NAME.test(name)) return fail(TextMessage.invisible(label));
      if (name.length === 0) return fail(TextMessage.required(label));
      if (visibleLength(name) < minVisible)
        return fail(tooShortMessage ?? TextMessage.tooShort(label, minVisible));
      if (name.length > max) return fail(tooLongMessage ?? TextMessage.tooLong(label, max));
      if (refuseReserved && isReservedName(name)) return fail(TextMessage.reserved(label));
    }),
  );
}
