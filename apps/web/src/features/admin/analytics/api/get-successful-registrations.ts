import { SuccessfulRegistrationsResponse } from '@bidxi/protocol';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import {
  analyticsKeys,
  rangeParams,
  type AnalyticsRange,
} from '@/features/admin/analytics/api/range';

/** `GET /api/admin/analytics/successful-registrations` (admin token). */
export function getSuccessfulRegistrations(range: AnalyticsRange, signal?: AbortSignal) {
  return apiRequest(`/admin/analytics/successful-registrations${rangeParams(range)}`, {
    auth: 'admin',
    schema: SuccessfulRegistrationsResponse,
    signal,
  });
}

export const getSuccessfulRegistrationsQuery = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: analyticsKeys.call('successful-registrations', range),
    queryFn: ({ signal }) => getSuccessfulRegistrations(range, signal),
  });
