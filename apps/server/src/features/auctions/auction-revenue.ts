/**
 * The one definition of an auction's revenue: the
 * registration fees its player teams paid, less the fees refunded to them. A cancelled auction whose
 * fees were all refunded earns ₹0; bot teams pay nothing. The auction list and detail, the analytics
 * and the admin results all read it from here, so the admin never sees two figures for one auction.
 */
import { and, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { teams, walletEntries } from '../../db/schema/index';

/**
 * The ledger's dedupe key of the refund of a user's fee for an auction: a fee is refunded at most once
 * (auction-status.ts `cancelWithRefunds`).
 */
export function feeRefundKey(auctionId: string, userId: string): string {
  return `REFUND:${auctionId}:${userId}`;
}

/** {@link feeRefundKey} of a `teams` row, in SQL. */
const teamRefundKey = sql`'REFUND:' || ${teams.auctionId}::text || ':' || ${teams.ownerId}::text`;

/** Whether the fee of a `teams` row was refunded (an approved refund entry exists), in SQL. */
export const teamFeeRefunded: SQL<boolean> = sql<boolean>`exists (select 1 from ${walletEntries} where ${walletEntries.dedupeKey} = ${teamRefundKey} and ${walletEntries.status} = 'APPROVED')`;

/**
 * The net fee of a `teams` row in paise, in SQL: the fee paid less its approved refund (0 for bot
 * teams, which pay nothing). Sum it over an auction's teams for the auction's revenue.
 */
export const teamNetFeePaise: SQL<number> =
  sql<number>`(${teams.registrationFeePaidPaise} - coalesce((select sum(${walletEntries.amountPaise}) from ${walletEntries} where ${walletEntries.dedupeKey} = ${teamRefundKey} and ${walletEntries.status} = 'APPROVED'), 0))`.mapWith(
    Number,
  );

/** Σ {@link teamNetFeePaise} over the selected teams, as a number of paise (0 when none). */
export const sumNetFeesPaise = (filter?: SQL): SQL<number> =>
  (filter
    ? sql`coalesce(sum(${teamNetFeePaise}) filter (where ${filter}), 0)::bigint`
    : sql`coalesce(sum(${teamNetFeePaise}), 0)::bigint`
  ).mapWith(Number) as SQL<number>;

/**
 * Revenue of each auction in paise: Σ net fees of its player teams. Auctions without teams map to 0.
 * @example await auctionRevenuePaise(db, [id]) // Map { id => 2000 } (one ₹20 fee, not refunded)
 */
export async function auctionRevenuePaise(
  db: DbOrTx,
  auctionIds: readonly string[],
): Promise<Map<string, number>> {
  const revenue = new Map(auctionIds.map((id) => [id, 0]));
  if (auctionIds.length === 0) return revenue;
  const rows = await db
    .select({ auctionId: teams.auctionId, paise: sumNetFeesPaise() })
    .from(teams)
    .where(and(inArray(teams.auctionId, [...auctionIds]), isNotNull(teams.ownerId)))
    .groupBy(teams.auctionId);
  for (const r of rows) revenue.set(r.auctionId, r.paise);
  return revenue;
}
