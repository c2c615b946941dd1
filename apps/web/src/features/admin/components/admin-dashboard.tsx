/**
 * The admin home: what asks for action now (wallet requests, auctions live or starting soon) and
 * today's money, each linking to the screen that handles it. Refreshes every 30 s.
 */
import { DASHBOARD_SOON_HOURS } from '@bidxi/protocol';
import { CloudOff, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { dataErrorMessage } from '@/lib/messages/common';
import { useAdminDashboard } from '@/features/admin/api/get-dashboard';
import { formatIndiaClock } from '@/features/admin/components/dashboard-format';
import {
  AuctionsPanel,
  RequestsPanel,
  TodayPanel,
} from '@/features/admin/components/dashboard-panels';

export function AdminDashboard() {
  const { t } = useTranslation('admin');
  const query = useAdminDashboard();
  const data = query.data;
  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="dashboard-title" className="text-xl font-extrabold text-ink">
            {t('nav.dashboard')}
          </h1>
          <p className="text-sm text-ink-muted">
            {data
              ? t('dashboard.updated', { time: formatIndiaClock(data.serverTime) })
              : t('dashboard.subtitle')}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void query.refetch()}
          icon={<RefreshCw aria-hidden className="size-4" />}
          isLoading={query.isFetching && !query.isPending}
        >
          {t('common.refresh')}
        </Button>
      </div>

      {query.isPending ? (
        <DashboardSkeleton />
      ) : query.isError ? (
        <Card>
          <EmptyState
            icon={<CloudOff aria-hidden className="size-8" />}
            title={t('dashboard.loadFailed')}
            description={dataErrorMessage(query.error, 'other')}
            action={
              <Button fullWidth onClick={() => void query.refetch()}>
                {t('common.tryAgain')}
              </Button>
            }
          />
        </Card>
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <RequestsPanel data={query.data} />
            <AuctionsPanel data={query.data} soonHours={DASHBOARD_SOON_HOURS} />
          </div>
          <TodayPanel data={query.data} />
        </>
      )}
    </section>
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <SkeletonGroup label={t('dashboard.loading')} className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Skeleton className="h-56 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
      <Skeleton className="h-5 w-40" />
      <div className="grid gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 rounded-2xl" />
        ))}
      </div>
    </SkeletonGroup>
  );
}
