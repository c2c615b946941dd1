/**
 * My Auctions (spec 001 §2): the auctions the user has a team in, by status (LIVE, COMPLETED,
 * SCHEDULED), newest or oldest first, with Enter room and Live Standings / View Result. Practice
 * auctions vs bots carry a Practice badge.
 */
import { Trans, useTranslation } from 'react-i18next';
import { ArrowDownUp, CloudOff, DoorOpen, Gavel } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { tabId, tabPanelId, Tabs } from '@/components/ui/tabs';
import { useMyAuctions, type MyAuction } from '@/features/auctions/api/get-my-auctions';
import { AuctionImage } from '@/features/auctions/components/auction-image';
import {
  AuctionStatusBadge,
  DemoBadge,
  PracticeBadge,
} from '@/features/auctions/components/status-badge';
import { formatIndiaDateTime } from '@/lib/india-time';
import { dataErrorMessage } from '@/lib/messages/common';
import { formatCroreAmount } from '@/lib/money';
import { truncate } from '@/lib/text';
import { useSession } from '@/stores/session';
import { auctionTitle } from '@/features/auctions/utils/auction-title';

type StatusTab = 'LIVE' | 'COMPLETED' | 'SCHEDULED';
export type SortOrder = 'newest' | 'oldest';

const TABS: readonly StatusTab[] = ['LIVE', 'COMPLETED', 'SCHEDULED'];

/** Spec 001 §9: titles cut at 35 characters (wider screens) or 24 (phones). */
export const TITLE_MAX_WIDE = 35;
export const TITLE_MAX_NARROW = 24;

export function sortByStart<T extends { startsAt: string }>(list: readonly T[], order: SortOrder) {
  const sign = order === 'newest' ? -1 : 1;
  return [...list].sort((a, b) => sign * (Date.parse(a.startsAt) - Date.parse(b.startsAt)));
}

