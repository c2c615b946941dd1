/**
 * The room's event log (STYLE.md "Database layer"): append with optimistic sequence numbers (with
 * the projections of room.projections.ts in the same transaction when a commit has any), and the
 * bid log. Plain functions over a database or transaction; they return engine types, never Drizzle
 * rows.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { AuctionEvent, AuctionState } from '@bidxi/engine';
import type { Db, DbOrTx } from '../../db/client';
import { bids, roomEvents } from '../../db/schema/index';
import { isProjected, project } from './room.projections';

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

/**
 * A statement of fixed text for the room's hot path (a bid's append, a catch-up's read), run on the
 * driver under Drizzle without building the query each time. On PostgreSQL it is named, so each
 * pooled connection parses and plans it once; on PGlite it is a plain parameterised query. Every
 * varying part is a parameter (a varying number of rows travels as arrays, through `unnest`).
 */
interface PreparedStatement {
  /** Unique per `text` for the life of the process. */
  name: string;
  text: string;
}

/** The driver under a Drizzle database: node-postgres' pool or a PGlite instance. */
interface DriverClient {
  query(
    config: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}

/** Runs `statement` with `values` on `db`'s own driver (outside any transaction). */
async function runPrepared<Row>(db: Db, statement: PreparedStatement, values: unknown[]) {
  const client = (db as unknown as { $client: DriverClient }).$client;
  // node-postgres' pool takes a query config with a name; PGlite takes the text.
  const result =
    'totalCount' in client
      ? await client.query({ name: statement.name, text: statement.text, values })
      : await client.query(statement.text, values);
  return result.rows as Row[];
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

const ENTRIES_AFTER: PreparedStatement = {
  name: 'bidxi_room_entries_after',
  text: `select seq, created_at as "at", payload as "event", hash, prev_hash as "prevHash"
    from room_events where auction_id = $1 and seq > $2 order by seq limit $3`,
};

/**
 * The entries after `afterSeq`, in order, with their instants and hashes (at most `limit`). Read on
 * every catch-up and gap repair, so its text is fixed and prepared once per connection.
 */
export async function loadEntriesAfter(
  db: Db,
  auctionId: string,
  afterSeq: number,
  limit?: number,
): Promise<LogEntry[]> {
  // LIMIT NULL is no limit.
  return runPrepared<LogEntry>(db, ENTRIES_AFTER, [auctionId, afterSeq, limit ?? null]);
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

/**
 * Appends the events and writes what they change, atomically. A commit that changes no projection
 * and carries no caller records (a bid, its proxies' answers, a lot opening, refusals) is one
 * statement: the events and their bid-log rows in one CTE, one round trip without a transaction
 * (RT-7 in docs/benchmarks.md). Fails with a unique violation if another node appended those seq
 * numbers first (the caller catches up and decides again).
 */
export async function commitEvents(db: Db, c: Commit): Promise<void> {
  if (c.events.length === 0) return;
  if (!c.inCommit && !c.events.some(isProjected)) {
    await runPrepared(db, APPEND, appendValues(c));
    return;
  }
  await db.transaction(async (tx) => {
    await appendEvents(tx, c);
    await project(tx, c.auctionId, c.events, c.after, c.at);
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

/**
 * The commit's events and its bid-log rows (each carries its event's seq) as one statement of fixed
 * text: the rows travel as arrays, so any number of events and bids (none included) is the same
 * prepared statement. A data-modifying CTE runs to completion whether or not the outer statement
 * reads it; the statement fails as a whole (no bid row) when the seq is taken.
 */
const APPEND: PreparedStatement = {
  name: 'bidxi_room_append',
  text: `with appended as (
    insert into room_events (auction_id, seq, type, payload, created_at, hash, prev_hash)
    select $1::uuid, e.seq, e.type, e.payload::jsonb, $2::timestamptz, e.hash, e.prev_hash
    from unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::text[])
      as e(seq, type, payload, hash, prev_hash)
  )
  insert into bids (auction_id, auction_player_id, lot_id, team_id, user_id, amount_lakhs,
                    accepted, reason_code, seq, is_bot, is_proxy, received_at, closes_at)
  select $1::uuid, b.*
  from unnest($8::uuid[], $9::int[], $10::uuid[], $11::uuid[], $12::int[], $13::boolean[],
              $14::text[], $15::int[], $16::boolean[], $17::boolean[], $18::timestamptz[],
              $19::timestamptz[])
    as b(auction_player_id, lot_id, team_id, user_id, amount_lakhs, accepted, reason_code, seq,
         is_bot, is_proxy, received_at, closes_at)`,
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The parameters of {@link APPEND} for `c`: one array per column. */
function appendValues(c: Commit): unknown[] {
  const { events, chain, bids: rows } = c;
  return [
    c.auctionId,
    c.at.toISOString(),
    events.map((_, i) => c.afterSeq + i + 1),
    events.map((e) => e.type),
    events.map((e) => JSON.stringify(e)),
    events.map((_, i) => chain[i]?.hash ?? null),
    events.map((_, i) => chain[i]?.prevHash ?? null),
    rows.map((b) => b.auctionPlayerId),
    rows.map((b) => b.lotId),
    rows.map((b) => b.teamId),
    rows.map((b) => b.userId),
    rows.map((b) => b.amountLakhs),
    rows.map((b) => b.accepted),
    rows.map((b) => b.reasonCode),
    rows.map((b) => b.seq),
    rows.map((b) => b.isBot),
    rows.map((b) => b.isProxy ?? false),
    rows.map((b) => iso(b.receivedAt)),
    rows.map((b) => iso(b.closesAt)),
  ];
}

/** Rows per statement of {@link recordBids} (13 parameters each, well under PostgreSQL's limit). */
const BID_ROWS_PER_STATEMENT = 1_000;

/** Writes rows of the bid log, a thousand per statement (none: no statement). */
export async function recordBids(db: DbOrTx, entries: readonly BidLogEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += BID_ROWS_PER_STATEMENT) {
    await db.insert(bids).values(entries.slice(i, i + BID_ROWS_PER_STATEMENT));
  }
}
