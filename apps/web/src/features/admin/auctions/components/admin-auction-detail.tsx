/**
 * One auction for the admin: facts, Start now, Cancel (every fee refunded), Edit, and the pool, teams
 * and registrations.
 */
import { lobbyMinutes } from '../lobby-minutes';
import { ArrowLeft, Ban, CloudOff, History, Pencil, Play, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ConfirmDialog } from '@/components/ui/modal';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { tabId, tabPanelId, Tabs } from '@/components/ui/tabs';
import { formatCount } from '@/lib/format';
import { adminAuctionErrorMessage, adminMessages } from '@/lib/messages/admin';
import { formatRupeeAmount } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useAdminAuction } from '@/features/admin/auctions/api/get-admin-auction';
import { usePool } from '@/features/admin/auctions/api/get-pool';
import { useUpdateAuction } from '@/features/admin/auctions/api/save-auction';
import { AdminStatusBadge } from '@/features/admin/auctions/components/admin-status-badge';
import { LazyAuctionFormModal } from '@/features/admin/auctions/components/lazy-auction-form-modal';
import { AuctionFacts } from '@/features/admin/auctions/components/auction-facts';
import { PoolImport } from '@/features/admin/auctions/components/pool-import';
import { PoolTable } from '@/features/admin/auctions/components/pool-table';
import { RegistrationsTable, TeamsList } from '@/features/admin/auctions/components/teams-tables';
import { OrganiserControls } from '@/features/admin/organiser/components/organiser-controls';

type Section = 'pool' | 'teams' | 'registrations';

