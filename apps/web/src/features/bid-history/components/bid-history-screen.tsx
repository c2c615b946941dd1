import { useTranslation } from 'react-i18next';
/**
 * /bidhistory (spec 001 §2 "Bid history"): the user's bids across auctions, newest first, grouped by
 * auction, searchable by player or auction. Loading skeletons, an empty state with a next step, and
 * an error state with a retry; a failure never shows rows made up in their place (ARCHITECTURE.md §7).
 */
import type { BidHistoryItem } from '@bidxi/protocol';
import { CloudOff, Gavel, History, Search, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/input';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { formatIndiaDateTime } from '@/lib/india-time';
import { bidRefusalText, bidHistoryMessages } from '@/lib/messages/bid-history';
import { formatCroreAmount } from '@/lib/money';
import { truncate } from '@/lib/text';
import { useBidHistory } from '@/features/bid-history/api/get-bid-history';
import { playerTypeLabel } from '@/lib/player-type-label';
import { OutcomeBadge } from '@/features/bid-history/components/outcome-badge';
import { useDebouncedValue } from '@/features/bid-history/hooks/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;
const TITLE_MAX = 35;

interface AuctionGroup {
  auctionId: string;
  title: string;
  status: BidHistoryItem['auctionStatus'];
  bids: BidHistoryItem[];
}

/** Bids grouped by auction, groups in the order their newest bid appears. */
export function groupByAuction(bids: readonly BidHistoryItem[]): AuctionGroup[] {
  const groups = new Map<string, AuctionGroup>();
  for (const bid of bids) {
    let group = groups.get(bid.auctionId);
    if (!group) {
      group = {
        auctionId: bid.auctionId,
        title: bid.auctionTitle,
        status: bid.auctionStatus,
        bids: [],
      };
      groups.set(bid.auctionId, group);
    }
    group.bids.push(bid);
  }
  return [...groups.values()];
}

export function BidHistoryScreen() {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useBidHistory(term);
  const bids = useMemo(() => query.data?.pages.flatMap((p) => p.bids) ?? [], [query.data]);
  const groups = useMemo(() => groupByAuction(bids), [bids]);
  const total = query.data?.pages[0]?.total ?? 0;
  const { t } = useTranslation('history');

  return (
    <div className="flex flex-col gap-4 p-4">
      <div>
        <h1 className="text-xl font-extrabold text-ink">{t('title')}</h1>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {query.isPlaceholderData
            ? t('searching')
            : query.isSuccess
              ? term
                ? t('countMatching', { count: total, term })
                : t('count', { count: total })
              : t('subtitle')}
        </p>
      </div>

      <TextField
        label={t('search')}
        hideLabel
        type="search"
        placeholder={t('searchPlaceholder')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        leading={<Search aria-hidden className="size-5 text-ink-subtle" />}
        maxLength={100}
        autoComplete="off"
      />

      {query.isPending ? (
        <HistorySkeleton />
      ) : query.isError ? (
        <Card>
          <EmptyState
            icon={<CloudOff aria-hidden className="size-8" />}
            title={bidHistoryMessages.bidHistory.loadFailed}
            description={t('safe')}
            action={
              <Button onClick={() => void query.refetch()} isLoading={query.isFetching} fullWidth>
                {t('retry')}
              </Button>
            }
          />
        </Card>
      ) : bids.length === 0 ? (
        <Card>
          {term ? (
            <EmptyState
              icon={<SearchX aria-hidden className="size-8" />}
              title={bidHistoryMessages.bidHistory.noMatch(term)}
              description={bidHistoryMessages.bidHistory.noMatchText}
              action={
                <Button variant="secondary" onClick={() => setSearch('')} fullWidth>
                  {t('clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<History aria-hidden className="size-8" />}
              title={bidHistoryMessages.bidHistory.empty}
              description={bidHistoryMessages.bidHistory.emptyText}
              action={
                <ButtonLink to="/home" fullWidth>
                  {t('goHome')}
                </ButtonLink>
              }
            />
          )}
        </Card>
      ) : (
        <>
          {groups.map((group) => (
            <AuctionBids key={group.auctionId} group={group} />
          ))}
          {query.hasNextPage ? (
            <Button
              variant="secondary"
              onClick={() => void query.fetchNextPage()}
              isLoading={query.isFetchingNextPage}
              fullWidth
            >
              {t('loadMore')}
            </Button>
          ) : null}
          {query.isFetchNextPageError ? (
            <p role="alert" className="text-center text-sm text-danger-700">
              {bidHistoryMessages.bidHistory.loadFailed}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

function AuctionBids({ group }: { group: AuctionGroup }) {
  const { t } = useTranslation('history');
  return (
    <section aria-label={group.title} className="flex flex-col gap-2" data-testid="bid-group">
      <div className="flex items-center gap-2 px-1">
        <Gavel aria-hidden className="size-4 shrink-0 text-gold-700" />
        <h2 className="min-w-0 flex-1 truncate text-sm font-bold text-ink" title={group.title}>
          <Link to={`/auction/${encodeURIComponent(group.auctionId)}`} className="hover:underline">
            {truncate(group.title, TITLE_MAX)}
          </Link>
        </h2>
        <span className="text-xs font-semibold text-ink-subtle">{t(`status.${group.status}`)}</span>
      </div>
      <Card>
        <ul>
          {group.bids.map((bid) => (
            <BidRow key={bid.id} bid={bid} />
          ))}
        </ul>
      </Card>
    </section>
  );
}

function BidRow({ bid }: { bid: BidHistoryItem }) {
  const { t } = useTranslation('history');
  return (
    <li
      className="flex items-start gap-3 border-b border-line px-3 py-3 last:border-b-0"
      data-testid="bid-row"
    >
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 font-semibold break-words text-ink">
          {bid.playerName ?? t('unknownPlayer')}
        </p>
        <p className="truncate text-xs text-ink-muted">
          {bid.playerType ? `${playerTypeLabel(bid.playerType)} · ` : ''}
          <time dateTime={bid.createdAt}>{formatIndiaDateTime(bid.createdAt)}</time>
        </p>
        {bid.outcome === 'REFUSED' ? (
          <p className="mt-0.5 text-xs text-ink-muted">{bidRefusalText(bid.reasonCode)}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <p className="num font-bold text-ink">
          {bid.amount !== null ? formatCroreAmount(bid.amount) : '—'}
        </p>
        <OutcomeBadge outcome={bid.outcome} />
      </div>
    </li>
  );
}

function HistorySkeleton() {
  const { t } = useTranslation('history');
  return (
    <SkeletonGroup label={t('loading')} className="flex flex-col gap-2">
      <Skeleton className="h-5 w-40" />
      <div className="rounded-2xl border border-line bg-card">
        {Array.from({ length: 6 }, (_, i) => (
          <div
            key={i}
            className="flex items-start gap-3 border-b border-line px-3 py-3 last:border-b-0"
          >
            <div className="flex flex-1 flex-col gap-1.5">
              <Skeleton className="h-5 w-36" />
              <Skeleton className="h-3.5 w-48" />
            </div>
            <div className="flex flex-col items-end gap-1.5">
              <Skeleton className="h-5 w-14" />
              <Skeleton className="h-5 w-16 rounded-full" />
            </div>
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
