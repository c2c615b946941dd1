/**
 * The SQL behind the admin home: pending wallet requests and the auctions running now or soon. Today's
 * money comes from the analytics aggregates (admin-analytics.repo.ts), so both screens count alike.
 */
import { and, asc, count, eq, gte, inArray, lte, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auctions, walletEntries } from '../../db/schema/index';
import type { AuctionRecord } from '../auctions/auctions.port';

/** Pending recharge and withdrawal requests per type: count, Σ amount (paise) and the oldest. */
export async function pendingRequestTotals(db: DbOrTx) {
  return db
    .select({
      type: walletEntries.type,
      n: count(),
      amountPaise: sql<number>`coalesce(sum(abs(${walletEntries.amountPaise})), 0)::bigint`.mapWith(
        Number,
      ),
      oldestAt: min(walletEntries.createdAt),
    })
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.status, 'PENDING'),
        inArray(walletEntries.type, ['RECHARGE', 'WITHDRAWAL']),
      ),
    )
    .groupBy(walletEntries.type);
}

/** LIVE auctions, earliest start first (at most `limit`). */
export async function liveAuctions(db: DbOrTx, limit: number): Promise<AuctionRecord[]> {
  return db
    .select()
    .from(auctions)
    .where(eq(auctions.status, 'LIVE'))
    .orderBy(asc(auctions.startsAt))
    .limit(limit);
}

/** SCHEDULED auctions starting in `[from, to]`, soonest first (at most `limit`). */
export async function scheduledBetween(
  db: DbOrTx,
  from: Date,
  to: Date,
  limit: number,
): Promise<AuctionRecord[]> {
  return db
    .select()
    .from(auctions)
    .where(
      and(
        eq(auctions.status, 'SCHEDULED'),
        gte(auctions.startsAt, from),
        lte(auctions.startsAt, to),
      ),
    )
    .orderBy(asc(auctions.startsAt))
    .limit(limit);
}
