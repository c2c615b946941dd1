/**
 * Admin analytics (spec 000 §7 "Admin calls", the dashboard's seven calls): aggregates from the
 * auctions, teams, bid log and ledger, shaped for charts. Money in ₹; days in India time.
 */
import {
  AUCTION_STATUSES,
  type AllRegistrationRequestsQuery,
  type AllRegistrationRequestsResponse,
  type AnalyticsRangeQuery,
  type BidsPerUserQuery,
  type BidsPerUserResponse,
  type EventCompletionRateResponse,
  type FinancialSummaryResponse,
  type RegistrationsPerAuctionResponse,
  type SuccessfulRegistrationsResponse,
  type TotalAuctionsResponse,
} from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import { indiaInstant } from '../../platform/india-time';
import { paiseToRupees } from '../../platform/units';
import type { WalletEntryType } from '../wallet/ledger.service';
import {
  countAuctionsByStatus,
  ledgerTotals,
  registrationPage,
  registrationsByAuction,
  registrationsPerDay,
  topBidders,
  type TimeRange,
} from './admin-analytics.repo';

const DAY_MS = 86_400_000;

/**
 * The query's bounds as a half-open range. A `YYYY-MM-DD` bound is an India-time day (`to` covers it
 * whole); an ISO instant is taken as is (`to` inclusive).
 */
export function rangeOf(q: AnalyticsRangeQuery): TimeRange {
  const at = (bound: string, isEnd: boolean): Date => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(bound)) {
      const midnight = indiaInstant(bound, '00:00') ?? new Date(bound);
      return new Date(midnight.getTime() + (isEnd ? DAY_MS : 0));
    }
    return new Date(new Date(bound).getTime() + (isEnd ? 1 : 0));
  };
  return {
    from: q.from ? at(q.from, false) : undefined,
    before: q.to ? at(q.to, true) : undefined,
  };
}

const db = (deps: AppDeps) => deps.database.db;

/** `total-auctions`: auctions starting in the range, by status. */
export async function totalAuctions(
  deps: AppDeps,
  q: AnalyticsRangeQuery,
): Promise<TotalAuctionsResponse> {
  const rows = await countAuctionsByStatus(db(deps), rangeOf(q), new Date(deps.clock.now()));
  const byStatus = Object.fromEntries(AUCTION_STATUSES.map((s) => [s, 0])) as Record<
    (typeof AUCTION_STATUSES)[number],
    number
  >;
  for (const r of rows) byStatus[r.status] = r.n;
  return { total: rows.reduce((sum, r) => sum + r.n, 0), byStatus };
}

/** `bids-per-user`: the top users by bids received in the range. */
export async function bidsPerUser(
  deps: AppDeps,
  q: BidsPerUserQuery,
): Promise<BidsPerUserResponse> {
  const rows = await topBidders(db(deps), rangeOf(q), q.limit);
  return {
    users: rows.map((r) => ({ ...r, refusedBids: r.totalBids - r.acceptedBids })),
  };
}

/** `successful-registrations`: human teams per India day of registration, with fees (₹). */
export async function successfulRegistrations(
  deps: AppDeps,
  q: AnalyticsRangeQuery,
): Promise<SuccessfulRegistrationsResponse> {
  const rows = await registrationsPerDay(db(deps), rangeOf(q));
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    feesCollected: paiseToRupees(rows.reduce((sum, r) => sum + r.feesPaise, 0)),
    days: rows.map((r) => ({
      date: r.date,
      count: r.n,
      feesCollected: paiseToRupees(r.feesPaise),
    })),
  };
}

/** `registrations-per-auction`: each auction starting in the range, newest first. */
export async function registrationsPerAuction(
  deps: AppDeps,
  q: AnalyticsRangeQuery,
): Promise<RegistrationsPerAuctionResponse> {
  const rows = await registrationsByAuction(db(deps), rangeOf(q));
  return {
    auctions: rows.map(({ feesPaise, startsAt, ...r }) => ({
      ...r,
      startsAt: startsAt.toISOString(),
      feesCollected: paiseToRupees(feesPaise),
    })),
  };
}

/** `all-registration-requests`: a page of human registrations in the range, newest first. */
export async function allRegistrationRequests(
  deps: AppDeps,
  q: AllRegistrationRequestsQuery,
): Promise<AllRegistrationRequestsResponse> {
  const { rows, total } = await registrationPage(db(deps), rangeOf(q), q);
  return {
    registrations: rows.map(({ feePaise, registeredAt, refunded, ...r }) => ({
      ...r,
      feePaid: paiseToRupees(feePaise),
      registeredAt: registeredAt.toISOString(),
      refunded: Boolean(refunded),
    })),
    total,
    limit: q.limit,
    offset: q.offset,
  };
}

/** `event-completion-rate`: completed ÷ (completed + cancelled + LIVE past their end), in percent. */
export async function eventCompletionRate(
  deps: AppDeps,
  q: AnalyticsRangeQuery,
): Promise<EventCompletionRateResponse> {
  const rows = await countAuctionsByStatus(db(deps), rangeOf(q), new Date(deps.clock.now()));
  const of = (s: string) => rows.find((r) => r.status === s);
  const completed = of('COMPLETED')?.n ?? 0;
  const cancelled = of('CANCELLED')?.n ?? 0;
  const liveOverdue = of('LIVE')?.overdue ?? 0;
  const finished = completed + cancelled + liveOverdue;
  return {
    completed,
    cancelled,
    liveOverdue,
    live: of('LIVE')?.n ?? 0,
    scheduled: of('SCHEDULED')?.n ?? 0,
    ratePercent: finished === 0 ? null : Math.round((completed / finished) * 10_000) / 100,
  };
}

/**
 * `financial-summary`: ledger entries created in the range by kind and status (count, Σ ₹ without
 * sign). Platform margin = approved fees − approved refunds − approved prizes.
 */
export async function financialSummary(
  deps: AppDeps,
  q: AnalyticsRangeQuery,
): Promise<FinancialSummaryResponse> {
  const rows = await ledgerTotals(db(deps), rangeOf(q));
  const bucket = (type: WalletEntryType, status: 'APPROVED' | 'PENDING' | 'DENIED') => {
    const row = rows.find((r) => r.type === type && r.status === status);
    return { count: row?.n ?? 0, amount: paiseToRupees(row?.amountPaise ?? 0) };
  };
  const category = (type: WalletEntryType) => ({
    approved: bucket(type, 'APPROVED'),
    pending: bucket(type, 'PENDING'),
    denied: bucket(type, 'DENIED'),
  });
  const approvedPaise = (type: WalletEntryType) =>
    rows.find((r) => r.type === type && r.status === 'APPROVED')?.amountPaise ?? 0;
  return {
    recharges: category('RECHARGE'),
    withdrawals: category('WITHDRAWAL'),
    registrationFees: category('REGISTRATION_FEE'),
    prizes: category('PRIZE'),
    refunds: category('REFUND'),
    adjustments: category('ADJUSTMENT'),
    platformMargin: paiseToRupees(
      approvedPaise('REGISTRATION_FEE') - approvedPaise('REFUND') - approvedPaise('PRIZE'),
    ),
  };
}
