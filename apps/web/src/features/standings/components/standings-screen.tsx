/**
 * /teamPage/{auctionId}/{userId} (spec 001 §2 "Standings"): one card per team, live while bidding
 * (refreshed every 5 s), final once scored; the header opens the prize distribution. /result/{id}
 * shows the same final results from `GET results/:id`, with the player's shareable result card.
 */
import { useTranslation } from 'react-i18next';
import type { AuctionTeamsResponse } from '@bidxi/protocol';
import { CloudOff, Gift, Hourglass, Medal, Radio, SearchX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api-client';
import { auctionMessages } from '@/lib/messages/auctions';
import { resultsMessages } from '@/lib/messages/results';
import { truncate } from '@/lib/text';
import { useSession } from '@/stores/session';
import { isResultsPending, useResults } from '@/features/standings/api/get-results';
import { useStandings } from '@/features/standings/api/get-standings';
import { PrizeModal } from '@/features/standings/components/prize-modal';
import { ShareResultCard } from '@/features/standings/components/share-result-card';
import { TeamCard } from '@/features/standings/components/team-card';

/** Spec 001 §9: names cut at 24 characters in a header. */
const HEADER_NAME_MAX = 24;

export function StandingsScreen({ auctionId }: { auctionId: string }) {
  const query = useStandings(auctionId);
  if (!auctionId) return <MissingAuction />;
  if (query.isPending) return <StandingsSkeleton />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <Standings auctionId={auctionId} data={query.data} />;
}

export function ResultScreen({ auctionId }: { auctionId: string }) {
  const query = useResults(auctionId);
  const viewerId = useSession((s) => s.userId) ?? '';
  const { t } = useTranslation('standings');
  if (!auctionId) return <MissingAuction />;
  if (query.isPending) return <StandingsSkeleton />;
  if (query.isError) {
    if (isResultsPending(query.error)) {
      return (
        <Message
          testId="results-pending"
          icon={<Hourglass aria-hidden className="size-8" />}
          title={resultsMessages.results.resultsPending}
          description={resultsMessages.results.resultsPendingText}
          action={
            <ButtonLink
              to={`/teamPage/${encodeURIComponent(auctionId)}/${encodeURIComponent(viewerId)}`}
              variant="secondary"
              fullWidth
            >
              {t('liveStandings')}
            </ButtonLink>
          }
        />
      );
    }
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <Standings auctionId={auctionId} data={query.data} isResultPage />;
}

function Standings({
  auctionId,
  data,
  isResultPage = false,
}: {
  auctionId: string;
  data: AuctionTeamsResponse;
  isResultPage?: boolean;
}) {
  const viewerId = useSession((s) => s.userId);
  const [isPrizeOpen, setPrizeOpen] = useState(false);
  const { t } = useTranslation(['standings', 'auctions']);
  const isLive = data.status === 'LIVE';
  const isBiddingOver = data.biddingEndedAt !== null || data.isFinal || data.status === 'COMPLETED';
  const hasTeam = viewerId !== null && data.teams.some((team) => team.ownerId === viewerId);

  return (
    <div className="flex flex-col gap-3 p-4">
      <section
        aria-labelledby="standings-title"
        className="theme-dark bg-hero flex items-start gap-3 rounded-3xl px-4 py-4 text-white shadow-card"
      >
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold text-night-200">
            {isResultPage ? t('resultTitle') : t('title')}
          </p>
          <h1
            id="standings-title"
            className="truncate text-xl font-extrabold"
            title={data.auctionName}
          >
            {truncate(data.auctionName, HEADER_NAME_MAX)}
          </h1>
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
            {isLive ? (
              <Badge tone="gold">
                <Radio aria-hidden className="size-3" />
                {data.biddingEndedAt ? t('ordering') : t('live')}
              </Badge>
            ) : data.isFinal ? (
              <Badge tone="success">
                <Medal aria-hidden className="size-3" />
                {t('final')}
              </Badge>
            ) : (
              <Badge tone="night">{t(`auctions:status.${data.status}`)}</Badge>
            )}
            <span className="text-xs text-night-200">
              {t('teams', { count: data.teams.length })}
              {isLive ? t('updates') : ''}
            </span>
          </div>
        </div>
        <Button
          variant="primary"
          size="sm"
          onClick={() => setPrizeOpen(true)}
          icon={<Gift aria-hidden className="size-4" />}
          aria-haspopup="dialog"
        >
          {t('prizes')}
        </Button>
      </section>

      {isResultPage && data.isFinal && hasTeam ? (
        <ShareResultCard auctionId={auctionId} auctionName={data.auctionName} />
      ) : null}

      {data.teams.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Medal aria-hidden className="size-8" />}
            title={t('noTeams')}
            description={t('noTeamsText')}
          />
        </Card>
      ) : (
        <ol aria-label={t('byRank')} className="flex flex-col gap-2.5" data-testid="standings">
          {data.teams.map((team) => (
            <TeamCard
              key={team.id}
              team={team}
              auctionId={auctionId}
              isMine={viewerId !== null && team.ownerId === viewerId}
              isBiddingOver={isBiddingOver}
            />
          ))}
        </ol>
      )}

      <PrizeModal
        isOpen={isPrizeOpen}
        onClose={() => setPrizeOpen(false)}
        auctionId={auctionId}
        distribution={data.prizeDistribution}
        teams={data.teams}
      />
    </div>
  );
}

function Message({
  icon,
  title,
  description,
  action,
  testId,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="p-4" data-testid={testId}>
      <Card>
        <EmptyState icon={icon} title={title} description={description} action={action} />
      </Card>
    </div>
  );
}

function MissingAuction() {
  const { t } = useTranslation('standings');
  return (
    <Message
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

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const isMissing = error instanceof ApiRequestError && error.httpStatus === 404;
  const { t } = useTranslation('standings');
  return (
    <Message
      icon={<CloudOff aria-hidden className="size-8" />}
      title={isMissing ? auctionMessages.auctions.notFound : resultsMessages.results.someError}
      description={isMissing ? t('notFoundText') : resultsMessages.results.tryAgain}
      action={
        isMissing ? (
          <ButtonLink to="/my-auctions" variant="secondary" fullWidth>
            {t('myAuctions')}
          </ButtonLink>
        ) : (
          <Button onClick={onRetry} fullWidth>
            {t('retry')}
          </Button>
        )
      }
    />
  );
}

function StandingsSkeleton() {
  const { t } = useTranslation('standings');
  return (
    <SkeletonGroup label={t('loading')} className="flex flex-col gap-3 p-4">
      <Skeleton className="h-24 w-full rounded-3xl" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-32 w-full rounded-2xl" />
      ))}
    </SkeletonGroup>
  );
}
