import { AdminAuctionDetailResponse } from '@bidxi/protocol';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminAuctionKeys } from '@/features/admin/auctions/api/keys';

/** `GET /api/admin/auctions/:id` (admin): the auction, its teams and registrations. */
export function getAdminAuction(id: string, signal?: AbortSignal) {
  return apiRequest(`/admin/auctions/${encodeURIComponent(id)}`, {
    auth: 'admin',
    schema: AdminAuctionDetailResponse,
    signal,
  });
}

export function useAdminAuction(id: string) {
  return useQuery({
    queryKey: adminAuctionKeys.detail(id),
    queryFn: ({ signal }) => getAdminAuction(id, signal),
    staleTime: 0,
  });
}
