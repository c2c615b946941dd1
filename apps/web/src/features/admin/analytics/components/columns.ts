/**
 * What each analytics table shows and exports: one column list per table, used by both the screen
 * and its CSV (so the file has exactly the table's columns). CSV cells are plain: amounts in ₹ with
 * two decimals, dates as India dates / times.
 */
import type {
  AllRegistrationRequestsResponse,
  BidsPerUserResponse,
  FinancialSummaryResponse,
  RegistrationsPerAuctionResponse,
  SuccessfulRegistrationsResponse,
} from '@bidxi/protocol';
import { t } from '@/i18n/i18n';
import { formatIndiaDateTime, indiaStamp } from '@/lib/india-time';
import { formatRupeeAmount } from '@/lib/money';

export interface Column<T> {
  /** The on-screen heading is `columns.<id>` in the `analytics` catalogue. */
  id: string;
  /** The CSV heading: English, as data for spreadsheets (the file is the same in every language). */
  header: string;
  /** The CSV cell. */
  csv: (row: T) => string | number;
  /** The on-screen cell (defaults to the CSV cell). */
  show?: (row: T) => string | number;
  isNumeric?: boolean;
}

/** Text of the `analytics` catalogue outside React (keys built from data: untyped). */
export const say = (key: string, values: Record<string, unknown> = {}): string =>
  (t as unknown as (key: string, options: Record<string, unknown>) => string)(key, {
    ns: 'analytics',
    ...values,
  });

/** '2025-03-12 16:05' (India time), for files. */
export const csvStamp = (iso: string) => indiaStamp(iso, { seconds: false });
/** '12 Mar 2025, 4:05 pm IST', on screen (in the current language). */
const shortStamp = (iso: string) => formatIndiaDateTime(iso);
/** ₹ as a plain decimal with two places ('1234.50'). */
export const csvRupees = (rupees: number) => (Math.round(rupees * 100) / 100).toFixed(2);

export type DayRow = SuccessfulRegistrationsResponse['days'][number];
export type AuctionRow = RegistrationsPerAuctionResponse['auctions'][number];
export type UserRow = BidsPerUserResponse['users'][number];
export type RequestRow = AllRegistrationRequestsResponse['registrations'][number];
export interface MoneyRow {
  /** The kind of entry (`money.<key>` in the catalogue); `category` is its English name, for files. */
  key: MoneyKey;
  category: string;
  approvedCount: number;
  approved: number;
  pendingCount: number;
  pending: number;
  deniedCount: number;
  denied: number;
}

export const DAY_COLUMNS: Column<DayRow>[] = [
  { id: 'date', header: 'Date', csv: (r) => r.date },
  { id: 'registrations', header: 'Registrations', csv: (r) => r.count, isNumeric: true },
  {
    id: 'netFees',
    header: 'Net fees (₹)',
    csv: (r) => csvRupees(r.feesCollected),
    show: (r) => formatRupeeAmount(r.feesCollected),
    isNumeric: true,
  },
];

export const AUCTION_COLUMNS: Column<AuctionRow>[] = [
  { id: 'auction', header: 'Auction', csv: (r) => r.title },
  {
    id: 'status',
    header: 'Status',
    csv: (r) => r.status,
    show: (r) => say(`statuses.${r.status}`),
  },
  {
    id: 'starts',
    header: 'Starts (IST)',
    csv: (r) => csvStamp(r.startsAt),
    show: (r) => shortStamp(r.startsAt),
  },
  { id: 'registrations', header: 'Registrations', csv: (r) => r.registrations, isNumeric: true },
  { id: 'botTeams', header: 'Bot teams', csv: (r) => r.botTeams, isNumeric: true },
  {
    id: 'netFees',
    header: 'Net fees (₹)',
    csv: (r) => csvRupees(r.feesCollected),
    show: (r) => formatRupeeAmount(r.feesCollected),
    isNumeric: true,
  },
];

