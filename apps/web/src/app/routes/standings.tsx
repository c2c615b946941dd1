// /teamPage/{auctionId}/{userId} (standings, live and final) and /result/{auctionId} (final results).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { ResultsAuditCard } from '@/features/audit/components/results-audit-card';
import { useResults } from '@/features/standings/api/get-results';
import { ResultScreen, StandingsScreen } from '@/features/standings/components/standings-screen';

export function StandingsRoute() {
  const { t } = useTranslation('standings');
  usePageTitle(t('title'));
  const { auctionId = '' } = useParams();
  return <StandingsScreen key={auctionId} auctionId={auctionId} />;
}

export function ResultRoute() {
  const { t } = useTranslation('standings');
  usePageTitle(t('resultTitle'));
  const { auctionId = '' } = useParams();
  // The same query as the screen's (shared cache): the bid log card shows once the results are final.
  const results = useResults(auctionId);
  return (
    <>
      <ResultScreen key={auctionId} auctionId={auctionId} />
      {results.data ? (
        <ResultsAuditCard key={auctionId} auctionId={auctionId} results={results.data} />
      ) : null}
    </>
  );
}
