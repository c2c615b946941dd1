/**
 * Squads in the database: the players each team bought, the owner's stored batting order
 * (`squad_orders`) and the purchase order (the seq of each `lotSold` event in the room's log).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roomEvents, squadOrders } from '../../db/schema/index';
import { listPlayersOfTeams, type PoolPlayerRecord } from '../players/players.port';
import { orderSquad } from './squad';

/** The stored orders of these teams (teams that never reordered are absent). */
export async function loadStoredOrders(
  db: DbOrTx,
  teamIds: readonly string[],
): Promise<Map<string, string[]>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db
    .select({ teamId: squadOrders.teamId, playerIds: squadOrders.playerIds })
    .from(squadOrders)
    .where(inArray(squadOrders.teamId, [...teamIds]));
  return new Map(rows.map((r) => [r.teamId, r.playerIds]));
}

/** Auction player id → seq of the `lotSold` event that sold it (the purchase order). */
export async function loadSoldSeq(db: DbOrTx, auctionId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ playerId: sql<string>`${roomEvents.payload} ->> 'playerId'`, seq: roomEvents.seq })
    .from(roomEvents)
    .where(and(eq(roomEvents.auctionId, auctionId), eq(roomEvents.type, 'lotSold')));
  return new Map(rows.map((r) => [r.playerId, r.seq]));
}

/** Each team's SOLD players in slot order (stored order, else purchase order). */
export async function loadOrderedSquads(
  db: DbOrTx,
  auctionId: string,
  teamIds: readonly string[],
): Promise<Map<string, PoolPlayerRecord[]>> {
  const players = (await listPlayersOfTeams(db, teamIds)).filter((p) => p.status === 'SOLD');
  const stored = await loadStoredOrders(db, teamIds);
  const soldSeq = await loadSoldSeq(db, auctionId);
  return new Map(
    teamIds.map((teamId) => [
      teamId,
      orderSquad(
        players.filter((p) => p.teamId === teamId),
        stored.get(teamId) ?? null,
        soldSeq,
      ),
    ]),
  );
}

/** Stores a team's order (slot 1 first), replacing any earlier one. */
export async function saveSquadOrder(
  db: DbOrTx,
  o: { teamId: string; auctionId: string; playerIds: readonly string[]; by: string; at: Date },
): Promise<void> {
  await db
    .insert(squadOrders)
    .values({
      teamId: o.teamId,
      auctionId: o.auctionId,
      playerIds: [...o.playerIds],
      updatedAt: o.at,
      updatedBy: o.by,
    })
    .onConflictDoUpdate({
      target: squadOrders.teamId,
      set: { playerIds: [...o.playerIds], updatedAt: o.at, updatedBy: o.by },
    });
}