export const USER_COLUMNS: Column<UserRow>[] = [
  { id: 'user', header: 'User', csv: (r) => r.username },
  { id: 'email', header: 'Email', csv: (r) => r.email },
  { id: 'totalBids', header: 'Total bids', csv: (r) => r.totalBids, isNumeric: true },
  { id: 'accepted', header: 'Accepted', csv: (r) => r.acceptedBids, isNumeric: true },
  { id: 'refused', header: 'Refused', csv: (r) => r.refusedBids, isNumeric: true },
  { id: 'auctions', header: 'Auctions', csv: (r) => r.auctions, isNumeric: true },
];

export const REQUEST_COLUMNS: Column<RequestRow>[] = [
  {
    id: 'registered',
    header: 'Registered (IST)',
    csv: (r) => csvStamp(r.registeredAt),
    show: (r) => shortStamp(r.registeredAt),
  },
  { id: 'team', header: 'Team', csv: (r) => r.teamName },
  { id: 'user', header: 'User', csv: (r) => r.username },
  { id: 'email', header: 'Email', csv: (r) => r.email },
  { id: 'auction', header: 'Auction', csv: (r) => r.auctionTitle },
  {
    id: 'auctionStatus',
    header: 'Auction status',
    csv: (r) => r.auctionStatus,
    show: (r) => say(`statuses.${r.auctionStatus}`),
  },
  {
    id: 'fee',
    header: 'Fee (₹)',
    csv: (r) => csvRupees(r.feePaid),
    show: (r) => formatRupeeAmount(r.feePaid),
    isNumeric: true,
  },
  {
    id: 'refunded',
    header: 'Refunded',
    csv: (r) => (r.refunded ? 'Yes' : 'No'),
    show: (r) => (r.refunded ? say('yes') : say('no')),
  },
];

export const MONEY_COLUMNS: Column<MoneyRow>[] = [
  {
    id: 'category',
    header: 'Category',
    csv: (r) => r.category,
    show: (r) => say(`money.${r.key}`),
  },
  { id: 'approved', header: 'Approved', csv: (r) => r.approvedCount, isNumeric: true },
  {
    id: 'approvedAmount',
    header: 'Approved (₹)',
    csv: (r) => csvRupees(r.approved),
    show: (r) => formatRupeeAmount(r.approved),
    isNumeric: true,
  },
  { id: 'pending', header: 'Pending', csv: (r) => r.pendingCount, isNumeric: true },
  {
    id: 'pendingAmount',
    header: 'Pending (₹)',
    csv: (r) => csvRupees(r.pending),
    show: (r) => formatRupeeAmount(r.pending),
    isNumeric: true,
  },
  { id: 'denied', header: 'Denied', csv: (r) => r.deniedCount, isNumeric: true },
  {
    id: 'deniedAmount',
    header: 'Denied (₹)',
    csv: (r) => csvRupees(r.denied),
    show: (r) => formatRupeeAmount(r.denied),
    isNumeric: true,
  },
];

const MONEY_CATEGORIES = [
  ['recharges', 'Recharges'],
  ['withdrawals', 'Withdrawals'],
  ['registrationFees', 'Registration fees'],
  ['prizes', 'Prizes'],
  ['refunds', 'Refunds'],
  ['adjustments', 'Adjustments'],
] as const;

export type MoneyKey = (typeof MONEY_CATEGORIES)[number][0];

/** The financial summary as one row per kind of ledger entry. */
export function moneyRows(summary: FinancialSummaryResponse): MoneyRow[] {
  return MONEY_CATEGORIES.map(([key, category]) => {
    const c = summary[key];
    return {
      key,
      category,
      approvedCount: c.approved.count,
      approved: c.approved.amount,
      pendingCount: c.pending.count,
      pending: c.pending.amount,
      deniedCount: c.denied.count,
      denied: c.denied.amount,
    };
  });
}
