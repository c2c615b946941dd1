/**
 * One auction for the admin: facts, Start now, Cancel (every fee refunded), Edit, and the pool, teams
 * and registrations.
 */
import type { AdminAuctionView } from '@bidxi/protocol';
import { ArrowLeft, Ban, CloudOff, History, Pencil, Play, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ConfirmDialog } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { tabId, tabPanelId, Tabs } from '@/components/ui/tabs';
import { formatIndiaDateTime } from '@/lib/india-time';
import { adminAuctionErrorMessage, Messages } from '@/lib/messages';
import { formatCroreAmount, formatRupeeAmount } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useAdminAuction } from '@/features/admin/auctions/api/get-admin-auction';
import { usePool } from '@/features/admin/auctions/api/get-pool';
import { useUpdateAuction } from '@/features/admin/auctions/api/save-auction';
import { AdminStatusBadge } from '@/features/admin/auctions/components/admin-status-badge';
import { LazyAuctionFormModal } from '@/features/admin/auctions/components/lazy-auction-form-modal';
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

  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    return (
      <Card>
        <EmptyState
          icon={<CloudOff aria-hidden className="size-8" />}
          title="Could not load the auction"
          description={adminAuctionErrorMessage(detail.error)}
          action={
            <Button fullWidth onClick={() => void detail.refetch()}>
              Try again
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
        status === 'LIVE' ? Messages.adminAuctions.started : Messages.adminAuctions.cancelled,
      );
    } catch (error) {
      notify.error(adminAuctionErrorMessage(error));
    } finally {
      setConfirming(null);
    }
  };

  const sections = [
    { id: 'pool', label: `Pool (${players.length})` },
    { id: 'teams', label: `Teams (${teams.length})` },
    { id: 'registrations', label: `Registrations (${registrations.length})` },
  ] as const;

  return (
    <section aria-labelledby="auction-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to="/admin/auctions"
          className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-semibold text-night-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          All auctions
        </Link>
        <Link
          to={`/admin/actions?targetType=AUCTION&targetId=${encodeURIComponent(auction.id)}`}
          className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-semibold text-night-700 hover:underline"
        >
          <History aria-hidden className="size-4" />
          Admin actions on this auction
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
              {auction.isDemo ? <Badge tone="night">Demo</Badge> : null}
              {auction.isPractice ? <Badge tone="night">Practice</Badge> : null}
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
                Edit
              </Button>
              <Button
                size="sm"
                variant="success"
                onClick={() => setConfirming('start')}
                icon={<Play aria-hidden className="size-4" />}
              >
                Start now
              </Button>
              <Button
                size="sm"
                variant="danger"
                onClick={() => setConfirming('cancel')}
                icon={<Ban aria-hidden className="size-4" />}
              >
                Cancel auction
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
                Edit
              </Button>
            </div>
          )}
        </div>
        <Facts auction={auction} />
      </Card>

      {auction.status === 'LIVE' ? <OrganiserControls auctionId={auction.id} isLive /> : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <Tabs
          tabs={sections}
          value={section}
          onChange={setSection}
          label="Auction sections"
          idPrefix="admin-auction"
          className="w-full max-w-xl"
        />
        {section === 'pool' && isScheduled ? (
          <Button
            size="sm"
            onClick={() => setImporting(true)}
            icon={<Upload aria-hidden className="size-4" />}
          >
            Import players
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
                title="Could not load the pool"
                description={adminAuctionErrorMessage(pool.error)}
                action={
                  <Button fullWidth onClick={() => void pool.refetch()}>
                    Try again
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
        title="Start this auction now?"
        description={`${auction.title} goes LIVE at once: the room opens and lots begin after the lobby (${Math.round(auction.settings.lobbyMs / 60_000)} min).`}
        confirmLabel="Start now"
        cancelLabel="Not yet"
        confirmVariant="success"
        isPending={update.isPending}
        onConfirm={() => void changeStatus('LIVE')}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        isOpen={confirming === 'cancel'}
        title="Cancel this auction?"
        description={
          registrations.length > 0
            ? `Every registration fee goes back to the players' wallets: ${registrations.length} ${registrations.length === 1 ? 'player' : 'players'}, ${formatRupeeAmount(auction.revenue)} in total. This cannot be undone.`
            : 'Nobody has registered yet, so there are no fees to refund. This cannot be undone.'
        }
        confirmLabel="Cancel auction and refund fees"
        cancelLabel="Keep auction"
        confirmVariant="danger"
        isPending={update.isPending}
        onConfirm={() => void changeStatus('CANCELLED')}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}

function Facts({ auction: a }: { auction: AdminAuctionView }) {
  const facts: [string, string][] = [
    ['Start', formatIndiaDateTime(a.startsAt)],
    ['End', formatIndiaDateTime(a.endsAt)],
    ['Fee', formatRupeeAmount(a.registrationFee)],
    ['Purse', formatCroreAmount(a.budgetLimit)],
    ['Players registered', String(a.teamCount)],
    ['Revenue (fees less refunds)', formatRupeeAmount(a.revenue)],
    ['Prize pool', `${a.settings.prizePoolPercent}% · split ${a.settings.prizeSplit.join('/')}`],
    ['Lot / bid window', `${a.settings.lotWindowMs / 1000} s / ${a.settings.bidWindowMs / 1000} s`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-px border-t border-line bg-line sm:grid-cols-4">
      {facts.map(([label, value]) => (
        <div key={label} className="bg-card px-5 py-3">
          <dt className="text-xs font-semibold text-ink-muted">{label}</dt>
          <dd className="num mt-0.5 text-sm font-bold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading auction" className="flex flex-col gap-5">
      <Skeleton className="h-5 w-28" />
      <Skeleton className="h-48 w-full rounded-2xl" />
      <Skeleton className="h-11 w-96 max-w-full" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}
