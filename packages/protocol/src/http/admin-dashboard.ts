/**
 * The admin home: `GET /api/admin/dashboard` (admin
 * token). What waits for the admin (wallet requests), what runs now or soon (auctions), and today's
 * money, each figure as the screen that handles it counts it. Money in ₹, instants ISO-8601 UTC, the
 * day an India-time date.
 */
import { z } from 'zod/mini';
import { MoneyBucket } from './analytics';
import { AuctionStatus } from './auctions';

/** A SCHEDULED auction is "starting soon" when it starts within this many hours. */
export const DASHBOARD_SOON_HOURS = 24;
/** At most this many auctions per list (live, starting soon). */
export const DASHBOARD_AUCTIONS_MAX = 10;

/** An auction on the dashboard: when it runs and how many players (not bots) registered. */
export const DashboardAuction = z.object({
  id: z.string(),
  title: z.string(),
  status: AuctionStatus,
  isDemo: z.boolean(),
  startsAt: z.string(),
  /** When the first lot opens (start + lobby). */
  lotsStartAt: z.string(),
  endsAt: z.string(),
  /** Player teams registered (bots not counted). */
  players: z.int(),
  /** Players in the pool. */
  poolSize: z.int(),
});
export type DashboardAuction = z.infer<typeof DashboardAuction>;

/** 200 from `GET /api/admin/dashboard`. */
export const AdminDashboardResponse = z.object({
  /** The server's clock when the figures were read (ages are measured from it). */
  serverTime: z.string(),
  /** Recharge and withdrawal requests waiting for an admin, and when the oldest was filed. */
  pendingRequests: z.object({
    recharges: MoneyBucket,
    withdrawals: MoneyBucket,
    oldestAt: z.nullable(z.string()),
  }),
  /** LIVE auctions (earliest start first), and SCHEDULED ones starting within `DASHBOARD_SOON_HOURS`. */
  auctions: z.object({
    live: z.array(DashboardAuction),
    startingSoon: z.array(DashboardAuction),
  }),
  /**
   * Today (India time, `date` = `YYYY-MM-DD`): player registrations and their net fees (revenue, as
   * Analytics counts it: paid less refunded), and the approved prizes and withdrawals among the
   * ledger entries created today (as Transactions and the financial summary count them).
   */
  today: z.object({
    date: z.string(),
    registrations: z.int(),
    fees: z.number(),
    prizes: MoneyBucket,
    withdrawals: MoneyBucket,
  }),
});
export type AdminDashboardResponse = z.infer<typeof AdminDashboardResponse>;
