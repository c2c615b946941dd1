/**
 * The room's event log (STYLE.md "Database layer"): append with optimistic sequence numbers, the
 * projections engine events write onto the auctions tables in the same commit, and the bid log.
 * Plain functions over a database or transaction; they return engine types, never Drizzle rows.
 */
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AuctionEvent, AuctionState } from '@bidxi/engine';
import type { Db, DbOrTx } from '../../db/client';
import { auctionPlayers, auctions, bids, roomEvents, teams } from '../../db/schema/index';

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
  /** How many attempts the row stands for (default 1; see room.budget.ts). */
  attempts?: number;
  /** Placed by the server for the team's max bid. */
  isProxy?: boolean;
}

/** The events after `afterSeq`, in order. */
export async function loadEventsAfter(
  db: DbOrTx,
  auctionId: string,
  afterSeq: number,
  limit?: number,
): Promise<AuctionEvent[]> {
  const query = db
    .select({ payload: roomEvents.payload })
    .from(roomEvents)
    .where(and(eq(roomEvents.auctionId, auctionId), gt(roomEvents.seq, afterSeq)))
    .orderBy(asc(roomEvents.seq));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((r) => r.payload as AuctionEvent);
}

/** An entry of the log with its place in the audit chain (hashes null: written before the chain). */
export interface LogEntry {
  seq: number;
  at: Date;
  event: AuctionEvent;
  hash: string | null;
  prevHash: string | null;
}

/** The entries after `afterSeq`, in order, with their instants and hashes. */
export async function loadEntriesAfter(
  db: DbOrTx,
  auctionId: string,
  afterSeq: number,
  limit?: number,
): Promise<LogEntry[]> {
  const query = db
    .select({
      seq: roomEvents.seq,
      at: roomEvents.createdAt,
      event: roomEvents.payload,
      hash: roomEvents.hash,
      prevHash: roomEvents.prevHash,
    })
    .from(roomEvents)
    .where(and(eq(roomEvents.auctionId, auctionId), gt(roomEvents.seq, afterSeq)))
    .orderBy(asc(roomEvents.seq));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((r) => ({ ...r, event: r.event as AuctionEvent }));
}

