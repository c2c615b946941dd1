/** The `league_pool_uploads` queries: a player's uploaded pools (rows kept for a league's creation). */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leaguePoolUploads } from '../../db/schema/index';

export type LeaguePoolUploadRecord = typeof leaguePoolUploads.$inferSelect;

/** Saves an upload. @returns its id. */
export async function insertPoolUpload(
  db: DbOrTx,
  data: typeof leaguePoolUploads.$inferInsert,
): Promise<string> {
  const [row] = await db
    .insert(leaguePoolUploads)
    .values(data)
    .returning({ id: leaguePoolUploads.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** `ownerId`'s upload `id`, or null (unknown, or someone else's). */
export async function findPoolUpload(
  db: DbOrTx,
  id: string,
  ownerId: string,
): Promise<LeaguePoolUploadRecord | null> {
  const [row] = await db
    .select()
    .from(leaguePoolUploads)
    .where(and(eq(leaguePoolUploads.id, id), eq(leaguePoolUploads.ownerId, ownerId)));
  return row ?? null;
}
