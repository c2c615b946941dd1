import {
  SELF_EXCLUSION_DAYS,
  type ResponsibleGamingView,
  type SelfExclusionDays,
} from '@bidxi/protocol';
import { clsx } from 'clsx';
import { CalendarOff } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/modal';
import { formatIndiaDateTime } from '@/lib/india-time';
import { gamingErrorMessage } from '@/lib/messages/gaming';
import { notify } from '@/lib/notify';
import { useSelfExclude } from '@/features/profile/api/change-gaming';

const DAY_MS = 24 * 3600_000;

/**
 * Self-exclusion: choose 7, 30 or 90 days and confirm. While one runs it shows its end
 * (IST) and what it stops; a longer break can still be chosen, never a shorter one.
 */
export function SelfExclusionCard({ gaming }: { gaming: ResponsibleGamingView }) {
  const { t } = useTranslation('gaming');
  const [days, setDays] = useState<SelfExclusionDays>(30);
  // The end the dialog shows, fixed when it opens (the server's own now decides the real end).
  const [endPreview, setEndPreview] = useState<string | null>(null);
  const isConfirming = endPreview !== null;
  const setConfirming = (open: boolean) =>
    setEndPreview(
      open ? formatIndiaDateTime(new Date(Date.now() + days * DAY_MS).toISOString()) : null,
    );
  const exclude = useSelfExclude();
  const isExcluded = gaming.selfExcludedUntil !== null;

  const confirm = async () => {
    try {
      const answer = await exclude.mutateAsync(days);
      const until = answer.gaming.selfExcludedUntil;
      // The instant in the app's one India-time format (as the strip above says it).
      notify.success(
        until === null
          ? answer.message
          : t('excluded.until', { until: formatIndiaDateTime(until) }),
      );
    } catch (err) {
      notify.error(gamingErrorMessage(err, t('exclusion.failed')));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gold-50 text-gold-700">
          <CalendarOff aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 className="text-base font-bold text-ink">{t('exclusion.title')}</h2>
          <p className="text-sm text-ink-muted">{t('exclusion.text')}</p>
        </div>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">
          {isExcluded ? t('exclusion.longer') : t('exclusion.howLong')}
        </legend>
        <div className="grid grid-cols-3 gap-2">
          {SELF_EXCLUSION_DAYS.map((d) => (
            <label
              key={d}
              className={clsx(
                'flex min-h-12 cursor-pointer items-center justify-center rounded-xl border-2 text-base font-bold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-500',
                d === days ? 'border-gold-500 bg-gold-50 text-ink' : 'border-line text-ink-muted',
              )}
            >
              <input
                type="radio"
                name="self-exclusion-days"
                value={d}
                checked={d === days}
                onChange={() => setDays(d)}
                className="sr-only"
              />
              {t('exclusion.days', { count: d })}
            </label>
          ))}
        </div>
      </fieldset>
      <Button
        variant="danger"
        size="lg"
        fullWidth
        onClick={() => setConfirming(true)}
        isLoading={exclude.isPending}
      >
        {t('exclusion.start', { count: days })}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('exclusion.confirmTitle', { count: days })}
        description={
          <Trans
            t={t}
            i18nKey="exclusion.confirmText"
            values={{ until: endPreview }}
            components={[<strong key="0" />]}
          />
        }
        confirmLabel={t('exclusion.confirm')}
        cancelLabel={t('exclusion.cancel')}
        confirmVariant="danger"
        isPending={exclude.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
