import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The room's event log: the engine's events for one auction, numbered from 1 by `seq` (= the engine's
 * version). The primary key (auction_id, seq) is what serialises commands across nodes: of two nodes
 * appending the same seq exactly one commits; the other catches up from the log and decides again.
 * Append-only: it is also the auction's public, hash-chained audit log.
 */
export const roomEvents = pgTable(
  'room_events',
  {
    auctionId: uuid('auction_id').notNull(),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The audit chain (protocol audit/audit-chain.ts): this entry's hash, over the previous
     * entry's hash (`prev_hash`), its seq, created_at and payload. Null on entries written before the
     * chain existed: the server computes theirs when it loads the log.
     */
    hash: text('hash'),
    prevHash: text('prev_hash'),
  },
  (t) => [
    primaryKey({ columns: [t.auctionId, t.seq] }),
    index('room_events_type_idx').on(t.auctionId, t.type),
  ],
);
