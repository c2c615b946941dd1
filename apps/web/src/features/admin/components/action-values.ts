import { t } from '@/i18n/i18n';
import { formatCrores, formatRupees } from '@/lib/format';
import { formatIndiaDateTime } from '@/lib/india-time';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
/** Unit suffixes of the server's field names (ARCHITECTURE.md §3) and how their values read. */
const UNITS: readonly { suffix: string; format: (n: number) => string }[] = [
  { suffix: 'Paise', format: formatRupees },
  { suffix: 'Lakhs', format: formatCrores },
  { suffix: 'Ms', format: (ms) => t('log.seconds', { ns: 'admin', value: ms / 1000 }) },
];

/** A field name in words: 'basePrice' → 'Base price'. */
function words(key: string): string {
  const text = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A logged field's name without its unit, in the current language: 'basePriceLakhs' → 'Base price'
 * (`log.fields.basePrice` in the `admin` catalogue; a field it does not know reads in English words).
 */
export function fieldLabel(key: string): string {
  const unit = UNITS.find((u) => key.endsWith(u.suffix) && key !== u.suffix);
  const bare = unit ? key.slice(0, -unit.suffix.length) : key;
  // The key is the server's field name: untyped against the catalogue, with the English as fallback.
  return (t as unknown as (key: string, options: Record<string, unknown>) => string)(
    `log.fields.${bare}`,
    { ns: 'admin', defaultValue: words(bare) },
  );
}

/** An upper-case code the server logs (a status, a phase): its name in the catalogue, else itself. */
function codeText(value: string): string {
  return (t as unknown as (key: string, options: Record<string, unknown>) => string)(
    `log.values.${value}`,
    { ns: 'admin', defaultValue: value },
  );
}

/**
 * A logged value as text: money in ₹, purses in Cr, durations in seconds, instants in India time,
 * yes/no, statuses in words, lists joined; '—' for none.
 */
export function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean')
    return value ? t('log.yes', { ns: 'admin' }) : t('log.no', { ns: 'admin' });
  if (typeof value === 'number') {
    const unit = UNITS.find((u) => key.endsWith(u.suffix));
    return unit && Number.isSafeInteger(value) ? unit.format(value) : String(value);
  }
  if (typeof value === 'string') {
    if (value === '') return t('log.empty', { ns: 'admin' });
    if (/^[A-Z][A-Z_]+$/.test(value)) return codeText(value);
    return ISO_INSTANT.test(value) ? formatIndiaDateTime(value) : value;
  }
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) return value.join(', ');
  return JSON.stringify(value);
}
