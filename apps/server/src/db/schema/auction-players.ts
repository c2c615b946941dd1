import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auctions } from './auctions';
import { images } from './images';
import { PLAYER_TYPES, players } from './players';
import { teams } from './teams';

export const AUCTION_PLAYER_STATUSES = ['AVAILABLE', 'SOLD', 'UNSOLD'] as const;

/**
 * An auction's pool: each player's lot-order fields, price and points copied from the sheet row
 * (editable while the auction is SCHEDULED). The room fills status, team and sold price.
 * Names are unique per auction, ignoring case.
 */
export const auctionPlayers = pgTable(
  'auction_players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    type: text('type', { enum: PLAYER_TYPES }).notNull(),
    /** The lot group: the number in the sheet's type cell. */
    order: integer('order').notNull(),
    sheetIndex: integer('sheet_index').notNull(),
    basePriceLakhs: integer('base_price_lakhs').notNull(),
    bonus: integer('bonus').notNull().default(0),
    slotPoints: integer('slot_points').array().notNull(),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    status: text('status', { enum: AUCTION_PLAYER_STATUSES }).notNull().default('AVAILABLE'),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    soldPriceLakhs: integer('sold_price_lakhs'),
    isPullBackOnce: boolean('is_pull_back_once').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auction_players_name_unique').on(t.auctionId, sql`lower(${t.name})`),
    index('auction_players_auction_idx').on(t.auctionId, t.order, t.sheetIndex),
    index('auction_players_team_idx').on(t.teamId),
    check('auction_players_status_check', sql`${t.status} in ('AVAILABLE', 'SOLD', 'UNSOLD')`),
    check(
      'auction_players_type_check',
      sql`${t.type} in ('Batter', 'Bowler', 'Wicket-Keeper', 'All-Rounder')`,
    ),
    check('auction_players_slots_11', sql`cardinality(${t.slotPoints}) = 11`),
    check(
      'auction_players_base_pos',
      sql`${t.basePriceLakhs} > 0 and ${t.order} >= 1 and ${t.bonus} >= 0`,
    ),
  ],
);
