/**
 * Practice auctions in the database: the player's running one, how many they started
 * in a window, and the pool a new one draws from the master pool (so many of each type).
 */
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import type { PlayerType } from '@bidxi/engine';
import type { DbOrTx } from '../../db/client';
import { auctions, players, users } from '../../db/schema/index';
import type { AuctionRecord } from '../auctions/auctions.port';

/** Locks the user's row for the transaction, so one user's practice starts run one at a time. */
export async function lockUser(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row !== undefined;
}

/** The user's practice auction that is SCHEDULED or LIVE, newest first, or null. */
export async function findRunningPractice(
  db: DbOrTx,
  userId: string,
): Promise<AuctionRecord | null> {
  const [row] = await db
    .select()
    .from(auctions)
    .where(
      and(eq(auctions.practiceOwnerId, userId), inArray(auctions.status, ['SCHEDULED', 'LIVE'])),
    )
    .orderBy(desc(auctions.createdAt))
    .limit(1);
  return row ?? null;
}

/** When the user's practice auctions created at or after `since` were made, oldest first. */
export async function practiceStartsSince(
  db: DbOrTx,
  userId: string,
  since: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: auctions.createdAt })
    .from(auctions)
    .where(and(eq(auctions.practiceOwnerId, userId), gte(auctions.createdAt, since)))
    .orderBy(asc(auctions.createdAt));
  return rows.map((r) => r.createdAt);
}

/** A master-pool player as the practice pool copies it. */
export interface MasterPlayer {
  id: string;
  name: string;
  type: PlayerType;
  lotGroup: number;
  sheetIndex: number;
  basePriceLakhs: number;
  bonus: number;
  slotPoints: number[];
  imageId: string | null;
}

/** Every master-pool player. */
export async function listMasterPlayers(db: DbOrTx): Promise<MasterPlayer[]> {
  return db
    .select({
      id: players.id,
      name: players.name,
      type: players.type,
      lotGroup: players.lotGroup,
      sheetIndex: players.sheetIndex,
      basePriceLakhs: players.basePriceLakhs,
      bonus: players.bonus,
      slotPoints: players.slotPoints,
      imageId: players.imageId,
    })
    .from(players);
}
