import type { ResponsibleGamingView } from '@bidxi/protocol';
import { BadgeCheck, CircleAlert, Coins, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { dataErrorMessage } from '@/lib/messages/common';
import { formatIndiaDate } from '@/lib/india-time';
import { useGaming } from '@/features/profile/api/get-gaming';
import { RechargeLimitCard } from '@/features/profile/components/recharge-limit-card';
import { SelfExclusionCard } from '@/features/profile/components/self-exclusion-card';

/**
 * Responsible gaming: the daily recharge limit (real money only), self-exclusion for
 * 7/30/90 days, and the 18+ confirmation on record.
 */
export function ResponsibleGamingScreen() {
  const { t } = useTranslation('gaming');
  const gaming = useGaming();
  if (gaming.isPending) return <GamingSkeleton />;
  if (gaming.isError) {
    return (
      <div className="px-4 py-6">
        <Card>
          <EmptyState
            icon={<CircleAlert aria-hidden className="size-8" />}
            title={t('loadFailed')}
            description={dataErrorMessage(gaming.error, 'other')}
            action={
              <Button fullWidth onClick={() => void gaming.refetch()} isLoading={gaming.isFetching}>
                {t('retry')}
              </Button>
            }
          />
        </Card>
      </div>
    );
  }
  const g = gaming.data;
  return (
    <div className="flex flex-1 flex-col gap-4 px-4 py-5">
      <header>
        <h1 className="text-2xl font-extrabold text-ink">{t('title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('intro')}</p>
      </header>
      {/* A running self-exclusion is shown by the frame's strip above every screen (gate). */}
      {g.moneyMode === 'real' ? (
        <RechargeLimitCard gaming={g} />
      ) : (
        <Card className="flex items-start gap-3 p-5">
          <Coins aria-hidden className="size-6 shrink-0 text-gold-700" />
          <p className="text-sm text-ink">{t('coinsNote')}</p>
        </Card>
      )}
      <SelfExclusionCard gaming={g} />
      <AgeLine gaming={g} />
    </div>
  );
}

/** "Self-excluded until …": the state every screen of a self-excluded player shows. */
export function ExcludedNotice({ untilText }: { untilText: string }) {
  const { t } = useTranslation('gaming');
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl bg-danger-50 p-4 text-ink ring-1 ring-danger-600/30"
    >
      <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-danger-600" />
      <div className="min-w-0 text-sm">
        <p className="font-bold">{t('excluded.until', { until: untilText })}</p>
        <p className="text-ink-muted">{t('excluded.text')}</p>
      </div>
    </div>
  );
}

function AgeLine({ gaming }: { gaming: ResponsibleGamingView }) {
  const { t } = useTranslation('gaming');
  if (!gaming.ageConfirmedAt) return null;
  return (
    <p className="flex items-center gap-2 px-1 text-sm text-ink-muted">
      <BadgeCheck aria-hidden className="size-4 text-success-600" />
      {t('ageConfirmed', { date: formatIndiaDate(gaming.ageConfirmedAt) })}
    </p>
  );
}

function GamingSkeleton() {
  const { t } = useTranslation('gaming');
  return (
    <SkeletonGroup label={t('loading')} className="flex flex-1 flex-col gap-4 px-4 py-5">
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-5 w-72" />
      <Skeleton className="h-80 w-full rounded-3xl" />
      <Skeleton className="h-64 w-full rounded-3xl" />
    </SkeletonGroup>
  );
}
