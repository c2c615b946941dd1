/**
 * /admin/auctions/{id}/results: an auction's standings as the admin sees them (bots and unpaid
 * ranks included, mobile numbers shown) with the money: fees collected, pool percent and split,
 * the prizes and what was paid.
 */
import type { AdminAuctionResultsResponse, StandingTeam } from '@bidxi/protocol';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRupeeAmount } from '@/lib/money';
import { Messages } from '@/lib/messages';
import { ordinal } from '@/lib/ordinal';
import { useAuctionResults } from '@/features/admin/analytics/api/get-auction-results';
import { csvRupees, type Column } from '@/features/admin/analytics/components/columns';
import { DataTable } from '@/features/admin/analytics/components/data-table';

const NA = Messages.results.notApplicable;

export function resultColumns(isBiddingOver: boolean): Column<StandingTeam>[] {
  const failed = (t: StandingTeam) => !t.isValid && isBiddingOver;
  return [
    { header: 'Rank', csv: (t) => (failed(t) || t.rank === null ? NA : ordinal(t.rank)) },
    { header: 'Team', csv: (t) => t.name },
    { header: 'Owner', csv: (t) => (t.isBot ? 'Bot' : (t.owner?.username ?? '')) },
    {
      header: 'Points',
      csv: (t) => (failed(t) ? NA : (t.score ?? t.totalPoints + t.totalBonus)),
      isNumeric: true,
    },
    { header: 'Prize rank', csv: (t) => (t.prizeRank === null ? '' : ordinal(t.prizeRank)) },
    {
      header: 'Prize (₹)',
      csv: (t) => (t.prizeAmount === null ? '' : csvRupees(t.prizeAmount)),
      show: (t) =>
        t.prizeAmount !== null && t.prizeAmount > 0
          ? formatRupeeAmount(t.prizeAmount)
          : t.isBot && t.rank !== null && t.rank <= 3
            ? 'Bot, not paid'
            : '—',
      isNumeric: true,
    },
    { header: 'Players', csv: (t) => `${t.playerCount}/11` },
    {
      header: 'Valid XI',
      csv: (t) => (t.isValid ? 'Yes' : failed(t) ? Messages.results.auctionFailed : 'No'),
    },
    { header: 'Bonus', csv: (t) => t.totalBonus, isNumeric: true },
    { header: 'Purse used (Cr)', csv: (t) => t.purseUsed, isNumeric: true },
    { header: 'Purse left (Cr)', csv: (t) => t.purseLeft, isNumeric: true },
    { header: 'Mobile', csv: (t) => t.mobileNumber ?? '' },
  ];
}

export function AuctionResultsScreen({ auctionId }: { auctionId: string }) {
  const query = useAuctionResults(auctionId);
  const data = query.data;

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading results">
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-72 w-full rounded-2xl" />
      </div>
    );
  }
  if (query.isError || !data) {
    return (
      <Card className="mx-auto max-w-xl">
        <EmptyState
          icon={<RefreshCw aria-hidden className="size-8" />}
          title={Messages.analytics.resultsFailed}
          description="Check the auction, or try again."
          action={
            <Button onClick={() => void query.refetch()} fullWidth>
              Retry
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
          Analytics
        </ButtonLink>
        <div className="min-w-0 flex-1">
          <h1 id="results-title" className="truncate text-xl font-extrabold text-ink">
            {data.auctionName}
          </h1>
          <p className="text-sm text-ink-muted">
            Results ·{' '}
            {data.isFinal ? (
              <Badge tone="success">Final</Badge>
            ) : (
              <Badge tone="gold">{data.status}</Badge>
            )}
          </p>
        </div>
      </div>
      <MoneyPanel data={data} />
      <DataTable
        title="Standings"
        description="Every team, bots included; bots are ranked but never paid."
        columns={resultColumns(isBiddingOver)}
        rows={data.teams}
        rowKey={(t) => t.id}
        fileName={`bidxi-results-${auctionId}.csv`}
        isLoading={false}
        isError={false}
        onRetry={() => void query.refetch()}
        emptyText="No teams registered."
        testId="admin-results-table"
      />
    </section>
  );
}

function MoneyPanel({ data }: { data: AdminAuctionResultsResponse }) {
  const d = data.prizeDistribution;
  const [a, b, c] = data.prizeSplit;
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure label="Fees collected">{formatRupeeAmount(data.feesCollected)}</Figure>
      <Figure label={`Prize pool (${data.prizePoolPercent}%)`}>
        {d
          ? formatRupeeAmount(d.prizePool)
          : formatRupeeAmount((data.feesCollected * data.prizePoolPercent) / 100)}
      </Figure>
      <Figure label={`Split ${a}/${b}/${c}`}>
        {d
          ? `${formatRupeeAmount(d.firstPrize)} · ${formatRupeeAmount(d.secondPrize)} · ${formatRupeeAmount(d.thirdPrize)}`
          : 'When scored'}
      </Figure>
      <Figure label="Paid out">
        {data.paidTotal === null ? 'Not paid yet' : formatRupeeAmount(data.paidTotal)}
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
