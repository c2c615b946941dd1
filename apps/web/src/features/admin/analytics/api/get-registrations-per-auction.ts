import { RegistrationsPerAuctionResponse } from '@bidxi/protocol';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import {
  analyticsKeys,
  rangeParams,
  type AnalyticsRange,
} from '@/features/admin/analytics/api/range';

/** `GET /api/admin/analytics/registrations-per-auction` (admin token). */
export function getRegistrationsPerAuction(range: AnalyticsRange, signal?: AbortSignal) {
  return apiRequest(`/admin/analytics/registrations-per-auction${rangeParams(range)}`, {
    auth: 'admin',
    schema: RegistrationsPerAuctionResponse,
    signal,
  });
}

export const getRegistrationsPerAuctionQuery = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: analyticsKeys.call('registrations-per-auction', range),
    queryFn: ({ signal }) => getRegistrationsPerAuction(range, signal),
  });
