/**
 * The SQL aggregates behind the admin analytics (spec 000 §7). Each takes a half-open time range
 * `[from, before)` on the column the call is about; counts and paise come back as numbers.
 */
import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  isNotNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { auctions, bids, teams, users, walletEntries } from '../../db/schema/index';
import { sumNetFeesPaise, teamFeeRefunded } from '../auctions/auctions.port';
import { INDIA_TIME_ZONE } from '@bidxi/protocol';

/** A time range: `from` inclusive, `before` exclusive; either may be open. */
export interface TimeRange {
  from?: Date;
  before?: Date;
}

const within = (column: AnyPgColumn, r: TimeRange): SQL[] => [
  ...(r.from ? [gte(column, r.from)] : []),
  ...(r.before ? [lt(column, r.before)] : []),
];

const paise = (expr: SQL) => sql<number>`coalesce(${expr}, 0)::bigint`.mapWith(Number);

/** Auctions starting in the range, per status. */
export async function countAuctionsByStatus(db: DbOrTx, r: TimeRange, now: Date) {
  return db
    .select({
      status: auctions.status,
      n: count(),
      overdue:
        sql<number>`count(*) filter (where ${auctions.endsAt} < ${now.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(auctions)
    .where(and(...within(auctions.startsAt, r)))
    .groupBy(auctions.status);
}

/** Users by bids received in the range (bots excluded), most first. */
export async function topBidders(db: DbOrTx, r: TimeRange, limit: number) {
  const total = count();
  return db
    .select({
      userId: users.id,
      username: users.username,
      email: users.email,
      totalBids: total,
      acceptedBids: sql<number>`count(*) filter (where ${bids.accepted})`.mapWith(Number),
      auctions: countDistinct(bids.auctionId),
    })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.userId))
    .where(and(isNotNull(bids.userId), ...within(bids.receivedAt, r)))
    .groupBy(users.id, users.username, users.email)
    .orderBy(desc(total), users.username)
    .limit(limit);
}

/** Human teams registered in the range, per India-time day, with their net fees (auction-revenue.ts). */
export async function registrationsPerDay(db: DbOrTx, r: TimeRange) {
  // The zone as an SQL literal (a constant, not input): a bound parameter would differ between the
  // SELECT and the GROUP BY, and PostgreSQL would not see them as the same expression.
  const zone = sql.raw(`'${INDIA_TIME_ZONE}'`);
  const day = sql<string>`to_char(${teams.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;
  return db
    .select({
      date: day,
      n: count(),
      feesPaise: sumNetFeesPaise(),
    })
    .from(teams)
    .where(and(isNotNull(teams.ownerId), ...within(teams.createdAt, r)))
    .groupBy(day)
    .orderBy(day);
}

/** Each auction starting in the range with its human and bot teams and its revenue, newest start first. */
export async function registrationsByAuction(db: DbOrTx, r: TimeRange) {
  return db
    .select({
      auctionId: auctions.id,
      title: auctions.title,
      status: auctions.status,
      startsAt: auctions.startsAt,
      registrations:
        sql<number>`count(${teams.id}) filter (where ${teams.ownerId} is not null)`.mapWith(Number),
      botTeams: sql<number>`count(${teams.id}) filter (where ${teams.isBot})`.mapWith(Number),
      feesPaise: sumNetFeesPaise(isNotNull(teams.ownerId)),
    })
    .from(auctions)
    .leftJoin(teams, eq(teams.auctionId, auctions.id))
    .where(and(...within(auctions.startsAt, r)))
    .groupBy(auctions.id)
    .orderBy(desc(auctions.startsAt))
    .limit(1_000);
}

/** A page of human teams registered in the range, newest first, and how many there are. */
export async function registrationPage(
  db: DbOrTx,
  r: TimeRange,
  page: { limit: number; offset: number },
) {
  const where = and(isNotNull(teams.ownerId), ...within(teams.createdAt, r));
  const rows = await db
    .select({
      teamId: teams.id,
      teamName: teams.name,
      userId: users.id,
      username: users.username,
      email: users.email,
      auctionId: auctions.id,
      auctionTitle: auctions.title,
      auctionStatus: auctions.status,
      feePaise: teams.registrationFeePaidPaise,
      registeredAt: teams.createdAt,
      refunded: teamFeeRefunded,
    })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.ownerId))
    .innerJoin(auctions, eq(auctions.id, teams.auctionId))
    .where(where)
    .orderBy(desc(teams.createdAt), desc(teams.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(teams).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Ledger entries created in the range, per type and status: count and Σ |amount| in paise. */
export async function ledgerTotals(db: DbOrTx, r: TimeRange) {
  return db
    .select({
      type: walletEntries.type,
      status: walletEntries.status,
      n: count(),
      amountPaise: paise(sql`sum(abs(${walletEntries.amountPaise}))`),
    })
    .from(walletEntries)
    .where(and(...within(walletEntries.createdAt, r)))
    .groupBy(walletEntries.type, walletEntries.status);
}
