/**
 * Player pools in the database: the master `players` and each auction's `auction_players` (fields
 * copied from the sheet row). Reads come back in lot order (engine `compareLotOrder`).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { compareLotOrder, type PlayerType } from '@bidxi/engine';
import type { DbOrTx } from '../../db/client';
import { auctionPlayers, players } from '../../db/schema/index';

/** A checked sheet row in stored units. */
export interface PoolRow {
  name: string;
  type: PlayerType;
  lotGroup: number;
  basePriceLakhs: number;
  bonus: number;
  slotPoints: number[];
}

/** A pool player as services see it. */
export interface PoolPlayerRecord {
  id: string;
  auctionId: string;
  playerId: string;
  name: string;
  type: PlayerType;
  lotGroup: number;
  sheetIndex: number;
  basePriceLakhs: number;
  bonus: number;
  slotPoints: number[];
  imageId: string | null;
  status: 'AVAILABLE' | 'SOLD' | 'UNSOLD';
  teamId: string | null;
  soldPriceLakhs: number | null;
  isPullBackOnce: boolean;
}

const columns = {
  id: auctionPlayers.id,
  auctionId: auctionPlayers.auctionId,
  playerId: auctionPlayers.playerId,
  name: auctionPlayers.name,
  type: auctionPlayers.type,
  lotGroup: auctionPlayers.order,
  sheetIndex: auctionPlayers.sheetIndex,
  basePriceLakhs: auctionPlayers.basePriceLakhs,
  bonus: auctionPlayers.bonus,
  slotPoints: auctionPlayers.slotPoints,
  imageId: auctionPlayers.imageId,
  status: auctionPlayers.status,
  teamId: auctionPlayers.teamId,
  soldPriceLakhs: auctionPlayers.soldPriceLakhs,
  isPullBackOnce: auctionPlayers.isPullBackOnce,
};

const inLotOrder = (rows: PoolPlayerRecord[]) => rows.sort(compareLotOrder);

export async function listPool(db: DbOrTx, auctionId: string): Promise<PoolPlayerRecord[]> {
  return inLotOrder(
    await db.select(columns).from(auctionPlayers).where(eq(auctionPlayers.auctionId, auctionId)),
  );
}

/** Players bought by any of these teams. */
export async function listPlayersOfTeams(
  db: DbOrTx,
  teamIds: readonly string[],
): Promise<PoolPlayerRecord[]> {
  if (teamIds.length === 0) return [];
  return inLotOrder(
    await db
      .select(columns)
      .from(auctionPlayers)
      .where(inArray(auctionPlayers.teamId, [...teamIds])),
  );
}

export async function findPoolPlayer(db: DbOrTx, id: string): Promise<PoolPlayerRecord | null> {
  const [row] = await db.select(columns).from(auctionPlayers).where(eq(auctionPlayers.id, id));
  return row ?? null;
}

/** Adds master players by name (existing names keep their master row). @returns name → id. */
export async function upsertMasterPlayers(
  db: DbOrTx,
  rows: readonly (PoolRow & { sheetIndex: number })[],
): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const out = await db
    .insert(players)
    .values(rows.map((r) => ({ ...r })))
    .onConflictDoUpdate({ target: players.name, set: { name: sql`excluded.name` } })
    .returning({ id: players.id, name: players.name });
  return new Map(out.map((r) => [r.name, r.id]));
}

export async function countMasterPlayers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(players);
  return Number(row?.n ?? 0);
}

/** The next free sheet index of an auction's pool (imports append after existing players). */
export async function nextSheetIndex(db: DbOrTx, auctionId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${auctionPlayers.sheetIndex}) + 1, 0)::int` })
    .from(auctionPlayers)
    .where(eq(auctionPlayers.auctionId, auctionId));
  return Number(row?.n ?? 0);
}

export async function insertPoolPlayers(
  db: DbOrTx,
  auctionId: string,
  rows: readonly (PoolRow & { sheetIndex: number; playerId: string; imageId?: string | null })[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(auctionPlayers).values(
    rows.map((r) => ({
      auctionId,
      playerId: r.playerId,
      name: r.name,
      type: r.type,
      order: r.lotGroup,
      sheetIndex: r.sheetIndex,
      basePriceLakhs: r.basePriceLakhs,
      bonus: r.bonus,
      slotPoints: r.slotPoints,
      imageId: r.imageId ?? null,
    })),
  );
}

/** Copies the whole master pool into an auction (the demo auction). @returns how many. */
export async function copyMasterPool(db: DbOrTx, auctionId: string): Promise<number> {
  const master = await db.select().from(players);
  await insertPoolPlayers(
    db,
    auctionId,
    master.map((p) => ({ ...p, playerId: p.id })),
  );
  return master.length;
}

export async function updatePoolPlayerRow(
  db: DbOrTx,
  id: string,
  row: PoolRow,
  at: Date,
): Promise<void> {
  await db
    .update(auctionPlayers)
    .set({
      name: row.name,
      type: row.type,
      order: row.lotGroup,
      basePriceLakhs: row.basePriceLakhs,
      bonus: row.bonus,
      slotPoints: row.slotPoints,
      updatedAt: at,
    })
    .where(eq(auctionPlayers.id, id));
}

export async function deletePoolPlayerRow(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(auctionPlayers)
    .where(and(eq(auctionPlayers.id, id)))
    .returning({ id: auctionPlayers.id });
  return rows.length === 1;
}

/** Removes every player of an auction's pool (a pool being replaced before the start). */
export async function deleteAuctionPool(db: DbOrTx, auctionId: string): Promise<void> {
  await db.delete(auctionPlayers).where(eq(auctionPlayers.auctionId, auctionId));
}

/**
 * Renames player `from` to `to` in the master pool and in every auction's pool, except where that
 * pool (or the master pool) already has a player named `to`. @returns rows renamed.
 */
export async function renameSheetPlayer(db: DbOrTx, from: string, to: string): Promise<number> {
  const master = await db
    .update(players)
    .set({ name: to })
    .where(
      and(
        eq(players.name, from),
        sql`not exists (select 1 from ${players} p2 where p2.name = ${to})`,
      ),
    )
    .returning({ id: players.id });
  const pools = await db
    .update(auctionPlayers)
    .set({ name: to })
    .where(
      and(
        eq(auctionPlayers.name, from),
        sql`not exists (select 1 from ${auctionPlayers} ap2 where ap2.auction_id = ${auctionPlayers.auctionId} and lower(ap2.name) = lower(${to}))`,
      ),
    )
    .returning({ id: auctionPlayers.id });
  return master.length + pools.length;
}
