// /yourTeamPlayers/{auctionId}/{userId}: a team's XI in batting order; the owner reorders it (lazy chunk).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { TeamPlayersScreen } from '@/features/team/components/team-players-screen';

export function TeamPlayersRoute() {
  const { t } = useTranslation('team');
  usePageTitle(t('title'));
  const { auctionId = '', userId = '' } = useParams();
  return <TeamPlayersScreen key={`${auctionId}/${userId}`} auctionId={auctionId} userId={userId} />;
}
