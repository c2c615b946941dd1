import { AuctionTeamsResponse } from '@bidxi/protocol';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** While the auction is LIVE the standings move with every sale: look again this often. */
export const LIVE_REFRESH_MS = 5_000;

/** `GET /api/auction/:id/teams`: every team ranked (live during bidding, final after scoring). */
export function getStandings(auctionId: string, signal?: AbortSignal) {
  return apiRequest(`/auction/${encodeURIComponent(auctionId)}/teams`, {
    schema: AuctionTeamsResponse,
    signal,
  });
}

export function useStandings(auctionId: string) {
  return useQuery({
    queryKey: ['standings', auctionId],
    queryFn: ({ signal }) => getStandings(auctionId, signal),
    enabled: auctionId !== '',
    staleTime: 2_000,
    refetchInterval: (query) => (query.state.data?.status === 'LIVE' ? LIVE_REFRESH_MS : false),
  });
}
