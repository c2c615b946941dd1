import { useQueries } from '@tanstack/react-query';
import { getAllRegistrationRequestsQuery } from '@/features/admin/analytics/api/get-all-registration-requests';
import { getBidsPerUserQuery } from '@/features/admin/analytics/api/get-bids-per-user';
import { getEventCompletionRateQuery } from '@/features/admin/analytics/api/get-event-completion-rate';
import { getFinancialSummaryQuery } from '@/features/admin/analytics/api/get-financial-summary';
import { getRegistrationsPerAuctionQuery } from '@/features/admin/analytics/api/get-registrations-per-auction';
import { getSuccessfulRegistrationsQuery } from '@/features/admin/analytics/api/get-successful-registrations';
import { getTotalAuctionsQuery } from '@/features/admin/analytics/api/get-total-auctions';
import type { AnalyticsRange } from '@/features/admin/analytics/api/range';

/** The seven analytics calls of spec 000 §7, fetched together for one range. */
export function useAnalytics(range: AnalyticsRange, registrationsOffset: number) {
  const [totalAuctions, bidsPerUser, registrations, perAuction, requests, completion, financial] =
    useQueries({
      queries: [
        getTotalAuctionsQuery(range),
        getBidsPerUserQuery(range),
        getSuccessfulRegistrationsQuery(range),
        getRegistrationsPerAuctionQuery(range),
        getAllRegistrationRequestsQuery(range, registrationsOffset),
        getEventCompletionRateQuery(range),
        getFinancialSummaryQuery(range),
      ] as const,
    });
  return { totalAuctions, bidsPerUser, registrations, perAuction, requests, completion, financial };
}
