/**
 * Admin analytics (spec 000 §7 "Admin calls": `GET admin/analytics/total-auctions, bids-per-user,
 * successful-registrations, registrations-per-auction, all-registration-requests,
 * event-completion-rate, financial-summary`, fetched together; admin token, else 401/403). Every call
 * takes optional `from`/`to` bounds (inclusive; a `YYYY-MM-DD` bound is a whole India-time day).
 * Money in ₹, days as India dates `YYYY-MM-DD`, instants as ISO-8601 UTC strings.
 */
import { z } from 'zod/mini';
import { DateBound } from './admin-wallet';
import { AuctionStatus } from './auctions';

/** `from`/`to` of every analytics call. What they bound is said per call. */
export const AnalyticsRangeQuery = z.object({
  from: z.optional(DateBound),
  to: z.optional(DateBound),
});
export type AnalyticsRangeQuery = z.infer<typeof AnalyticsRangeQuery>;

/** `total-auctions`: auctions starting in the range, by status. */
export const TotalAuctionsResponse = z.object({
  total: z.int(),
  byStatus: z.record(AuctionStatus, z.int()),
});
export type TotalAuctionsResponse = z.infer<typeof TotalAuctionsResponse>;

/** Querystring of `bids-per-user`: the top `limit` (1–100, default 20) users by bids received in the range. */
export const BidsPerUserQuery = z.extend(AnalyticsRangeQuery, {
  limit: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100))), 20),
});
export type BidsPerUserQuery = z.infer<typeof BidsPerUserQuery>;

/** `bids-per-user`: users by bid count (bots excluded), most first. */
export const BidsPerUserResponse = z.object({
  users: z.array(
    z.object({
      userId: z.string(),
      username: z.string(),
      email: z.string(),
      totalBids: z.int(),
      acceptedBids: z.int(),
      refusedBids: z.int(),
      auctions: z.int(),
    }),
  ),
});
export type BidsPerUserResponse = z.infer<typeof BidsPerUserResponse>;

/** `successful-registrations`: human teams registered per India day in the range, with fees paid (₹). */
export const SuccessfulRegistrationsResponse = z.object({
  total: z.int(),
  feesCollected: z.number(),
  days: z.array(z.object({ date: z.string(), count: z.int(), feesCollected: z.number() })),
});
export type SuccessfulRegistrationsResponse = z.infer<typeof SuccessfulRegistrationsResponse>;

/** `registrations-per-auction`: each auction starting in the range, newest start first. */
export const RegistrationsPerAuctionResponse = z.object({
  auctions: z.array(
    z.object({
      auctionId: z.string(),
      title: z.string(),
      status: AuctionStatus,
      startsAt: z.string(),
      registrations: z.int(),
      botTeams: z.int(),
      feesCollected: z.number(),
    }),
  ),
});
export type RegistrationsPerAuctionResponse = z.infer<typeof RegistrationsPerAuctionResponse>;

/** Querystring of `all-registration-requests`: a page (`limit` 1–500, default 100) of the range. */
export const AllRegistrationRequestsQuery = z.extend(AnalyticsRangeQuery, {
  limit: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(500))), 100),
  offset: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(0))), 0),
});
export type AllRegistrationRequestsQuery = z.infer<typeof AllRegistrationRequestsQuery>;

/**
 * `all-registration-requests`: every human team registered in the range (newest first) with its user,
 * auction, fee paid (₹), time, and whether the fee was refunded (a cancelled auction).
 */
export const AllRegistrationRequestsResponse = z.object({
  registrations: z.array(
    z.object({
      teamId: z.string(),
      teamName: z.string(),
      userId: z.string(),
      username: z.string(),
      email: z.string(),
      auctionId: z.string(),
      auctionTitle: z.string(),
      auctionStatus: AuctionStatus,
      feePaid: z.number(),
      registeredAt: z.string(),
      refunded: z.boolean(),
    }),
  ),
  total: z.int(),
  limit: z.int(),
  offset: z.int(),
});
export type AllRegistrationRequestsResponse = z.infer<typeof AllRegistrationRequestsResponse>;

/**
 * `event-completion-rate` over auctions starting in the range: `ratePercent` = completed /
 * (completed + cancelled + LIVE past their end) × 100, two decimals; null when nothing has finished.
 */
export const EventCompletionRateResponse = z.object({
  completed: z.int(),
  cancelled: z.int(),
  liveOverdue: z.int(),
  live: z.int(),
  scheduled: z.int(),
  ratePercent: z.nullable(z.number()),
});
export type EventCompletionRateResponse = z.infer<typeof EventCompletionRateResponse>;

/** How many entries and their total without sign (₹). */
export const MoneyBucket = z.object({ count: z.int(), amount: z.number() });
/** One kind of ledger entry by status. */
export const MoneyCategory = z.object({
  approved: MoneyBucket,
  pending: MoneyBucket,
  denied: MoneyBucket,
});

/**
 * `financial-summary`: ledger entries created in the range, by kind and status. `platformMargin` (₹) =
 * approved registration fees − approved refunds − approved prizes (fees kept, less prizes paid).
 */
export const FinancialSummaryResponse = z.object({
  recharges: MoneyCategory,
  withdrawals: MoneyCategory,
  registrationFees: MoneyCategory,
  prizes: MoneyCategory,
  refunds: MoneyCategory,
  adjustments: MoneyCategory,
  platformMargin: z.number(),
});
export type FinancialSummaryResponse = z.infer<typeof FinancialSummaryResponse>;
