import { EventCompletionRateResponse } from '@bidxi/protocol';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import {
  analyticsKeys,
  rangeParams,
  type AnalyticsRange,
} from '@/features/admin/analytics/api/range';

/** `GET /api/admin/analytics/event-completion-rate` (admin token). */
export function getEventCompletionRate(range: AnalyticsRange, signal?: AbortSignal) {
  return apiRequest(`/admin/analytics/event-completion-rate${rangeParams(range)}`, {
    auth: 'admin',
    schema: EventCompletionRateResponse,
    signal,
  });
}

export const getEventCompletionRateQuery = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: analyticsKeys.call('event-completion-rate', range),
    queryFn: ({ signal }) => getEventCompletionRate(range, signal),
  });
