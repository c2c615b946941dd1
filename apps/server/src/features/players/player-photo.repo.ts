/** A sheet player's photo: one per master player, shown by every pool row copied from it. */
import { eq, inArray, isNotNull, and } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auctionPlayers, players } from '../../db/schema/index';

/** The master player's current photo id (null without one or for an unknown player). */
export async function findPlayerPhotoId(db: DbOrTx, playerId: string): Promise<string | null> {
  const [row] = await db
    .select({ imageId: players.imageId })
    .from(players)
    .where(eq(players.id, playerId))
    .for('update');
  return row?.imageId ?? null;
}

/** Sets (or with null, clears) the photo of a master player and of every pool row of it. */
export async function setPlayerPhotoId(
  db: DbOrTx,
  playerId: string,
  imageId: string | null,
  at: Date,
): Promise<void> {
  await db.update(players).set({ imageId }).where(eq(players.id, playerId));
  await db
    .update(auctionPlayers)
    .set({ imageId, updatedAt: at })
    .where(eq(auctionPlayers.playerId, playerId));
}

/** The photos of these master players that have one: player id → image id. */
export async function findPlayerPhotoIds(
  db: DbOrTx,
  playerIds: readonly string[],
): Promise<Map<string, string>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: players.id, imageId: players.imageId })
    .from(players)
    .where(and(inArray(players.id, [...playerIds]), isNotNull(players.imageId)));
  return new Map(rows.map((r) => [r.id, r.imageId!]));
}
