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
 */
export const roomEvents = pgTable(
  'room_events',
  {
    auctionId: uuid('auction_id').notNull(),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.auctionId, t.seq] }),
    index('room_events_type_idx').on(t.auctionId, t.type),
  ],
);
