/** Admin auctions list: status filters, fees collected (revenue), team counts, and New auction. */
import type { AdminAuctionView } from '@bidxi/protocol';
import { ChevronRight, CloudOff, Gavel, Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingStatus, Skeleton } from '@/components/ui/skeleton';
import { tabId, tabPanelId, Tabs } from '@/components/ui/tabs';
import { formatCount } from '@/lib/format';
import { formatIndiaDateTime } from '@/lib/india-time';
import { adminAuctionErrorMessage } from '@/lib/messages/admin';
import { formatRupeeAmount } from '@/lib/money';
import {
  useAdminAuctions,
  type AdminStatusFilter,
} from '@/features/admin/auctions/api/get-admin-auctions';
import { AdminStatusBadge } from '@/features/admin/auctions/components/admin-status-badge';
import { LazyAuctionFormModal } from '@/features/admin/auctions/components/lazy-auction-form-modal';

// Each tab's label is `filters.<id>` in the `adminAuctions` catalogue.
const FILTERS = ['ALL', 'SCHEDULED', 'LIVE', 'COMPLETED', 'CANCELLED'] as const;

export function AdminAuctionsScreen() {
  const { t } = useTranslation('adminAuctions');
  const navigate = useNavigate();
  const [status, setStatus] = useState<AdminStatusFilter>('ALL');
  const [isCreating, setCreating] = useState(false);
  const query = useAdminAuctions(status);
  const auctions = query.data?.auctions ?? [];

  return (
    <section aria-labelledby="auctions-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="auctions-title" className="text-xl font-extrabold text-ink">
            {t('list.title')}
          </h1>
          <p className="text-sm text-ink-muted">{t('list.subtitle')}</p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void query.refetch()}
            icon={<RefreshCw aria-hidden className="size-4" />}
            isLoading={query.isFetching && !query.isPending}
          >
            {t('common.refresh')}
          </Button>
          <Button
            size="sm"
            onClick={() => setCreating(true)}
            icon={<Plus aria-hidden className="size-4" />}
          >
            {t('list.new')}
          </Button>
        </div>
      </div>

      <Tabs
        tabs={FILTERS.map((id) => ({ id, label: t(`filters.${id}`) }))}
        value={status}
        onChange={setStatus}
        label={t('list.filter')}
        idPrefix="admin-auctions"
        className="max-w-2xl flex-wrap"
      />

      <div
        role="tabpanel"
        id={tabPanelId('admin-auctions', status)}
        aria-labelledby={tabId('admin-auctions', status)}
      >
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError ? (
          <Card>
            <EmptyState
              icon={<CloudOff aria-hidden className="size-8" />}
              title={t('list.loadFailed')}
              description={adminAuctionErrorMessage(query.error)}
              action={
                <Button fullWidth onClick={() => void query.refetch()}>
                  {t('common.tryAgain')}
                </Button>
              }
            />
          </Card>
        ) : auctions.length === 0 ? (
          <Card>
            <EmptyState
              icon={<Gavel aria-hidden className="size-8" />}
              title={t('list.none')}
              description={status === 'ALL' ? t('list.noneText') : t(`list.noneOf.${status}`)}
              action={
                <Button fullWidth onClick={() => setCreating(true)}>
                  {t('list.new')}
                </Button>
              }
            />
          </Card>
        ) : (
          <Card>
            <AuctionsTable auctions={auctions} />
            <AuctionCards auctions={auctions} />
          </Card>
        )}
      </div>

      <LazyAuctionFormModal
        isOpen={isCreating}
        onClose={() => setCreating(false)}
        onSaved={(a) => void navigate(`/admin/auctions/${a.id}`)}
      />
    </section>
  );
}

