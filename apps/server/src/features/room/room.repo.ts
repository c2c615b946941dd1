/**
 * The room's own tables: the event log (append with optimistic sequence numbers), the bid log, and
 * chat. Plain functions over a db or transaction (STYLE.md "Database layer").
 */
import { and, asc, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { AuctionEvent } from '@bidxi/engine';
import type { DbOrTx } from '../../db/client';
import { bids, chatMessages, roomEvents, users } from '../../db/schema/index';

export interface StoredEvent {
  seq: number;
  event: AuctionEvent;
  createdAt: Date;
}

/**
 * Appends events as seq `afterSeq + 1 …`. Fails with a unique violation if another node appended
 * those numbers first (the caller catches up and decides again).
 */
export async function appendEvents(
  tx: DbOrTx,
  auctionId: string,
  afterSeq: number,
  events: readonly AuctionEvent[],
  at: Date,
): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(roomEvents).values(
    events.map((event, i) => ({
      auctionId,
      seq: afterSeq + i + 1,
      type: event.type,
      payload: event,
      createdAt: at,
    })),
  );
}

export async function loadEventsAfter(
  db: DbOrTx,
  auctionId: string,
  afterSeq: number,
): Promise<StoredEvent[]> {
  const rows = await db
    .select({ seq: roomEvents.seq, payload: roomEvents.payload, createdAt: roomEvents.createdAt })
    .from(roomEvents)
    .where(and(eq(roomEvents.auctionId, auctionId), gt(roomEvents.seq, afterSeq)))
    .orderBy(asc(roomEvents.seq));
  return rows.map((r) => ({
    seq: r.seq,
    event: r.payload as AuctionEvent,
    createdAt: r.createdAt,
  }));
}

/** One row of the append-only bid log. */
export interface BidLogEntry {
  auctionId: string;
  auctionPlayerId: string | null;
  lotId: number | null;
  teamId: string | null;
  userId: string | null;
  amountLakhs: number | null;
  accepted: boolean;
  reasonCode: string | null;
  seq: number | null;
  isBot: boolean;
  receivedAt: Date;
  closesAt: Date | null;
}

export async function recordBid(db: DbOrTx, entry: BidLogEntry): Promise<void> {
  await db.insert(bids).values(entry);
}

/** Accepted bids of an auction player (of one lot, if given), newest first, with bidder names. */
export async function acceptedBidsOf(
  db: DbOrTx,
  auctionPlayerId: string,
  limit = 50,
  lotId?: number,
) {
  return db
    .select({
      amountLakhs: bids.amountLakhs,
      teamId: bids.teamId,
      userId: bids.userId,
      username: users.username,
      receivedAt: bids.receivedAt,
      seq: bids.seq,
    })
    .from(bids)
    .leftJoin(users, eq(users.id, bids.userId))
    .where(
      and(
        eq(bids.auctionPlayerId, auctionPlayerId),
        eq(bids.accepted, true),
        lotId === undefined ? undefined : eq(bids.lotId, lotId),
      ),
    )
    .orderBy(desc(bids.seq))
    .limit(limit);
}

export async function insertChatMessage(
  db: DbOrTx,
  data: { auctionId: string; userId: string; message: string; createdAt: Date },
) {
  const [row] = await db.insert(chatMessages).values(data).returning({ id: chatMessages.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** How many chat messages a user sent in an auction since `since` (the 5-per-10-s limit; DB-counted for several nodes). */
export async function countRecentChat(
  db: DbOrTx,
  auctionId: string,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.auctionId, auctionId),
        eq(chatMessages.userId, userId),
        gte(chatMessages.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** The last `limit` messages of an auction, oldest first. */
export async function chatTail(db: DbOrTx, auctionId: string, limit = 100) {
  const rows = await db
    .select({
      id: chatMessages.id,
      userId: chatMessages.userId,
      username: users.username,
      message: chatMessages.message,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(eq(chatMessages.auctionId, auctionId))
    .orderBy(desc(chatMessages.createdAt))
    .limit(limit);
  return rows.reverse();
}
