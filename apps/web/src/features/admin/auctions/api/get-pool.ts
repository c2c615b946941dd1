import { PoolResponse } from '@bidxi/protocol';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminAuctionKeys } from '@/features/admin/auctions/api/keys';

/** `GET /api/auctions/:id/pool` (admin): the player pool in lot order. */
export function getPool(auctionId: string, signal?: AbortSignal) {
  return apiRequest(`/auctions/${encodeURIComponent(auctionId)}/pool`, {
    auth: 'admin',
    schema: PoolResponse,
    signal,
  });
}

export function usePool(auctionId: string) {
  return useQuery({
    queryKey: adminAuctionKeys.pool(auctionId),
    queryFn: ({ signal }) => getPool(auctionId, signal),
    staleTime: 0,
  });
}