/** From the md breakpoint up: a table. */
function AuctionsTable({ auctions }: { auctions: readonly AdminAuctionView[] }) {
  const { t } = useTranslation('adminAuctions');
  return (
    <div
      className="relative hidden overflow-x-auto md:block"
      role="region"
      aria-label={t('list.title')}
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('list.title')}</caption>
        <thead className="border-b border-line bg-surface text-xs text-ink-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('list.columns.auction')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('list.columns.status')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {t('list.columns.fee')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {t('list.columns.players')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {t('list.columns.revenue')}
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">{t('list.columns.open')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {auctions.map((a) => (
            <AuctionRow key={a.id} auction={a} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

const auctionPath = (a: AdminAuctionView) => `/admin/auctions/${encodeURIComponent(a.id)}`;

function AuctionRow({ auction: a }: { auction: AdminAuctionView }) {
  const to = auctionPath(a);
  const { t } = useTranslation('adminAuctions');
  return (
    <tr className="hover:bg-surface/60">
      <td className="px-4 py-3">
        <Link to={to} className="font-semibold break-words text-ink hover:underline">
          {a.title}
        </Link>
        {a.isDemo ? (
          <Badge tone="night" className="ml-2">
            {t('badges.demo')}
          </Badge>
        ) : null}
        {a.isPractice ? (
          <Badge tone="night" className="ml-2">
            {t('badges.practice')}
          </Badge>
        ) : null}
        <p className="num text-xs text-ink-muted">{formatIndiaDateTime(a.startsAt)}</p>
      </td>
      <td className="px-4 py-3">
        <AdminStatusBadge status={a.status} />
      </td>
      <td className="num px-4 py-3 text-right">{formatRupeeAmount(a.registrationFee)}</td>
      <td className="num px-4 py-3 text-right">{formatCount(a.teamCount)}</td>
      <td className="num px-4 py-3 text-right font-semibold text-success-700">
        {formatRupeeAmount(a.revenue)}
      </td>
      <td className="px-2 py-3 text-right">
        <Link
          to={to}
          aria-label={t('list.open', { title: a.title })}
          className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface"
        >
          <ChevronRight aria-hidden className="size-5" />
        </Link>
      </td>
    </tr>
  );
}

/** Below the md breakpoint: one card per auction, the whole card a link. */
function AuctionCards({ auctions }: { auctions: readonly AdminAuctionView[] }) {
  const { t } = useTranslation('adminAuctions');
  return (
    <ul aria-label={t('list.title')} className="divide-y divide-line md:hidden">
      {auctions.map((a) => (
        <li key={a.id}>
          <Link to={auctionPath(a)} className="flex items-center gap-3 px-4 py-3 hover:bg-surface">
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold break-words text-ink">{a.title}</span>
                {a.isDemo ? <Badge tone="night">{t('badges.demo')}</Badge> : null}
                {a.isPractice ? <Badge tone="night">{t('badges.practice')}</Badge> : null}
              </div>
              <p className="num text-xs text-ink-muted">{formatIndiaDateTime(a.startsAt)}</p>
              <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
                <AdminStatusBadge status={a.status} />
                <span className="num">
                  {t('list.fee', { amount: formatRupeeAmount(a.registrationFee) })}
                </span>
                <span className="num">{t('list.players', { count: a.teamCount })}</span>
                <span className="num font-semibold text-success-700">
                  {t('list.revenue', { amount: formatRupeeAmount(a.revenue) })}
                </span>
              </div>
            </div>
            <ChevronRight aria-hidden className="size-5 shrink-0 text-ink-subtle" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ListSkeleton() {
  const { t } = useTranslation('adminAuctions');
  return (
    <Card className="flex flex-col divide-y divide-line" aria-busy="true">
      <LoadingStatus label={t('list.loading')} />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-4">
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-56 max-w-full" />
            <Skeleton className="h-3 w-36 max-w-full" />
          </div>
          <Skeleton className="hidden h-6 w-20 md:block" />
          <Skeleton className="hidden h-4 w-16 md:block" />
          <Skeleton className="hidden h-4 w-10 md:block" />
          <Skeleton className="hidden h-4 w-20 md:block" />
        </div>
      ))}
    </Card>
  );
}
