/**
 * Stored results: one `auction_results` row per scored auction (inserted once) and one
 * `team_results` row per team. Money in paise.
 */
import { and, asc, eq, notExists } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auctionResults, auctions, teamResults } from '../../db/schema/index';

export type AuctionResultRecord = typeof auctionResults.$inferSelect;
export type TeamResultRecord = typeof teamResults.$inferSelect;

/**
 * Inserts the auction's results row unless one exists.
 * @returns true if this call inserted it.
 */
export async function insertAuctionResultOnce(
  db: DbOrTx,
  row: AuctionResultRecord,
): Promise<boolean> {
  const out = await db
    .insert(auctionResults)
    .values(row)
    .onConflictDoNothing({ target: auctionResults.auctionId })
    .returning({ auctionId: auctionResults.auctionId });
  return out.length === 1;
}

export async function insertTeamResults(
  db: DbOrTx,
  rows: readonly TeamResultRecord[],
): Promise<void> {
  if (rows.length > 0) await db.insert(teamResults).values([...rows]);
}

export async function findAuctionResult(
  db: DbOrTx,
  auctionId: string,
): Promise<AuctionResultRecord | null> {
  const [row] = await db
    .select()
    .from(auctionResults)
    .where(eq(auctionResults.auctionId, auctionId));
  return row ?? null;
}

/** Team id → its stored result. */
export async function listTeamResults(
  db: DbOrTx,
  auctionId: string,
): Promise<Map<string, TeamResultRecord>> {
  const rows = await db.select().from(teamResults).where(eq(teamResults.auctionId, auctionId));
  return new Map(rows.map((r) => [r.teamId, r]));
}

/** COMPLETED auctions without a results row, oldest end first (what the safety-net job scores). */
export async function listUnscoredCompleted(db: DbOrTx, limit = 20): Promise<string[]> {
  const rows = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(
      and(
        eq(auctions.status, 'COMPLETED'),
        notExists(
          db
            .select({ one: auctionResults.auctionId })
            .from(auctionResults)
            .where(eq(auctionResults.auctionId, auctions.id)),
        ),
      ),
    )
    .orderBy(asc(auctions.endsAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
