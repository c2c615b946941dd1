/**
 * The audit log as stored: the room's event log (`room_events`, with its hash chain) read
 * by range, where a lot's entries begin and end, and the sales as the auction tables show them.
 * Plain functions over a database; they return protocol shapes, never Drizzle rows.
 */
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { AuctionEvent } from '@bidxi/engine';
import type { AuditEntry, AuditSale } from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import { auctionPlayers, roomEvents } from '../../db/schema/index';

/** The entries after `afterSeq` and before `beforeSeq` (null: to the end), at most `limit`. */
export async function loadAuditEntries(
  db: DbOrTx,
  auctionId: string,
  range: { afterSeq: number; beforeSeq: number | null; limit?: number },
): Promise<AuditEntry[]> {
  const query = db
    .select({
      seq: roomEvents.seq,
      at: roomEvents.createdAt,
      event: roomEvents.payload,
      hash: roomEvents.hash,
      prevHash: roomEvents.prevHash,
    })
    .from(roomEvents)
    .where(
      and(
        eq(roomEvents.auctionId, auctionId),
        gt(roomEvents.seq, range.afterSeq),
        range.beforeSeq === null ? undefined : lt(roomEvents.seq, range.beforeSeq),
      ),
    )
    .orderBy(asc(roomEvents.seq));
  const rows = range.limit === undefined ? await query : await query.limit(range.limit);
  return rows.map((r) => ({
    seq: r.seq,
    at: r.at.toISOString(),
    event: r.event as AuctionEvent,
    // The room hashes every entry when it loads the log; the service reads through it first.
    hash: r.hash ?? '',
    prevHash: r.prevHash ?? '',
  }));
}

/** The seq of the entry that opened lot `lotId`, or null if no such lot was opened. */
export async function lotOpenedSeq(
  db: DbOrTx,
  auctionId: string,
  lotId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ seq: roomEvents.seq })
    .from(roomEvents)
    .where(
      and(
        eq(roomEvents.auctionId, auctionId),
        eq(roomEvents.type, 'lotOpened'),
        sql`(${roomEvents.payload} ->> 'lotId')::int = ${lotId}`,
      ),
    );
  return row?.seq ?? null;
}

/** Every SOLD player of the auction with its team and hammer price (the projection's view). */
export async function loadSales(db: DbOrTx, auctionId: string): Promise<AuditSale[]> {
  const rows = await db
    .select({
      playerId: auctionPlayers.id,
      teamId: auctionPlayers.teamId,
      amountLakhs: auctionPlayers.soldPriceLakhs,
    })
    .from(auctionPlayers)
    .where(and(eq(auctionPlayers.auctionId, auctionId), eq(auctionPlayers.status, 'SOLD')))
    .orderBy(asc(auctionPlayers.id));
  return rows.map((r) => ({
    playerId: r.playerId,
    teamId: r.teamId ?? '',
    amountLakhs: r.amountLakhs ?? 0,
  }));
}
