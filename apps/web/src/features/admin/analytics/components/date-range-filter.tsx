import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { indiaDateKey } from '@/lib/india-time';
import { indiaDayRange } from '@/lib/india-range';
import type { AnalyticsRange } from '@/features/admin/analytics/api/range';

// Each preset's label is `range.all` or `range.last` (with its days) in the `analytics` catalogue.
const PRESETS = [
  { id: 'all', days: null },
  { id: '7', days: 7 },
  { id: '30', days: 30 },
  { id: '90', days: 90 },
] as const;

/** The last `days` India days up to today, as 'YYYY-MM-DD' bounds. */
export function lastDays(days: number, now = Date.now()): AnalyticsRange {
  const { from, to } = indiaDayRange(-(days - 1), 0, now);
  return { from: indiaDateKey(from.toISOString()), to: indiaDateKey(to.toISOString()) };
}

/** Presets and two India-date inputs; a range whose start is after its end is not applied. */
export function DateRangeFilter({
  range,
  onChange,
}: {
  range: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
}) {
  const { t } = useTranslation('analytics');
  const isInverted = Boolean(range.from && range.to && range.from > range.to);
  const activePreset = PRESETS.find((p) => {
    if (p.days === null) return !range.from && !range.to;
    const r = lastDays(p.days);
    return r.from === range.from && r.to === range.to;
  })?.id;

  return (
    <div className="flex flex-wrap items-end gap-3" role="group" aria-label={t('range.label')}>
      <div className="flex flex-wrap gap-1.5">
        {PRESETS.map((p) => (
          <button
            key={p.id}
            type="button"
            aria-pressed={activePreset === p.id}
            onClick={() => onChange(p.days === null ? {} : lastDays(p.days))}
            className={clsx(
              'min-h-11 rounded-xl border px-3 text-sm font-semibold',
              activePreset === p.id
                ? 'border-gold-500 bg-gold-50 text-gold-700'
                : 'border-line-strong bg-card text-ink hover:bg-surface',
            )}
          >
            {p.days === null ? t('range.all') : t('range.last', { count: p.days })}
          </button>
        ))}
      </div>
      <DateInput
        label={t('range.from')}
        value={range.from}
        onChange={(from) => onChange({ ...range, from })}
      />
      <DateInput
        label={t('range.to')}
        value={range.to}
        onChange={(to) => onChange({ ...range, to })}
      />
      {isInverted ? (
        <p role="alert" className="w-full text-sm text-danger-700">
          {t('range.inverted')}
        </p>
      ) : null}
    </div>
  );
}

function DateInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-semibold text-ink-muted">
      {label}
      <input
        type="date"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
        className="min-h-11 rounded-xl border border-line-strong bg-card px-3 text-sm text-ink"
      />
    </label>
  );
}
