import { SHEET_COLUMN_LABELS, SLOT_KEYS } from '@bidxi/protocol';
import { t } from '@/i18n/i18n';

/**
 * A sheet column in words in the current language ('Base price (Cr)' / 'बेस प्राइस (करोड़)'); the
 * English is the protocol's SHEET_COLUMN_LABELS, the fallback for a column the catalogue lacks.
 */
export function sheetColumnLabel(key: string): string {
  const slot = (SLOT_KEYS as readonly string[]).indexOf(key);
  if (slot >= 0) return t('pool.columns.slot', { ns: 'adminAuctions', n: slot + 1 });
  const english = SHEET_COLUMN_LABELS[key] ?? key;
  return (t as unknown as (key: string, options: Record<string, unknown>) => string)(
    `pool.columns.${key}`,
    { ns: 'adminAuctions', defaultValue: english },
  );
}