export function MyAuctions() {
  const query = useMyAuctions();
  const userId = useSession((s) => s.userId) ?? '';
  const [chosen, setChosen] = useState<StatusTab | null>(null);
  const [order, setOrder] = useState<SortOrder>('newest');
  const { t } = useTranslation(['auctions', 'common']);
  const all = query.data;
  // Until the user picks a tab, open the first one that has something in it.
  const tab: StatusTab = chosen ?? TABS.find((id) => all?.some((a) => a.status === id)) ?? 'LIVE';
  const shown = useMemo(
    () =>
      sortByStart(
        (all ?? []).filter((a) => a.status === tab),
        order,
      ),
    [all, tab, order],
  );

  return (
    <div className="flex flex-col gap-4 px-4 py-5 lg:px-6">
      <h1 className="text-xl font-extrabold text-ink">{t('mine.title')}</h1>
      <Tabs
        tabs={TABS.map((id) => ({ id, label: t(`status.${id}`) }))}
        value={tab}
        onChange={setChosen}
        label={t('mine.tabsLabel')}
        idPrefix="mine"
        className="lg:max-w-xl"
      />
      <div className="flex items-center justify-end gap-2">
        <label
          htmlFor="my-auctions-sort"
          className="flex items-center gap-1.5 text-sm font-semibold text-ink-muted"
        >
          <ArrowDownUp aria-hidden className="size-4" />
          {t('mine.sort')}
        </label>
        <select
          id="my-auctions-sort"
          value={order}
          onChange={(e) => setOrder(e.target.value as SortOrder)}
          className="min-h-11 rounded-xl border border-line-strong bg-card px-3 text-sm font-semibold text-ink"
        >
          <option value="newest">{t('mine.newest')}</option>
          <option value="oldest">{t('mine.oldest')}</option>
        </select>
      </div>

      <div role="tabpanel" id={tabPanelId('mine', tab)} aria-labelledby={tabId('mine', tab)}>
        {query.isPending ? (
          <MyAuctionsSkeleton />
        ) : query.isError ? (
          <Card>
            <EmptyState
              icon={<CloudOff aria-hidden className="size-8" />}
              title={t('mine.loadFailed')}
              description={dataErrorMessage(query.error, 'auction')}
              action={
                <Button fullWidth onClick={() => void query.refetch()} isLoading={query.isFetching}>
                  {t('common:actions.retry')}
                </Button>
              }
            />
          </Card>
        ) : shown.length === 0 ? (
          <Card>
            <EmptyState
              icon={<Gavel aria-hidden className="size-8" />}
              title={t(`mine.empty.${tab}`)}
              description={t(`mine.emptyText.${tab}`)}
              action={
                <ButtonLink to="/home" fullWidth variant="secondary">
                  {t('mine.browse')}
                </ButtonLink>
              }
            />
          </Card>
        ) : (
          // Two columns of cards from 1024 px.
          <ul
            className="flex flex-col gap-3 lg:grid lg:grid-cols-2 lg:items-start lg:gap-4"
            aria-label={t(`mine.listLabel.${tab}`)}
          >
            {shown.map((auction) => (
              <li key={auction.id}>
                <MyAuctionCard auction={auction} userId={userId} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function MyAuctionCard({ auction, userId }: { auction: MyAuction; userId: string }) {
  const { t } = useTranslation(['auctions', 'common']);
  const standings = `/teamPage/${encodeURIComponent(auction.id)}/${encodeURIComponent(userId)}`;
  return (
    <Card className="overflow-hidden">
      <div className="flex gap-3 p-4">
        <AuctionImage
          src={auction.imageUrl}
          className="size-16 shrink-0 rounded-xl"
          iconClassName="size-6"
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h2 className="font-bold text-ink" title={auctionTitle(auction)}>
              <span className="sm:hidden">{truncate(auctionTitle(auction), TITLE_MAX_NARROW)}</span>
              <span className="hidden sm:inline">
                {truncate(auctionTitle(auction), TITLE_MAX_WIDE)}
              </span>
            </h2>
            <AuctionStatusBadge status={auction.status} className="shrink-0" />
          </div>
          <p className="mt-0.5 truncate text-xs text-ink-muted">
            <Trans
              t={t}
              i18nKey="mine.team"
              values={{ name: auction.team.name }}
              components={{ 1: <span className="font-semibold text-ink" /> }}
            />
            {auction.isDemo ? <DemoBadge className="ml-2" /> : null}
            {auction.isPractice ? <PracticeBadge className="ml-2" /> : null}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-1 border-t border-line px-4 py-3 text-sm">
        <Row label={t('mine.start')} value={formatIndiaDateTime(auction.startsAt)} />
        <Row label={t('mine.end')} value={formatIndiaDateTime(auction.endsAt)} />
        <Row label={t('mine.budget')} value={formatCroreAmount(auction.budgetLimit)} />
      </dl>
      <div className="border-t border-line px-4 py-3">
        {auction.status === 'COMPLETED' ? (
          <ButtonLink to={standings} fullWidth>
            {t('mine.viewResult')}
          </ButtonLink>
        ) : auction.status === 'LIVE' ? (
          // The room first: a LIVE auction is played there.
          <div className="grid grid-cols-2 gap-3">
            <ButtonLink
              to={`/auctionRoom/${encodeURIComponent(auction.id)}`}
              fullWidth
              icon={<DoorOpen aria-hidden className="size-5" />}
            >
              {t('mine.enterRoom')}
            </ButtonLink>
            <ButtonLink to={standings} fullWidth variant="secondary">
              {t('mine.liveStandings')}
            </ButtonLink>
          </div>
        ) : (
          <ButtonLink
            to={`/auction/${encodeURIComponent(auction.id)}`}
            fullWidth
            variant="secondary"
          >
            {t('mine.details')}
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="num text-right font-medium text-ink">{value}</dd>
    </div>
  );
}

function MyAuctionsSkeleton() {
  return (
    <ul aria-hidden className="flex flex-col gap-3 lg:grid lg:grid-cols-2 lg:gap-4">
      {[0, 1].map((i) => (
        <li key={i}>
          <Card className="flex flex-col gap-3 p-4">
            <div className="flex gap-3">
              <Skeleton className="size-16 rounded-xl" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-5 w-44" />
                <Skeleton className="h-3 w-28" />
              </div>
            </div>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-11 w-full" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
