import { AllRegistrationRequestsResponse } from '@bidxi/protocol';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import {
  analyticsKeys,
  rangeParams,
  type AnalyticsRange,
} from '@/features/admin/analytics/api/range';

export const REGISTRATIONS_PAGE_SIZE = 100;

/** `GET /api/admin/analytics/all-registration-requests?limit&offset` (admin token), newest first. */
export function getAllRegistrationRequests(
  range: AnalyticsRange,
  offset: number,
  limit = REGISTRATIONS_PAGE_SIZE,
  signal?: AbortSignal,
) {
  return apiRequest(
    `/admin/analytics/all-registration-requests${rangeParams(range, { limit, offset })}`,
    { auth: 'admin', schema: AllRegistrationRequestsResponse, signal },
  );
}

export const getAllRegistrationRequestsQuery = (range: AnalyticsRange, offset: number) =>
  queryOptions({
    queryKey: analyticsKeys.call('all-registration-requests', range, {
      limit: REGISTRATIONS_PAGE_SIZE,
      offset,
    }),
    queryFn: ({ signal }) =>
      getAllRegistrationRequests(range, offset, REGISTRATIONS_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
