/**
 * The league screens (one lazy chunk): create (`/leagues/new`), a league's page (`/league/{code}`)
 * and the join screen of an invite link (`/join/{code}`, open signed out too).
 */
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingStatus } from '@/components/ui/skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { useLeague } from '@/features/leagues/api/leagues';
import { CreateLeagueForm } from '@/features/leagues/components/create-league-form';
import { JoinLeague } from '@/features/leagues/components/join-league';
import { LeaguePage } from '@/features/leagues/components/league-page';

export function CreateLeagueRoute() {
  const { t } = useTranslation('leagues');
  usePageTitle(t('create.title'));
  return (
    <div className="flex flex-col gap-4 px-4 py-5">
      <h1 className="text-xl font-extrabold text-ink">{t('create.title')}</h1>
      <CreateLeagueForm />
    </div>
  );
}

/** The code of the route, as the server reads it. */
const useCode = () => (useParams().code ?? '').trim().toUpperCase();

function LeagueLoader({
  children,
}: {
  children: (
    league: NonNullable<ReturnType<typeof useLeague>['data']>,
    checkedAtMs: number,
  ) => React.ReactNode;
}) {
  const { t } = useTranslation('leagues');
  const query = useLeague(useCode());
  if (query.data) return <>{children(query.data, query.dataUpdatedAt)}</>;
  if (query.isError) {
    return (
      <EmptyState
        icon={<SearchX aria-hidden className="size-8" />}
        title={t('league.notFoundTitle')}
        description={t('league.notFound')}
      />
    );
  }
  return <LoadingStatus label={t('league.loading')} />;
}

export function LeagueRoute() {
  const { t } = useTranslation('leagues');
  usePageTitle(t('league.code'));
  const code = useCode();
  return (
    <div className="px-4 py-5">
      <LeagueLoader>
        {(league, checkedAtMs) => (
          <LeaguePage code={code} league={league} checkedAtMs={checkedAtMs} />
        )}
      </LeagueLoader>
    </div>
  );
}

export function JoinLeagueRoute() {
  const { t } = useTranslation('leagues');
  usePageTitle(t('join.title'));
  const code = useCode();
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 py-6">
      <LeagueLoader>
        {(league) =>
          league.you?.teamId ? (
            <Navigate to={`/league/${code}`} replace />
          ) : (
            <JoinLeague code={code} league={league} />
          )
        }
      </LeagueLoader>
    </main>
  );
}