/** Writes the hashes of entries logged before the audit chain existed (the same values on any node). */
export async function backfillHashes(
  db: Db,
  auctionId: string,
  entries: readonly { seq: number; hash: string; prevHash: string }[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.transaction(async (tx) => {
    for (const e of entries) {
      await tx
        .update(roomEvents)
        .set({ hash: e.hash, prevHash: e.prevHash })
        .where(
          and(
            eq(roomEvents.auctionId, auctionId),
            eq(roomEvents.seq, e.seq),
            sql`${roomEvents.hash} is null`,
          ),
        );
    }
  });
}

/**
 * What one command commits: its events (seq `afterSeq + 1 …`) with their audit hashes (`chain[i]`
 * for `events[i]`) and, for a bid, its log row.
 */
export interface Commit {
  auctionId: string;
  afterSeq: number;
  events: readonly AuctionEvent[];
  chain: readonly { prevHash: string; hash: string }[];
  /** The state after the events (projections read purses and instants from it). */
  after: AuctionState;
  /**
   * The bid-log rows written with the events: the bids refused since the room's last commit, then
   * the accepted bids among the events (a tap's, and its proxies' answers, each with its seq).
   */
  bids: readonly BidLogEntry[];
  at: Date;
  /** Also written in the commit's transaction (the caller's records: `CommandMeta.inCommit`, room.commit.ts). */
  inCommit?: (tx: DbOrTx) => Promise<void>;
}

const PROJECTED = new Set<AuctionEvent['type']>([
  'lotSold',
  'saleUndone',
  'lotUnsold',
  'playerPulledBack',
  'biddingEnded',
  'auctionCompleted',
]);

/**
 * Appends the events and writes what they change, atomically. A commit that changes no projection
 * and carries no caller records (a bid, its proxies' answers, a lot opening, refusals) is one
 * statement: the events and their bid-log rows in one CTE, one round trip without a transaction
 * (RT-7 in docs/benchmarks.md). Fails with a unique violation if another node appended those seq
 * numbers first (the caller catches up and decides again).
 */
export async function commitEvents(db: Db, c: Commit): Promise<void> {
  if (c.events.length === 0) return;
  if (!c.inCommit && !c.events.some((e) => PROJECTED.has(e.type))) {
    await db.execute(appendStatement(c));
    return;
  }
  await db.transaction(async (tx) => {
    await appendEvents(tx, c);
    await project(tx, c);
    await recordBids(tx, c.bids);
    await c.inCommit?.(tx);
  });
}

async function appendEvents(db: DbOrTx, c: Commit): Promise<void> {
  await db.insert(roomEvents).values(
    c.events.map((event, i) => ({
      auctionId: c.auctionId,
      seq: c.afterSeq + i + 1,
      type: event.type,
      payload: event,
      createdAt: c.at,
      hash: c.chain[i]?.hash ?? null,
      prevHash: c.chain[i]?.prevHash ?? null,
    })),
  );
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The commit's events, and its bid-log rows if any (each carries its event's seq), as one statement. */
function appendStatement(c: Commit): SQL {
  const at = c.at.toISOString();
  const events = c.events.map((event, i) => {
    const link = c.chain[i];
    return sql`(${c.auctionId}, ${c.afterSeq + i + 1}, ${event.type}, ${JSON.stringify(event)}::jsonb,
      ${at}::timestamptz, ${link?.hash ?? null}, ${link?.prevHash ?? null})`;
  });
  const append = sql`insert into room_events (auction_id, seq, type, payload, created_at, hash, prev_hash)
    values ${sql.join(events, sql`, `)}`;
  if (c.bids.length === 0) return append;
  const rows = c.bids.map(
    (b) => sql`(${b.auctionId}, ${b.auctionPlayerId}, ${b.lotId}, ${b.teamId}, ${b.userId},
      ${b.amountLakhs}, ${b.accepted}, ${b.reasonCode}, ${b.seq}, ${b.isBot}, ${b.isProxy ?? false},
      ${iso(b.receivedAt)}::timestamptz, ${iso(b.closesAt)}::timestamptz)`,
  );
  // A data-modifying CTE runs to completion whether or not the outer statement reads it; the
  // statement fails as a whole (no bid row) when the seq is taken.
  return sql`with appended as (${append})
    insert into bids (auction_id, auction_player_id, lot_id, team_id, user_id, amount_lakhs,
                      accepted, reason_code, seq, is_bot, is_proxy, received_at, closes_at)
    values ${sql.join(rows, sql`, `)}`;
}

/** Writes what the events change onto the auctions tables (HTTP reads come from these). */
async function project(tx: DbOrTx, c: Commit): Promise<void> {
  const now = c.at;
  for (const e of c.events) {
    switch (e.type) {
      case 'lotSold':
        await tx
          .update(auctionPlayers)
          .set({ status: 'SOLD', teamId: e.teamId, soldPriceLakhs: e.amountLakhs, updatedAt: now })
          .where(eq(auctionPlayers.id, e.playerId));
        await tx
          .update(teams)
          .set({
            purseRemainingLakhs: sql`${teams.purseRemainingLakhs} - ${e.amountLakhs}`,
            updatedAt: now,
          })
          .where(eq(teams.id, e.teamId));
        break;
      case 'saleUndone':
        await tx
          .update(auctionPlayers)
          .set({ status: 'AVAILABLE', teamId: null, soldPriceLakhs: null, updatedAt: now })
          .where(eq(auctionPlayers.id, e.playerId));
        await tx
          .update(teams)
          .set({
            purseRemainingLakhs: sql`${teams.purseRemainingLakhs} + ${e.amountLakhs}`,
            updatedAt: now,
          })
          .where(eq(teams.id, e.teamId));
        break;
      case 'lotUnsold':
        await tx
          .update(auctionPlayers)
          .set({ status: 'UNSOLD', updatedAt: now })
          .where(eq(auctionPlayers.id, e.playerId));
        break;
      case 'playerPulledBack':
        await tx
          .update(auctionPlayers)
          .set({ status: 'AVAILABLE', isPullBackOnce: true, updatedAt: now })
          .where(eq(auctionPlayers.id, e.playerId));
        break;
      case 'biddingEnded':
        await tx
          .update(auctions)
          .set({
            biddingEndedAt: new Date(e.at),
            endsAt: new Date(c.after.reorderEndsAt ?? e.at),
            isEndTimeUpdated: true,
            updatedAt: now,
          })
          .where(eq(auctions.id, c.auctionId));
        break;
      case 'auctionCompleted':
        await tx
          .update(auctions)
          .set({ status: 'COMPLETED', updatedAt: now })
          .where(and(eq(auctions.id, c.auctionId), eq(auctions.status, 'LIVE')));
        break;
      default:
        // Every other event (a bid, an open, a pause, an organiser's request…) has no projection:
        // the row's endsAt stays the scheduled end; the engine moves it on resume when it replays.
        break;
    }
  }
}

/** Rows per statement of {@link recordBids} (13 parameters each, well under PostgreSQL's limit). */
const BID_ROWS_PER_STATEMENT = 1_000;

/** Writes rows of the bid log, a thousand per statement (none: no statement). */
export async function recordBids(db: DbOrTx, entries: readonly BidLogEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += BID_ROWS_PER_STATEMENT) {
    await db.insert(bids).values(entries.slice(i, i + BID_ROWS_PER_STATEMENT));
  }
}
