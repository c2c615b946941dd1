import { TeamPlayersResponse } from '@bidxi/protocol';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** While LIVE and the window is not open yet, squads still change: look again this often. */
const BIDDING_REFRESH_MS = 10_000;

export const teamPlayersKey = (auctionId: string, userId: string) =>
  ['team-players', auctionId, userId] as const;

/** `GET /api/auction/:auctionId/team-players/:userId` (404 TEAM_NOT_FOUND 'No team data found'). */
export function getTeamPlayers(auctionId: string, userId: string, signal?: AbortSignal) {
  return apiRequest(
    `/auction/${encodeURIComponent(auctionId)}/team-players/${encodeURIComponent(userId)}`,
    { schema: TeamPlayersResponse, signal },
  );
}

export function useTeamPlayers(auctionId: string, userId: string) {
  return useQuery({
    queryKey: teamPlayersKey(auctionId, userId),
    queryFn: ({ signal }) => getTeamPlayers(auctionId, userId, signal),
    enabled: auctionId !== '' && userId !== '',
    staleTime: 5_000,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.status === 'LIVE' && !data.isReorderWindowOpen ? BIDDING_REFRESH_MS : false;
    },
  });
}
