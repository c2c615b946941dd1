/**
 * /admin/analytics: the seven analytics calls of spec 000 §7 for one India-date range, fetched
 * together: headline figures, charts (recharts, lazy) and tables with CSV export.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { REGISTRATIONS_PAGE_SIZE } from '@/features/admin/analytics/api/get-all-registration-requests';
import { analyticsKeys, type AnalyticsRange } from '@/features/admin/analytics/api/range';
import {
  AUCTION_COLUMNS,
  DAY_COLUMNS,
  MONEY_COLUMNS,
  moneyRows,
  REQUEST_COLUMNS,
  USER_COLUMNS,
} from '@/features/admin/analytics/components/columns';
import { csvFileName } from '@/features/admin/analytics/components/csv';
import { DataTable } from '@/features/admin/analytics/components/data-table';
import { DateRangeFilter } from '@/features/admin/analytics/components/date-range-filter';
import { KpiCards } from '@/features/admin/analytics/components/kpi-cards';
import { useAnalytics } from '@/features/admin/analytics/hooks/use-analytics';

const AnalyticsCharts = lazy(
  () => import('@/features/admin/analytics/components/analytics-charts'),
);

const isInverted = (r: AnalyticsRange) => Boolean(r.from && r.to && r.from > r.to);

export function AnalyticsDashboard() {
  const { t } = useTranslation('analytics');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<AnalyticsRange>({});
  const [range, setRange] = useState<AnalyticsRange>({});
  const [offset, setOffset] = useState(0);
  const a = useAnalytics(range, offset);
  const money = useMemo(
    () => (a.financial.data ? moneyRows(a.financial.data) : undefined),
    [a.financial.data],
  );
  const isFetching = Object.values(a).some((q) => q.isFetching);

  const onRange = (next: AnalyticsRange) => {
    setDraft(next);
    if (!isInverted(next)) {
      setRange(next);
      setOffset(0);
    }
  };
  const requestsTotal = a.requests.data?.total ?? 0;

  return (
    <section aria-labelledby="analytics-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="analytics-title" className="text-xl font-extrabold text-ink">
            {t('title')}
          </h1>
          <p className="text-sm text-ink-muted">
            {range.from || range.to ? t('subtitleRange') : t('subtitleAll')}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void queryClient.invalidateQueries({ queryKey: analyticsKeys.all })}
          isLoading={isFetching}
          icon={<RefreshCw aria-hidden className="size-4" />}
        >
          {t('refresh')}
        </Button>
      </div>

      <DateRangeFilter range={draft} onChange={onRange} />

      <KpiCards
        totalAuctions={a.totalAuctions}
        registrations={a.registrations}
        completion={a.completion}
        financial={a.financial}
      />

      <Suspense fallback={<ChartsSkeleton />}>
        <AnalyticsCharts
          days={a.registrations.data?.days}
          auctions={a.perAuction.data?.auctions}
          users={a.bidsPerUser.data?.users}
          money={money}
        />
      </Suspense>

      <div className="grid gap-4">
        <DataTable
          title={t('tables.days.title')}
          description={t('tables.days.text')}
          columns={DAY_COLUMNS}
          rows={a.registrations.data?.days}
          rowKey={(r) => r.date}
          fileName={csvFileName('registrations-per-day', range)}
          isLoading={a.registrations.isPending}
          isError={a.registrations.isError}
          onRetry={() => void a.registrations.refetch()}
          emptyText={t('tables.days.empty')}
          testId="table-registrations-per-day"
        />
        <DataTable
          title={t('tables.users.title')}
          description={t('tables.users.text')}
          columns={USER_COLUMNS}
          rows={a.bidsPerUser.data?.users}
          rowKey={(r) => r.userId}
          fileName={csvFileName('bids-per-user', range)}
          isLoading={a.bidsPerUser.isPending}
          isError={a.bidsPerUser.isError}
          onRetry={() => void a.bidsPerUser.refetch()}
          emptyText={t('tables.users.empty')}
          testId="table-bids-per-user"
        />
      </div>

      <DataTable
        title={t('tables.auctions.title')}
        description={t('tables.auctions.text')}
        columns={AUCTION_COLUMNS}
        rows={a.perAuction.data?.auctions}
        rowKey={(r) => r.auctionId}
        fileName={csvFileName('registrations-per-auction', range)}
        isLoading={a.perAuction.isPending}
        isError={a.perAuction.isError}
        onRetry={() => void a.perAuction.refetch()}
        emptyText={t('tables.auctions.empty')}
        extraColumn={{
          header: t('tables.auctions.results'),
          cell: (r) => (
            <Link
              to={`/admin/auctions/${encodeURIComponent(r.auctionId)}/results`}
              className="inline-flex min-h-11 items-center text-sm font-semibold whitespace-nowrap text-gold-700 hover:underline"
            >
              {t('tables.auctions.results')}
            </Link>
          ),
        }}
        testId="table-registrations-per-auction"
      />

      <DataTable
        title={t('tables.money.title')}
        description={t('tables.money.text')}
        columns={MONEY_COLUMNS}
        rows={money}
        rowKey={(r) => r.category}
        fileName={csvFileName('financial-summary', range)}
        isLoading={a.financial.isPending}
        isError={a.financial.isError}
        onRetry={() => void a.financial.refetch()}
        emptyText={t('tables.money.empty')}
        testId="table-financial-summary"
      />

      <DataTable
        title={t('tables.requests.title')}
        description={t('tables.requests.text', { total: formatCount(requestsTotal) })}
        columns={REQUEST_COLUMNS}
        rows={a.requests.data?.registrations}
        rowKey={(r) => r.teamId}
        fileName={csvFileName(`registration-requests-${offset + 1}`, range)}
        isLoading={a.requests.isPending}
        isError={a.requests.isError}
        onRetry={() => void a.requests.refetch()}
        emptyText={t('tables.days.empty')}
        testId="table-registration-requests"
        footer={
          requestsTotal > REGISTRATIONS_PAGE_SIZE ? (
            <div className="flex items-center justify-between gap-2 border-t border-line px-4 py-2 text-sm text-ink-muted">
              <span className="num">
                {t('range.page', {
                  first: formatCount(offset + 1),
                  last: formatCount(Math.min(offset + REGISTRATIONS_PAGE_SIZE, requestsTotal)),
                  total: formatCount(requestsTotal),
                })}
              </span>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={offset === 0}
                  onClick={() => setOffset(Math.max(0, offset - REGISTRATIONS_PAGE_SIZE))}
                  icon={<ChevronLeft aria-hidden className="size-4" />}
                >
                  {t('range.previous')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={offset + REGISTRATIONS_PAGE_SIZE >= requestsTotal}
                  onClick={() => setOffset(offset + REGISTRATIONS_PAGE_SIZE)}
                >
                  {t('range.next')}
                  <ChevronRight aria-hidden className="size-4" />
                </Button>
              </div>
            </div>
          ) : null
        }
      />
    </section>
  );
}

function ChartsSkeleton() {
  const { t } = useTranslation('analytics');
  return (
    <SkeletonGroup label={t('charts.loading')} className="grid gap-4 lg:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} className="p-4">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="mt-3 h-56 w-full" />
        </Card>
      ))}
    </SkeletonGroup>
  );
}
