// /teamPage/{auctionId}/{userId} (standings, live and final) and /result/{auctionId} (final results).
import { useParams } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { ResultScreen, StandingsScreen } from '@/features/standings/components/standings-screen';

export function StandingsRoute() {
  usePageTitle('Standings');
  const { auctionId = '' } = useParams();
  return <StandingsScreen key={auctionId} auctionId={auctionId} />;
}

export function ResultRoute() {
  usePageTitle('Auction result');
  const { auctionId = '' } = useParams();
  return <ResultScreen key={auctionId} auctionId={auctionId} />;
}
