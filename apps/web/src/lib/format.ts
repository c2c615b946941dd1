// Number formatting for the whole app: wallet money in paise → '₹1,23,450.00'; purse and bids in
// lakhs → '2.25 Cr' / '25L' (ARCHITECTURE.md §3). Integers in, exact strings out (no float rounding).
// The ONE place numbers follow the language: digits are grouped by `Intl` in the current
// locale (en-IN / hi-IN, both Indian grouping) and the units come from the `common` catalogue
// ('25L' / '25 लाख', '2.5 Cr' / '2.5 करोड़', 'coins' / 'सिक्के').

import { intlLocale, t } from '@/i18n/i18n';
import { moneyMode } from '@/lib/money-mode';

const groupings = new Map<string, Intl.NumberFormat>();

/**
 * Below this magnitude a whole number has no group separator in either locale (both write Latin
 * digits), so it is printed without `Intl`: the first `Intl.NumberFormat` of a page loads the
 * locale's data, 40–65 ms of main thread on the bench machine for the landing page's one amount
 *. A test checks that the two agree for every such number in both locales.
 */
export const UNGROUPED_BELOW = 1000n;

/** Whole numbers with Indian grouping in the current language's locale (formatters cached). */
function group(value: bigint): string {
  if (value < UNGROUPED_BELOW && value > -UNGROUPED_BELOW) return value.toString();
  const locale = intlLocale();
  let format = groupings.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    groupings.set(locale, format);
  }
  return format.format(value);
}

/**
 * Integer paise as Indian rupees with two decimals, e.g. 12345000 → '₹1,23,450.00'. In play-money
 * mode the same units are coins, one per rupee: 12345000 → '1,23,450 coins'.
 */
export function formatRupees(paise: number | bigint): string {
  const value = toBigInt(paise, 'paise');
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const rupees = abs / 100n;
  const rest = (abs % 100n).toString().padStart(2, '0');
  if (moneyMode() === 'play') {
    const coins = `${group(rupees)}${rest === '00' ? '' : `.${rest}`}`;
    const count = coins === '1' ? 1 : 2;
    return `${negative ? '-' : ''}${t('units.coins', { value: coins, count })}`;
  }
  return `${negative ? '-' : ''}₹${group(rupees)}.${rest}`;
}

/**
 * Integer lakhs as a purse or bid: below 1 Cr in lakhs ('25L'), otherwise crores with up to two
 * decimals and no trailing zeros ('2.25 Cr', '1.5 Cr', '10 Cr'); in Hindi '25 लाख', '2.25 करोड़'.
 */
export function formatCrores(lakhs: number | bigint): string {
  const value = toBigInt(lakhs, 'lakhs');
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const sign = negative ? '-' : '';
  if (abs < 100n) return t('units.lakh', { value: `${sign}${abs}` });
  const crores = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return t('units.crore', { value: `${sign}${group(crores)}${fraction ? `.${fraction}` : ''}` });
}

function toBigInt(value: number | bigint, unit: string): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${unit} must be a whole number: ${value}`);
  return BigInt(value);
}

/** A mobile number ('+919876543210' or '9876543210') as '+91 98765 43210'. */
export function formatMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '').slice(-10);
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** A count or other whole number with Indian grouping in the current language: 123456 → '1,23,456'. */
export function formatCount(value: number | bigint): string {
  return group(toBigInt(value, 'count'));
}
