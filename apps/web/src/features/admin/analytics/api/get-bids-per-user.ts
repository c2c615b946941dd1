import { BidsPerUserResponse } from '@bidxi/protocol';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import {
  analyticsKeys,
  rangeParams,
  type AnalyticsRange,
} from '@/features/admin/analytics/api/range';

/** The table lists this many users; the chart shows the top 10 of them. */
export const BIDS_PER_USER_LIMIT = 50;

/** `GET /api/admin/analytics/bids-per-user?limit=` (admin token): users by bids, most first. */
export function getBidsPerUser(
  range: AnalyticsRange,
  limit = BIDS_PER_USER_LIMIT,
  signal?: AbortSignal,
) {
  return apiRequest(`/admin/analytics/bids-per-user${rangeParams(range, { limit })}`, {
    auth: 'admin',
    schema: BidsPerUserResponse,
    signal,
  });
}

export const getBidsPerUserQuery = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: analyticsKeys.call('bids-per-user', range, { limit: BIDS_PER_USER_LIMIT }),
    queryFn: ({ signal }) => getBidsPerUser(range, BIDS_PER_USER_LIMIT, signal),
  });
