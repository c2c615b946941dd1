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
import { formatRupeeAmount } from '@/lib/money';

export interface Column<T> {
  header: string;
  /** The CSV cell. */
  csv: (row: T) => string | number;
  /** The on-screen cell (defaults to the CSV cell). */
  show?: (row: T) => string | number;
  isNumeric?: boolean;
}

const indiaStamp = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const indiaShort = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** '2025-03-12 16:05' (India time), for files. */
export const csvStamp = (iso: string) => indiaStamp.format(new Date(iso)).replace(', ', ' ');
/** '12 Mar 2025, 4:05 pm IST', on screen. */
const shortStamp = (iso: string) => `${indiaShort.format(new Date(iso))} IST`;
/** ₹ as a plain decimal with two places ('1234.50'). */
export const csvRupees = (rupees: number) => (Math.round(rupees * 100) / 100).toFixed(2);

export type DayRow = SuccessfulRegistrationsResponse['days'][number];
export type AuctionRow = RegistrationsPerAuctionResponse['auctions'][number];
export type UserRow = BidsPerUserResponse['users'][number];
export type RequestRow = AllRegistrationRequestsResponse['registrations'][number];
export interface MoneyRow {
  category: string;
  approvedCount: number;
  approved: number;
  pendingCount: number;
  pending: number;
  deniedCount: number;
  denied: number;
}

export const DAY_COLUMNS: Column<DayRow>[] = [
  { header: 'Date', csv: (r) => r.date },
  { header: 'Registrations', csv: (r) => r.count, isNumeric: true },
  {
    header: 'Net fees (₹)',
    csv: (r) => csvRupees(r.feesCollected),
    show: (r) => formatRupeeAmount(r.feesCollected),
    isNumeric: true,
  },
];

export const AUCTION_COLUMNS: Column<AuctionRow>[] = [
  { header: 'Auction', csv: (r) => r.title },
  { header: 'Status', csv: (r) => r.status },
  { header: 'Starts (IST)', csv: (r) => csvStamp(r.startsAt), show: (r) => shortStamp(r.startsAt) },
  { header: 'Registrations', csv: (r) => r.registrations, isNumeric: true },
  { header: 'Bot teams', csv: (r) => r.botTeams, isNumeric: true },
  {
    header: 'Net fees (₹)',
    csv: (r) => csvRupees(r.feesCollected),
    show: (r) => formatRupeeAmount(r.feesCollected),
    isNumeric: true,
  },
];

export const USER_COLUMNS: Column<UserRow>[] = [
  { header: 'User', csv: (r) => r.username },
  { header: 'Email', csv: (r) => r.email },
  { header: 'Total bids', csv: (r) => r.totalBids, isNumeric: true },
  { header: 'Accepted', csv: (r) => r.acceptedBids, isNumeric: true },
  { header: 'Refused', csv: (r) => r.refusedBids, isNumeric: true },
  { header: 'Auctions', csv: (r) => r.auctions, isNumeric: true },
];

export const REQUEST_COLUMNS: Column<RequestRow>[] = [
  {
    header: 'Registered (IST)',
    csv: (r) => csvStamp(r.registeredAt),
    show: (r) => shortStamp(r.registeredAt),
  },
  { header: 'Team', csv: (r) => r.teamName },
  { header: 'User', csv: (r) => r.username },
  { header: 'Email', csv: (r) => r.email },
  { header: 'Auction', csv: (r) => r.auctionTitle },
  { header: 'Auction status', csv: (r) => r.auctionStatus },
  {
    header: 'Fee (₹)',
    csv: (r) => csvRupees(r.feePaid),
    show: (r) => formatRupeeAmount(r.feePaid),
    isNumeric: true,
  },
  { header: 'Refunded', csv: (r) => (r.refunded ? 'Yes' : 'No') },
];

export const MONEY_COLUMNS: Column<MoneyRow>[] = [
  { header: 'Category', csv: (r) => r.category },
  { header: 'Approved', csv: (r) => r.approvedCount, isNumeric: true },
  {
    header: 'Approved (₹)',
    csv: (r) => csvRupees(r.approved),
    show: (r) => formatRupeeAmount(r.approved),
    isNumeric: true,
  },
  { header: 'Pending', csv: (r) => r.pendingCount, isNumeric: true },
  {
    header: 'Pending (₹)',
    csv: (r) => csvRupees(r.pending),
    show: (r) => formatRupeeAmount(r.pending),
    isNumeric: true,
  },
  { header: 'Denied', csv: (r) => r.deniedCount, isNumeric: true },
  {
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

/** The financial summary as one row per kind of ledger entry. */
export function moneyRows(summary: FinancialSummaryResponse): MoneyRow[] {
  return MONEY_CATEGORIES.map(([key, category]) => {
    const c = summary[key];
    return {
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
