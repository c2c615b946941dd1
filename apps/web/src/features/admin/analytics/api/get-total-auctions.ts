import { TotalAuctionsResponse } from '@bidxi/protocol';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import {
  analyticsKeys,
  rangeParams,
  type AnalyticsRange,
} from '@/features/admin/analytics/api/range';

/** `GET /api/admin/analytics/total-auctions` (admin token). */
export function getTotalAuctions(range: AnalyticsRange, signal?: AbortSignal) {
  return apiRequest(`/admin/analytics/total-auctions${rangeParams(range)}`, {
    auth: 'admin',
    schema: TotalAuctionsResponse,
    signal,
  });
}

export const getTotalAuctionsQuery = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: analyticsKeys.call('total-auctions', range),
    queryFn: ({ signal }) => getTotalAuctions(range, signal),
  });
