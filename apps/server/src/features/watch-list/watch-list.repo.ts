/** The watch-list's rows (db/schema/watch-list.ts) and the pool/auction look-ups it needs. */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auctionPlayers, auctions, watchListStars } from '../../db/schema';

/** Whether the auction exists. */
export async function auctionExists(db: DbOrTx, auctionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(eq(auctions.id, auctionId));
  return row !== undefined;
}

/** Whether `auctionPlayerId` is in the auction's pool. */
export async function isInPool(
  db: DbOrTx,
  auctionId: string,
  auctionPlayerId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: auctionPlayers.id })
    .from(auctionPlayers)
    .where(and(eq(auctionPlayers.id, auctionPlayerId), eq(auctionPlayers.auctionId, auctionId)));
  return row !== undefined;
}

/** The user's starred pool players in the auction, oldest star first. */
export async function starsOf(db: DbOrTx, userId: string, auctionId: string): Promise<string[]> {
  const rows = await db
    .select({ id: watchListStars.auctionPlayerId })
    .from(watchListStars)
    .where(and(eq(watchListStars.userId, userId), eq(watchListStars.auctionId, auctionId)))
    .orderBy(asc(watchListStars.createdAt), asc(watchListStars.auctionPlayerId));
  return rows.map((r) => r.id);
}

/** Stars the player for the user (starring twice keeps the first star). */
export async function addStar(
  db: DbOrTx,
  userId: string,
  auctionId: string,
  auctionPlayerId: string,
): Promise<void> {
  await db
    .insert(watchListStars)
    .values({ userId, auctionId, auctionPlayerId })
    .onConflictDoNothing();
}

/** Removes the user's star on the player, if any. */
export async function removeStar(
  db: DbOrTx,
  userId: string,
  auctionId: string,
  auctionPlayerId: string,
): Promise<void> {
  await db
    .delete(watchListStars)
    .where(
      and(
        eq(watchListStars.userId, userId),
        eq(watchListStars.auctionId, auctionId),
        eq(watchListStars.auctionPlayerId, auctionPlayerId),
      ),
    );
}

/** The users who starred `auctionPlayerId` in the auction (any order). */
export async function starrersOf(
  db: DbOrTx,
  auctionId: string,
  auctionPlayerId: string,
): Promise<string[]> {
  const rows = await db
    .select({ userId: watchListStars.userId })
    .from(watchListStars)
    .where(
      and(
        eq(watchListStars.auctionId, auctionId),
        eq(watchListStars.auctionPlayerId, auctionPlayerId),
      ),
    );
  return rows.map((r) => r.userId);
}
