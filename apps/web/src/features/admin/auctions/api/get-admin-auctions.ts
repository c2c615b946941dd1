import { AdminListAuctionsResponse, type AuctionStatus } from '@bidxi/protocol';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminAuctionKeys } from '@/features/admin/auctions/api/keys';

export type AdminStatusFilter = AuctionStatus | 'ALL';

/** `GET /api/admin/auctions?status=` (admin): every auction with its fees collected (`revenue`, ₹). */
export function getAdminAuctions(status: AdminStatusFilter, signal?: AbortSignal) {
  const query = status === 'ALL' ? '' : `?status=${status}`;
  return apiRequest(`/admin/auctions${query}`, {
    auth: 'admin',
    schema: AdminListAuctionsResponse,
    signal,
  });
}

export function useAdminAuctions(status: AdminStatusFilter) {
  return useQuery({
    queryKey: adminAuctionKeys.list(status),
    queryFn: ({ signal }) => getAdminAuctions(status, signal),
    staleTime: 0,
  });
}
