/**
 * /admin/auctions/{id}/results: an auction's standings as the admin sees them (bots and unpaid
 * ranks included, mobile numbers shown) with the money: fees collected, pool percent and split,
 * the prizes and what was paid.
 */
import type { AdminAuctionResultsResponse, StandingTeam } from '@bidxi/protocol';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { formatRupeeAmount } from '@/lib/money';
import { adminMessages } from '@/lib/messages/admin';
import { resultsMessages } from '@/lib/messages/results';
import { ordinal } from '@/lib/ordinal';
import { useAuctionResults } from '@/features/admin/analytics/api/get-auction-results';
import { csvRupees, say, type Column } from '@/features/admin/analytics/components/columns';
import { DataTable } from '@/features/admin/analytics/components/data-table';

/**
 * The standings table's columns; the CSV keeps English headings (data for spreadsheets) and the
 * screen shows each cell in the current language.
 */
export function resultColumns(isBiddingOver: boolean): Column<StandingTeam>[] {
  const NA = resultsMessages.results.notApplicable;
  const failed = (t: StandingTeam) => !t.isValid && isBiddingOver;
  return [
    {
      id: 'rank',
      header: 'Rank',
      csv: (t) => (failed(t) || t.rank === null ? NA : ordinal(t.rank)),
    },
    { id: 'team', header: 'Team', csv: (t) => t.name },
    {
      id: 'owner',
      header: 'Owner',
      csv: (t) => (t.isBot ? 'Bot' : (t.owner?.username ?? '')),
      show: (t) => (t.isBot ? say('results.bot') : (t.owner?.username ?? '')),
    },
    {
      id: 'points',
      header: 'Points',
      csv: (t) => (failed(t) ? NA : (t.score ?? t.totalPoints + t.totalBonus)),
      isNumeric: true,
    },
    {
      id: 'prizeRank',
      header: 'Prize rank',
      csv: (t) => (t.prizeRank === null ? '' : ordinal(t.prizeRank)),
    },
    {
      id: 'prize',
      header: 'Prize (₹)',
      csv: (t) => (t.prizeAmount === null ? '' : csvRupees(t.prizeAmount)),
      show: (t) =>
        t.prizeAmount !== null && t.prizeAmount > 0
          ? formatRupeeAmount(t.prizeAmount)
          : t.isBot && t.rank !== null && t.rank <= 3
            ? say('results.botNotPaid')
            : '—',
      isNumeric: true,
    },
    { id: 'players', header: 'Players', csv: (t) => `${t.playerCount}/11` },
    {
      id: 'validXi',
      header: 'Valid XI',
      csv: (t) => (t.isValid ? 'Yes' : failed(t) ? resultsMessages.results.auctionFailed : 'No'),
      show: (t) =>
        t.isValid ? say('yes') : failed(t) ? resultsMessages.results.auctionFailed : say('no'),
    },
    { id: 'bonus', header: 'Bonus', csv: (t) => t.totalBonus, isNumeric: true },
    { id: 'purseUsed', header: 'Purse used (Cr)', csv: (t) => t.purseUsed, isNumeric: true },
    { id: 'purseLeft', header: 'Purse left (Cr)', csv: (t) => t.purseLeft, isNumeric: true },
    { id: 'mobile', header: 'Mobile', csv: (t) => t.mobileNumber ?? '' },
  ];
}

export function AuctionResultsScreen({ auctionId }: { auctionId: string }) {
  const { t } = useTranslation('analytics');
  const query = useAuctionResults(auctionId);
  const data = query.data;

  if (query.isPending) {
    return (
      <SkeletonGroup label={t('results.loading')} className="flex flex-col gap-4">
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-72 w-full rounded-2xl" />
      </SkeletonGroup>
    );
  }
  if (query.isError || !data) {
    return (
      <Card className="mx-auto max-w-xl">
        <EmptyState
          icon={<RefreshCw aria-hidden className="size-8" />}
          title={adminMessages.analytics.resultsFailed}
          description={t('results.failedText')}
          action={
            <Button onClick={() => void query.refetch()} fullWidth>
              {t('table.retry')}
            </Button>
          }
        />
      </Card>
    );
  }

  const isBiddingOver = data.biddingEndedAt !== null || data.isFinal || data.status === 'COMPLETED';
  return (
    <section aria-labelledby="results-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <ButtonLink
          to="/admin/analytics"
          variant="ghost"
          size="sm"
          icon={<ArrowLeft aria-hidden className="size-4" />}
        >
          {t('title')}
        </ButtonLink>
        <div className="min-w-0 flex-1">
          <h1 id="results-title" className="truncate text-xl font-extrabold text-ink">
            {data.auctionName}
          </h1>
          <p className="text-sm text-ink-muted">
            {t('tables.auctions.results')} ·{' '}
            {data.isFinal ? (
              <Badge tone="success">{t('results.final')}</Badge>
            ) : (
              <Badge tone="gold">{t(`statuses.${data.status}`)}</Badge>
            )}
          </p>
        </div>
      </div>
      <MoneyPanel data={data} />
      <DataTable
        title={t('results.standings')}
        description={t('results.standingsText')}
        columns={resultColumns(isBiddingOver)}
        rows={data.teams}
        rowKey={(t) => t.id}
        fileName={`bidxi-results-${auctionId}.csv`}
        isLoading={false}
        isError={false}
        onRetry={() => void query.refetch()}
        emptyText={t('results.noTeams')}
        testId="admin-results-table"
      />
    </section>
  );
}

function MoneyPanel({ data }: { data: AdminAuctionResultsResponse }) {
  const d = data.prizeDistribution;
  const [a, b, c] = data.prizeSplit;
  const { t } = useTranslation('analytics');
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure label={t('results.fees')}>{formatRupeeAmount(data.feesCollected)}</Figure>
      <Figure label={t('results.pool', { percent: data.prizePoolPercent })}>
        {d
          ? formatRupeeAmount(d.prizePool)
          : formatRupeeAmount((data.feesCollected * data.prizePoolPercent) / 100)}
      </Figure>
      <Figure label={t('results.split', { split: `${a}/${b}/${c}` })}>
        {d
          ? `${formatRupeeAmount(d.firstPrize)} · ${formatRupeeAmount(d.secondPrize)} · ${formatRupeeAmount(d.thirdPrize)}`
          : t('results.whenScored')}
      </Figure>
      <Figure label={t('results.paid')}>
        {data.paidTotal === null ? t('results.notPaid') : formatRupeeAmount(data.paidTotal)}
      </Figure>
    </ul>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <Card className="h-full p-4">
        <p className="text-xs font-semibold text-ink-muted">{label}</p>
        <p className="num mt-1 text-base font-extrabold text-ink">{children}</p>
      </Card>
    </li>
  );
}
