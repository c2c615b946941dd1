/**
 * Builds the How-to-Play PDF for one auction (its settings and pool), or the general one, in English
 * or Hindi. A Hindi file's name ends in `-hi`.
 */
import { TZDate } from '@date-fns/tz';
import { lakhsToCrores } from '@bidxi/engine';
import { INDIA_TIME_ZONE, type Language } from '@bidxi/protocol';
import { INTL_LOCALES, translator } from '../../i18n/i18n';
import type { AppDeps } from '../../platform/deps';
import { settingsOf } from '../auctions/auctions.port';
import { loadAuction } from '../auctions/auctions.service';
import { formatIndiaLong } from '../../platform/india-time';
import { listPool } from '../players/players.port';
import { DEFAULT_RULES_INPUT, gameRules } from './game-rules';
import { renderHowToPlayPdf } from './how-to-play-pdf';

/** An amount in the language's money words: 'Rs 1,234.50' (Helvetica has no ₹) or '₹1,234.50'. */
function rupees(paise: number, language: Language): string {
  const value = (paise / 100).toLocaleString(INTL_LOCALES[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return translator(language, 'rules')('units.rupees', { value });
}

/** The start time in India: the English '5 Dec 2026, 19:30 IST', or Hindi's own month names. */
function startTime(at: Date, language: Language): string {
  if (language === 'en') return formatIndiaLong(at);
  const time = new Intl.DateTimeFormat(INTL_LOCALES[language], {
    timeZone: INDIA_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new TZDate(at.getTime(), INDIA_TIME_ZONE));
  return translator(language, 'pdf')('when', { time });
}

const suffix = (language: Language) => (language === 'en' ? '' : `-${language}`);

/** @returns the PDF and a file name. @throws 404 AUCTION_NOT_FOUND. */
export async function auctionHowToPlayPdf(deps: AppDeps, auctionId: string, language: Language) {
  const db = deps.database.db;
  const a = await loadAuction(db, auctionId);
  const pool = await listPool(db, a.id);
  const s = settingsOf(a);
  const t = translator(language, 'pdf');
  const pdf = await renderHowToPlayPdf({
    language,
    heading: t('heading'),
    facts: [
      t('auction', { title: a.title }),
      t('starts', { when: startTime(a.startsAt, language), minutes: s.lobbyMs / 60_000 }),
      t('numbers', {
        fee: rupees(a.registrationFeePaise, language),
        purse: lakhsToCrores(a.budgetLimitLakhs),
        count: pool.length,
      }),
    ],
    rules: gameRules(
      {
        ...s,
        budgetLimitCr: lakhsToCrores(a.budgetLimitLakhs),
        registrationFeeRupees: a.registrationFeePaise / 100,
      },
      language,
    ),
    players: pool,
  });
  const slug = a.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return { pdf, fileName: `bidxi-how-to-play-${slug || a.id}${suffix(language)}.pdf` };
}

/** The general rules with default settings (the how-to-play page's download). */
export async function generalHowToPlayPdf(language: Language) {
  const pdf = await renderHowToPlayPdf({
    language,
    heading: translator(language, 'pdf')('heading'),
    facts: [],
    rules: gameRules(DEFAULT_RULES_INPUT, language),
    players: [],
  });
  return { pdf, fileName: `bidxi-how-to-play${suffix(language)}.pdf` };
}