export function AdminAuctionDetail({ auctionId }: { auctionId: string }) {
  const detail = useAdminAuction(auctionId);
  const pool = usePool(auctionId);
  const update = useUpdateAuction();
  const [section, setSection] = useState<Section>('pool');
  const [isEditing, setEditing] = useState(false);
  const [isImporting, setImporting] = useState(false);
  const [confirming, setConfirming] = useState<'start' | 'cancel' | null>(null);
  const { t } = useTranslation('adminAuctions');

  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    return (
      <Card>
        <EmptyState
          icon={<CloudOff aria-hidden className="size-8" />}
          title={t('detail.loadFailed')}
          description={adminAuctionErrorMessage(detail.error)}
          action={
            <Button fullWidth onClick={() => void detail.refetch()}>
              {t('common.tryAgain')}
            </Button>
          }
        />
      </Card>
    );
  }

  const { auction, teams, registrations } = detail.data;
  const isScheduled = auction.status === 'SCHEDULED';
  const players = pool.data?.players ?? [];

  const changeStatus = async (status: 'LIVE' | 'CANCELLED') => {
    try {
      await update.mutateAsync({ auctionId: auction.id, status });
      notify.success(
        status === 'LIVE'
          ? adminMessages.adminAuctions.started
          : adminMessages.adminAuctions.cancelled,
      );
    } catch (error) {
      notify.error(adminAuctionErrorMessage(error));
    } finally {
      setConfirming(null);
    }
  };

  const sections = [
    { id: 'pool', label: t('detail.pool', { n: formatCount(players.length) }) },
    { id: 'teams', label: t('detail.teams', { n: formatCount(teams.length) }) },
    {
      id: 'registrations',
      label: t('detail.registrations', { n: formatCount(registrations.length) }),
    },
  ] as const;

  return (
    <section aria-labelledby="auction-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to="/admin/auctions"
          className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-semibold text-night-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('detail.all')}
        </Link>
        <Link
          to={`/admin/actions?targetType=AUCTION&targetId=${encodeURIComponent(auction.id)}`}
          className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-semibold text-night-700 hover:underline"
        >
          <History aria-hidden className="size-4" />
          {t('detail.actions')}
        </Link>
      </div>

      <Card className="overflow-hidden">
        <div className="flex flex-col gap-4 p-5 sm:flex-row">
          {auction.imageUrl ? (
            <img
              src={auction.imageUrl}
              alt=""
              className="aspect-video w-full rounded-xl object-cover sm:w-56"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <AdminStatusBadge status={auction.status} />
              {auction.isDemo ? <Badge tone="night">{t('badges.demo')}</Badge> : null}
              {auction.isPractice ? <Badge tone="night">{t('badges.practice')}</Badge> : null}
            </div>
            <h1 id="auction-title" className="mt-2 text-xl font-extrabold break-words text-ink">
              {auction.title}
            </h1>
            {auction.description ? (
              <p className="mt-1 line-clamp-3 text-sm text-ink-muted">{auction.description}</p>
            ) : null}
          </div>
          {isScheduled ? (
            <div className="flex shrink-0 flex-wrap gap-2 sm:flex-col">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing(true)}
                icon={<Pencil aria-hidden className="size-4" />}
              >
                {t('common.edit')}
              </Button>
              <Button
                size="sm"
                variant="success"
                onClick={() => setConfirming('start')}
                icon={<Play aria-hidden className="size-4" />}
              >
                {t('detail.startNow')}
              </Button>
              <Button
                size="sm"
                variant="danger"
                onClick={() => setConfirming('cancel')}
                icon={<Ban aria-hidden className="size-4" />}
              >
                {t('detail.cancel')}
              </Button>
            </div>
          ) : (
            <div className="shrink-0">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing(true)}
                icon={<Pencil aria-hidden className="size-4" />}
              >
                {t('common.edit')}
              </Button>
            </div>
          )}
        </div>
        <AuctionFacts auction={auction} />
      </Card>

      {auction.status === 'LIVE' ? <OrganiserControls auctionId={auction.id} isLive /> : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <Tabs
          tabs={sections}
          value={section}
          onChange={setSection}
          label={t('detail.sections')}
          idPrefix="admin-auction"
          className="w-full max-w-xl"
        />
        {section === 'pool' && isScheduled ? (
          <Button
            size="sm"
            onClick={() => setImporting(true)}
            icon={<Upload aria-hidden className="size-4" />}
          >
            {t('detail.import')}
          </Button>
        ) : null}
      </div>

      <div
        role="tabpanel"
        id={tabPanelId('admin-auction', section)}
        aria-labelledby={tabId('admin-auction', section)}
      >
        {section === 'pool' ? (
          pool.isPending ? (
            <Skeleton className="h-64 w-full rounded-2xl" />
          ) : pool.isError ? (
            <Card>
              <EmptyState
                icon={<CloudOff aria-hidden className="size-8" />}
                title={t('detail.poolFailed')}
                description={adminAuctionErrorMessage(pool.error)}
                action={
                  <Button fullWidth onClick={() => void pool.refetch()}>
                    {t('common.tryAgain')}
                  </Button>
                }
              />
            </Card>
          ) : (
            <PoolTable
              players={players}
              canEdit={isScheduled}
              onImport={isScheduled ? () => setImporting(true) : undefined}
            />
          )
        ) : section === 'teams' ? (
          <TeamsList teams={teams} />
        ) : (
          <RegistrationsTable registrations={registrations} />
        )}
      </div>

      <LazyAuctionFormModal
        isOpen={isEditing}
        onClose={() => setEditing(false)}
        auction={auction}
      />
      <PoolImport auctionId={auction.id} isOpen={isImporting} onClose={() => setImporting(false)} />
      <ConfirmDialog
        isOpen={confirming === 'start'}
        title={t('detail.startTitle')}
        description={t('detail.startText', {
          title: auction.title,
          minutes: lobbyMinutes(auction.settings.lobbyMs),
        })}
        confirmLabel={t('detail.startNow')}
        cancelLabel={t('detail.notYet')}
        confirmVariant="success"
        isPending={update.isPending}
        onConfirm={() => void changeStatus('LIVE')}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        isOpen={confirming === 'cancel'}
        title={t('detail.cancelTitle')}
        description={
          registrations.length > 0
            ? t('detail.cancelText', {
                count: registrations.length,
                amount: formatRupeeAmount(auction.revenue),
              })
            : t('detail.cancelNobody')
        }
        confirmLabel={t('detail.cancelConfirm')}
        cancelLabel={t('detail.keep')}
        confirmVariant="danger"
        isPending={update.isPending}
        onConfirm={() => void changeStatus('CANCELLED')}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation('adminAuctions');
  return (
    <SkeletonGroup label={t('detail.loading')} className="flex flex-col gap-5">
      <Skeleton className="h-5 w-28" />
      <Skeleton className="h-48 w-full rounded-2xl" />
      <Skeleton className="h-11 w-96 max-w-full" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </SkeletonGroup>
  );
}
