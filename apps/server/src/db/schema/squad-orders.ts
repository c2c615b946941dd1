import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auctions } from './auctions';
import { teams } from './teams';
import { users } from './users';

/**
 * An owner's batting order (spec 001 §2 "Team players", §4 "Team reordering"): the team's auction
 * player ids for slots 1–11, in order. Set only inside the reorder window; a team without a row plays
 * in purchase order.
 */
export const squadOrders = pgTable('squad_orders', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  auctionId: uuid('auction_id')
    .notNull()
    .references(() => auctions.id, { onDelete: 'cascade' }),
  /** Auction player ids, slot 1 first. */
  playerIds: uuid('player_ids').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
