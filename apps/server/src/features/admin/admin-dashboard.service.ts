/**
 * The admin home: what waits for the admin, the auctions running now or soon, and
 * today's money. Today's figures reuse the analytics aggregates over today's India-time range, so the
 * dashboard, Analytics and Transactions show the same numbers for the same day.
 */
import {
  DASHBOARD_AUCTIONS_MAX,
  DASHBOARD_SOON_HOURS,
  type AdminAuctionView,
  type AdminDashboardResponse,
  type DashboardAuction,
} from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import { adminViewsOf } from '../auctions/auctions.service';
import { indiaParts } from '../../platform/india-time';
import { paiseToRupees } from '../../platform/units';
import { ledgerTotals, registrationsPerDay } from './admin-analytics.repo';
import { rangeOf } from './admin-analytics.service';
import { liveAuctions, pendingRequestTotals, scheduledBetween } from './admin-dashboard.repo';

const HOUR_MS = 3_600_000;

const toDashboardAuction = (a: AdminAuctionView): DashboardAuction => ({
  id: a.id,
  title: a.title,
  status: a.status,
  isDemo: a.isDemo,
  startsAt: a.startsAt,
  lotsStartAt: a.lotsStartAt,
  endsAt: a.endsAt,
  players: a.teamCount,
  poolSize: a.totalPlayerCount,
});

/** `GET /api/admin/dashboard`: the figures of the admin home at the server's clock. */
export async function adminDashboard(deps: AppDeps): Promise<AdminDashboardResponse> {
  const db = deps.database.db;
  const now = new Date(deps.clock.now());
  const date = indiaParts(now).date;
  const today = rangeOf({ from: date, to: date });

  const pending = await pendingRequestTotals(db);
  const bucket = (type: 'RECHARGE' | 'WITHDRAWAL') => {
    const row = pending.find((r) => r.type === type);
    return { count: row?.n ?? 0, amount: paiseToRupees(row?.amountPaise ?? 0) };
  };
  const oldest = pending
    .map((r) => r.oldestAt)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];

  const soonUntil = new Date(now.getTime() + DASHBOARD_SOON_HOURS * HOUR_MS);
  const [live, soon] = await Promise.all([
    liveAuctions(db, DASHBOARD_AUCTIONS_MAX),
    scheduledBetween(db, now, soonUntil, DASHBOARD_AUCTIONS_MAX),
  ]);
  const views = await adminViewsOf(db, [...live, ...soon], now);

  const registrations = await registrationsPerDay(db, today);
  const ledger = await ledgerTotals(db, today);
  const approved = (type: 'PRIZE' | 'WITHDRAWAL') => {
    const row = ledger.find((r) => r.type === type && r.status === 'APPROVED');
    return { count: row?.n ?? 0, amount: paiseToRupees(row?.amountPaise ?? 0) };
  };

  return {
    serverTime: now.toISOString(),
    pendingRequests: {
      recharges: bucket('RECHARGE'),
      withdrawals: bucket('WITHDRAWAL'),
      oldestAt: oldest?.toISOString() ?? null,
    },
    auctions: {
      live: views.slice(0, live.length).map(toDashboardAuction),
      startingSoon: views.slice(live.length).map(toDashboardAuction),
    },
    today: {
      date,
      registrations: registrations.reduce((n, r) => n + r.n, 0),
      fees: paiseToRupees(registrations.reduce((sum, r) => sum + r.feesPaise, 0)),
      prizes: approved('PRIZE'),
      withdrawals: approved('WITHDRAWAL'),
    },
  };
}
