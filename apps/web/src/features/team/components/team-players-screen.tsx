/**
 * /yourTeamPlayers/{auctionId}/{userId} (spec 001 §2 "Team players", §4 "Team reordering"): a team in
 * slot order with each player's points in that slot; the owner reorders it inside the reorder
 * window and saves with the 'Positions modified, Update' bar. Everyone else sees it read-only.
 */
import { clsx } from 'clsx';
import { CloudOff, SearchX, Users } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api-client';
import { reorderErrorMessage, teamDataErrorMessage, resultsMessages } from '@/lib/messages/results';
import { notify } from '@/lib/notify';
import { useTeamPlayers } from '@/features/team/api/get-team-players';
import { useSetPriority } from '@/features/team/api/set-priority';
import {
  CompositionSummary,
  InvalidCompositionBanner,
} from '@/features/team/components/composition-summary';
import { SquadRow } from '@/features/team/components/squad-row';
import { TeamHeader } from '@/features/team/components/team-header';
import { UpdateBar } from '@/features/team/components/update-bar';
import { useSquadOrder } from '@/features/team/hooks/use-squad-order';
import { squadTotals } from '@/features/team/model/squad-order';

// The drag-and-drop list (dnd-kit) is a chunk of its own (every lazy route ≤ 50 KB gzip),
// fetched as soon as this screen's code runs, alongside the squad's data.
const loadSortableSquad = () => import('@/features/team/components/sortable-squad');
void loadSortableSquad();
const SortableSquad = lazy(async () => ({ default: (await loadSortableSquad()).SortableSquad }));

export function TeamPlayersScreen({ auctionId, userId }: { auctionId: string; userId: string }) {
  const { t } = useTranslation('team');
  if (!auctionId || !userId) {
    return (
      <ScreenMessage
        icon={<SearchX aria-hidden className="size-8" />}
        title={resultsMessages.results.missingIds}
        description={t('missingText')}
        action={
          <ButtonLink to="/my-auctions" variant="secondary" fullWidth>
            {t('myAuctions')}
          </ButtonLink>
        }
      />
    );
  }
  return <TeamPlayers auctionId={auctionId} userId={userId} />;
}

function TeamPlayers({ auctionId, userId }: { auctionId: string; userId: string }) {
  const { t } = useTranslation('team');
  const query = useTeamPlayers(auctionId, userId);
  const data = query.data;
  const order = useSquadOrder(data?.players ?? EMPTY);
  const save = useSetPriority(auctionId, userId);
  const [announcement, setAnnouncement] = useState('');
  const savedTotals = useMemo(() => squadTotals(data?.players ?? EMPTY), [data?.players]);
  const savedPoints = useMemo(
    () => new Map((data?.players ?? EMPTY).map((p) => [p.id, p.points])),
    [data?.players],
  );
  const { refetch } = query;
  const onWindowElapsed = useCallback(() => void refetch(), [refetch]);

  if (query.isPending) return <TeamSkeleton />;
  if (query.isError || !data) {
    const isMissing = query.error instanceof ApiRequestError && query.error.httpStatus === 404;
    return (
      <ScreenMessage
        icon={
          isMissing ? (
            <Users aria-hidden className="size-8" />
          ) : (
            <CloudOff aria-hidden className="size-8" />
          )
        }
        title={teamDataErrorMessage(query.error)}
        description={isMissing ? t('noTeamText') : resultsMessages.results.tryAgain}
        action={
          isMissing ? (
            <ButtonLink to="/my-auctions" variant="secondary" fullWidth>
              {t('myAuctions')}
            </ButtonLink>
          ) : (
            <Button onClick={() => void query.refetch()} isLoading={query.isFetching} fullWidth>
              {t('retry')}
            </Button>
          )
        }
      />
    );
  }

  const canReorder = data.canReorder;
  const isDirty = canReorder && order.isDirty;
  const isFailed = !data.isValid && (data.biddingEndedAt !== null || data.status === 'COMPLETED');

  const onUpdate = async () => {
    try {
      await save.mutateAsync({ teamId: data.team.id, auctionId, priorityOrder: order.ids });
      order.reset();
      notify.success(resultsMessages.results.updated, 'set-priority');
    } catch (error) {
      notify.error(reorderErrorMessage(error), 'set-priority');
    }
  };

  return (
    // From 1024 px the team's header and composition stand in a side column beside the XI.
    <div
      className={clsx(
        'flex flex-col gap-3 lg:grid lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start lg:gap-x-8 lg:px-8 lg:pt-8',
        isDirty ? 'px-4 pt-4 pb-28' : 'p-4',
      )}
    >
      <div className="flex flex-col gap-3 lg:sticky lg:top-20 lg:row-span-3">
        <TeamHeader
          data={data}
          receivedAt={query.dataUpdatedAt}
          totals={canReorder ? order.totals : savedTotals}
          onWindowElapsed={onWindowElapsed}
        />
        {isFailed ? <InvalidCompositionBanner errors={data.compositionErrors} /> : null}
        <CompositionSummary
          playerCount={data.playerCount}
          squadSize={data.squadSize}
          counts={data.typeCounts}
        />
      </div>

      {data.players.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Users aria-hidden className="size-8" />}
            title={
              data.isOwner
                ? resultsMessages.results.noPlayersMine
                : resultsMessages.results.noPlayers
            }
            description={data.status === 'LIVE' ? t('emptyLive') : t('emptyDone')}
          />
        </Card>
      ) : canReorder ? (
        <div className="flex flex-col gap-3">
          <p className="text-xs text-ink-muted">{t('dragHint')}</p>
          <Suspense fallback={<SquadSkeleton count={order.players.length} />}>
            <SortableSquad
              players={order.players}
              savedPoints={savedPoints}
              onMove={order.move}
              onAnnounce={setAnnouncement}
            />
          </Suspense>
        </div>
      ) : (
        <ol aria-label={t('battingOrder')} className="flex flex-col gap-2" data-testid="squad-list">
          {data.players.map((p) => (
            <SquadRow key={p.id} player={p} count={data.players.length} />
          ))}
        </ol>
      )}

      <p className="sr-only" aria-live="polite" data-testid="move-announcer">
        {announcement}
      </p>

      {isDirty ? (
        <UpdateBar
          total={order.totals.total}
          savedTotal={savedTotals.total}
          isSaving={save.isPending}
          onUpdate={() => void onUpdate()}
          onReset={() => {
            order.reset();
            setAnnouncement(t('orderReset'));
          }}
        />
      ) : null}
    </div>
  );
}

const EMPTY: never[] = [];

function ScreenMessage(props: Parameters<typeof EmptyState>[0]) {
  return (
    <div className="p-4">
      <Card>
        <EmptyState {...props} />
      </Card>
    </div>
  );
}

function TeamSkeleton() {
  const { t } = useTranslation('team');
  return (
    <SkeletonGroup label={t('loading')} className="flex flex-col gap-3 p-4">
      <Skeleton className="h-48 w-full rounded-3xl" />
      <Skeleton className="h-24 w-full rounded-2xl" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-[4.5rem] w-full rounded-2xl" />
      ))}
    </SkeletonGroup>
  );
}

/** The list's place while its drag-and-drop code arrives (same row count: no layout shift). */
function SquadSkeleton({ count }: { count: number }) {
  return (
    <ol aria-busy="true" className="flex flex-col gap-2">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton className="h-16 w-full" />
        </li>
      ))}
    </ol>
  );
}
