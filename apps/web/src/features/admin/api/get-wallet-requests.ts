import { WalletRequestsResponse, type WalletRequestsBody } from '@bidxi/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminMoneyKeys } from '@/lib/query-keys';

export type RequestFilters = WalletRequestsBody;

/** `POST /api/admin/wallet-requests {status, type}` (admin token): newest first. */
export function getWalletRequests(filters: RequestFilters, signal?: AbortSignal) {
  return apiRequest('/admin/wallet-requests', {
    method: 'POST',
    auth: 'admin',
    body: filters,
    schema: WalletRequestsResponse,
    signal,
  });
}

export const walletRequestsQuery = (filters: RequestFilters) =>
  queryOptions({
    queryKey: [...adminMoneyKeys.requests, filters],
    queryFn: ({ signal }) => getWalletRequests(filters, signal),
    select: (data) => data.requests,
  });

export function useWalletRequests(filters: RequestFilters) {
  return useQuery(walletRequestsQuery(filters));
}
