import { AdminAuctionResultsResponse } from '@bidxi/protocol';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/admin/auctions/:id/results` (admin token): standings with bots, unpaid ranks and money. */
export function getAuctionResults(auctionId: string, signal?: AbortSignal) {
  return apiRequest(`/admin/auctions/${encodeURIComponent(auctionId)}/results`, {
    auth: 'admin',
    schema: AdminAuctionResultsResponse,
    signal,
  });
}

export function useAuctionResults(auctionId: string) {
  return useQuery({
    queryKey: ['admin', 'auction-results', auctionId],
    queryFn: ({ signal }) => getAuctionResults(auctionId, signal),
    enabled: auctionId !== '',
    refetchInterval: (query) => (query.state.data?.status === 'LIVE' ? 5_000 : false),
  });
}
