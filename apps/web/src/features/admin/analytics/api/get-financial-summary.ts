import { FinancialSummaryResponse } from '@bidxi/protocol';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import {
  analyticsKeys,
  rangeParams,
  type AnalyticsRange,
} from '@/features/admin/analytics/api/range';

/** `GET /api/admin/analytics/financial-summary` (admin token). */
export function getFinancialSummary(range: AnalyticsRange, signal?: AbortSignal) {
  return apiRequest(`/admin/analytics/financial-summary${rangeParams(range)}`, {
    auth: 'admin',
    schema: FinancialSummaryResponse,
    signal,
  });
}

export const getFinancialSummaryQuery = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: analyticsKeys.call('financial-summary', range),
    queryFn: ({ signal }) => getFinancialSummary(range, signal),
  });
