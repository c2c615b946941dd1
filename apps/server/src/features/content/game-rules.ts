/**
 * The game's rules in plain words (ARCHITECTURE.md §4), filled with one auction's settings. Used by
 * the How-to-Play PDF and the default how-to-play page, so both say what the server enforces. The
 * texts are the `rules` catalogue of each language (src/i18n).
 */
import {
  INCREMENT_THRESHOLD_LAKHS,
  LARGE_INCREMENT_LAKHS,
  SMALL_INCREMENT_LAKHS,
  SQUAD_SIZE,
  TYPE_MAX,
  TYPE_MIN,
} from '@bidxi/engine';
import type { PlayerType } from '@bidxi/engine';
import { DEFAULT_AUCTION_SETTINGS, DEFAULT_BUDGET_LIMIT_CR, type Language } from '@bidxi/protocol';
import { INTL_LOCALES, translator } from '../../i18n/i18n';

export interface RulesInput {
  budgetLimitCr: number;
  /** ₹; null when the rules are general (no particular auction). */
  registrationFeeRupees: number | null;
  prizePoolPercent: number;
  prizeSplit: readonly [number, number, number];
  lotWindowMs: number;
  bidWindowMs: number;
  lobbyMs: number;
  pauseBetweenLotsMs: number;
  reorderWindowMs: number;
}

export interface RulesSection {
  heading: string;
  items: string[];
}

export const DEFAULT_RULES_INPUT: RulesInput = {
  budgetLimitCr: DEFAULT_BUDGET_LIMIT_CR,
  registrationFeeRupees: null,
  ...DEFAULT_AUCTION_SETTINGS,
};

/**
 * The rules for `r` in `language` (catalogue `rules`; English is the spec's text).
 * Amounts use the language's digit grouping (en-IN / hi-IN).
 */
export function gameRules(r: RulesInput, language: Language = 'en'): RulesSection[] {
  const t = translator(language, 'rules');
  const secs = (ms: number) => t('units.seconds', { value: +(ms / 1000).toFixed(1) });
  const mins = (ms: number) => t('units.minutes', { value: +(ms / 60_000).toFixed(1) });
  const cr = (lakhs: number) => t('units.crore', { value: lakhs / 100 });
  const rupees = (value: number) =>
    t('units.rupees', {
      value: value.toLocaleString(INTL_LOCALES[language], {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
    });
  const range = (min: number, max: number) =>
    min === max ? t('units.exactly', { value: min }) : t('units.range', { min, max });
  const counts = (of: (type: PlayerType) => string) => ({
    batters: of('Batter'),
    bowlers: of('Bowler'),
    keepers: of('Wicket-Keeper'),
    allRounders: of('All-Rounder'),
  });
  const [first, second, third] = r.prizeSplit;
  const fee =
    r.registrationFeeRupees === null
      ? t('joining.feeGeneral')
      : r.registrationFeeRupees === 0
        ? t('joining.feeFree', { fee: rupees(0) })
        : t('joining.feePaid', { fee: rupees(r.registrationFeeRupees) });
  const small = cr(SMALL_INCREMENT_LAKHS);
  const threshold = cr(INCREMENT_THRESHOLD_LAKHS);
  const large = cr(LARGE_INCREMENT_LAKHS);
  return [
    {
      heading: t('joining.heading'),
      items: [
        fee,
        t('joining.register'),
        t('joining.when'),
        t('joining.purse', { purse: r.budgetLimitCr }),
        t('joining.refund'),
      ],
    },
    {
      heading: t('live.heading'),
      items: [
        t('live.opens', { lobby: mins(r.lobbyMs) }),
        t('live.order'),
        t('live.twoConnected'),
        t('live.opening', { lotWindow: secs(r.lotWindowMs) }),
        t('live.resets', { bidWindow: secs(r.bidWindowMs) }),
        t('live.increments', { small, threshold, large }),
        t('live.cannot'),
        t('live.closes', { pause: secs(r.pauseBetweenLotsMs) }),
        t('live.pullBack'),
      ],
    },
    {
      heading: t('squad.heading'),
      items: [
        t('squad.max', { size: SQUAD_SIZE, ...counts((type) => String(TYPE_MAX[type])) }),
        t('squad.valid', {
          size: SQUAD_SIZE,
          ...counts((type) => range(TYPE_MIN[type], TYPE_MAX[type])),
        }),
        t('squad.ends'),
        t('squad.reorder', { window: mins(r.reorderWindowMs) }),
      ],
    },
    {
      heading: t('scoring.heading'),
      items: [
        t('scoring.points'),
        t('scoring.ranked'),
        t('scoring.pool', { percent: r.prizePoolPercent, first, second, third }),
        t('scoring.ties'),
      ],
    },
  ];
}

/** The rules as the static pages' text format (`## ` headings, `- ` bullets). */
export function rulesText(sections: readonly RulesSection[]): string {
  return sections
    .map((s) => [`## ${s.heading}`, '', ...s.items.map((i) => `- ${i}`)].join('\n'))
    .join('\n\n');
}
