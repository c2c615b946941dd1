import { formatCrores, formatRupees } from '@/lib/format';
import { formatIndiaDateTime } from '@/lib/india-time';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
/** Unit suffixes of the server's field names (ARCHITECTURE.md §3) and how their values read. */
const UNITS: readonly { suffix: string; format: (n: number) => string }[] = [
  { suffix: 'Paise', format: formatRupees },
  { suffix: 'Lakhs', format: formatCrores },
  { suffix: 'Ms', format: (ms) => `${ms / 1000} s` },
];

/** A logged field's name in words, without its unit: 'basePriceLakhs' → 'Base price'. */
export function fieldLabel(key: string): string {
  const unit = UNITS.find((u) => key.endsWith(u.suffix) && key !== u.suffix);
  const bare = unit ? key.slice(0, -unit.suffix.length) : key;
  const words = bare.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A logged value as text: money in ₹, purses in Cr, durations in seconds, instants in India time,
 * yes/no, lists joined; '—' for none.
 */
export function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    const unit = UNITS.find((u) => key.endsWith(u.suffix));
    return unit && Number.isSafeInteger(value) ? unit.format(value) : String(value);
  }
  if (typeof value === 'string') {
    if (value === '') return '(empty)';
    return ISO_INSTANT.test(value) ? formatIndiaDateTime(value) : value;
  }
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) return value.join(', ');
  return JSON.stringify(value);
}
