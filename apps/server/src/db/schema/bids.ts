import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  bigserial,
} from 'drizzle-orm/pg-core';

/**
 * The append-only bid log: every bid the room received, accepted or refused with its reason, stamped
 * with the server time at receipt ("Lot clock and lifecycle").
 */
export const bids = pgTable(
  'bids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    auctionId: uuid('auction_id').notNull(),
    auctionPlayerId: uuid('auction_player_id'),
    lotId: integer('lot_id'),
    teamId: uuid('team_id'),
    /** The bidder; null for a practice bot. */
    userId: uuid('user_id'),
    amountLakhs: integer('amount_lakhs'),
    accepted: boolean('accepted').notNull(),
    reasonCode: text('reason_code'),
    /** The room event that recorded an accepted bid. */
    seq: integer('seq'),
    isBot: boolean('is_bot').notNull().default(false),
    /**
     * How many attempts this row stands for: 1, or the rolled-up count of one user's bids on one lot
     * refused without being judged because the user was over the room's budget (TOO_MANY_EVENTS).
     */
    attempts: integer('attempts').notNull().default(1),
    /** Placed by the server for the team's max bid, not by a tap. */
    isProxy: boolean('is_proxy').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }).notNull(),
    /** The lot's close when the bid was judged (for the "no bid after close" audit). */
    closesAt: timestamp('closes_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('bids_auction_player_idx').on(t.auctionPlayerId, t.accepted),
    index('bids_user_idx').on(t.userId, t.receivedAt),
    index('bids_auction_idx').on(t.auctionId, t.receivedAt),
  ],
);
