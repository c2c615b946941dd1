import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { resultsMessages } from '@/lib/messages/results';

/** Spec 001 §2: the sticky 'Positions modified, Update' bar, in thumb reach at the bottom. */
export function UpdateBar({
  total,
  savedTotal,
  isSaving,
  onUpdate,
  onReset,
}: {
  total: number;
  savedTotal: number;
  isSaving: boolean;
  onUpdate: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('team');
  const delta = total - savedTotal;
  return (
    <div
      role="region"
      aria-label={t('update.label')}
      data-testid="update-bar"
      className="fixed inset-x-0 bottom-0 z-40 mx-auto max-w-app px-3 pb-safe-4 motion-safe:animate-slide-up"
    >
      <div className="theme-dark flex items-center gap-2 rounded-2xl bg-night-900 p-2 pl-4 text-white shadow-raised">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-bold">{resultsMessages.results.positionsModified}</p>
          <p className="num text-xs text-night-200">
            {t('update.points', { points: total })}{' '}
            {delta !== 0
              ? t('update.delta', { delta: `${delta > 0 ? '+' : ''}${delta}` })
              : t('update.same')}
          </p>
        </div>
        <Button
          variant="on-dark"
          size="sm"
          onClick={onReset}
          disabled={isSaving}
          icon={<RotateCcw aria-hidden className="size-4" />}
        >
          {t('update.reset')}
        </Button>
        <Button size="sm" onClick={onUpdate} isLoading={isSaving}>
          {resultsMessages.results.update}
        </Button>
      </div>
    </div>
  );
}
