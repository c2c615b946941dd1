import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/** Upcoming's filter: every queued player, or only the viewer's starred ones ("My targets"). */
export function TargetsFilter({
  isTargetsOnly,
  targetCount,
  onChange,
}: {
  isTargetsOnly: boolean;
  targetCount: number;
  onChange: (isTargetsOnly: boolean) => void;
}) {
  const { t } = useTranslation('watch');
  const option = (value: boolean, label: string, testId: string) => (
    <button
      type="button"
      aria-pressed={isTargetsOnly === value}
      onClick={() => onChange(value)}
      data-testid={testId}
      className={clsx(
        'min-h-11 flex-1 rounded-xl px-3 text-sm font-semibold',
        isTargetsOnly === value
          ? 'bg-gold-400 text-night-950'
          : 'border border-night-600 bg-night-800 text-white hover:border-gold-400',
      )}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={t('filter.label')} className="flex gap-2 px-4 pt-2 pb-1">
      {option(false, t('filter.all'), 'targets-all')}
      {option(true, t('filter.targets', { count: targetCount }), 'targets-only')}
    </div>
  );
}
