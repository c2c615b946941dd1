import { INVALID_COMPOSITION_MESSAGE, type PlayerType } from '@bidxi/engine';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { resultsMessages } from '@/lib/messages/results';
import { compositionErrorText } from '@/features/team/model/composition-errors';
import { typeCounts } from '@/features/team/model/player-types';

/** n/11 and the count of each type against its limits (icon and text, not colour alone). */
export function CompositionSummary({
  playerCount,
  squadSize,
  counts,
}: {
  playerCount: number;
  squadSize: number;
  counts: Partial<Record<PlayerType, number>>;
}) {
  const { t } = useTranslation('team');
  return (
    <section
      aria-label={t('composition.label')}
      className="rounded-2xl border border-line bg-card p-3"
    >
      <div className="flex items-baseline justify-between">
        <h2 className="text-sm font-bold text-ink">{t('composition.players')}</h2>
        <p className="num text-base font-extrabold text-ink" data-testid="player-count">
          {playerCount}/{squadSize}
        </p>
      </div>
      <ul className="mt-2 grid grid-cols-2 gap-1.5">
        {typeCounts(counts).map((type) => (
          <li
            key={type.type}
            className="flex items-center gap-1 rounded-lg bg-surface px-1.5 py-1.5 text-xs text-ink-muted"
          >
            {type.isWithin ? (
              <CircleCheck aria-hidden className="size-4 shrink-0 text-success-600" />
            ) : (
              <CircleAlert aria-hidden className="size-4 shrink-0 text-ink-subtle" />
            )}
            <span className="flex-1 truncate">{type.label}</span>
            <span className="num font-bold text-ink">{type.count}</span>
            <span className="num text-ink-subtle">
              /{type.min === type.max ? type.min : `${type.min}–${type.max}`}
            </span>
            <span className="sr-only">
              {type.isWithin ? t('composition.within') : t('composition.outside')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec 001 §4/§5: the invalid-composition banner with the server's reasons. */
export function InvalidCompositionBanner({ errors }: { errors: readonly string[] }) {
  const { t, i18n } = useTranslation('team');
  const title = resultsMessages.results.invalidComposition;
  const reasons = errors
    .filter((e) => e !== INVALID_COMPOSITION_MESSAGE && e !== title)
    .map((e) => compositionErrorText(e, t, i18n.resolvedLanguage ?? 'en'));
  return (
    <div
      role="alert"
      data-testid="invalid-composition"
      className={clsx(
        'flex gap-3 rounded-2xl border border-danger-600/30 bg-danger-50 p-3 text-danger-700',
      )}
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">
        <p className="font-bold">{title}</p>
        {reasons.length > 0 ? (
          <ul className="mt-1 list-disc pl-4 text-sm">
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
