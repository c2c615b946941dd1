import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { images } from './images';

export const PLAYER_TYPES = ['Batter', 'Bowler', 'Wicket-Keeper', 'All-Rounder'] as const;

/**
 * The master player pool (first imported from data/player-sheet.csv). Auctions copy a player's
 * fields into `auction_players`, so editing an auction's pool never changes another auction.
 */
export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    type: text('type', { enum: PLAYER_TYPES }).notNull(),
    lotGroup: integer('lot_group').notNull(),
    sheetIndex: integer('sheet_index').notNull(),
    basePriceLakhs: integer('base_price_lakhs').notNull(),
    bonus: integer('bonus').notNull().default(0),
    /** Points for batting-order slots 1–11. */
    slotPoints: integer('slot_points').array().notNull(),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'players_type_check',
      sql`${t.type} in ('Batter', 'Bowler', 'Wicket-Keeper', 'All-Rounder')`,
    ),
    check('players_slots_11', sql`cardinality(${t.slotPoints}) = 11`),
    check(
      'players_base_pos',
      sql`${t.basePriceLakhs} > 0 and ${t.lotGroup} >= 1 and ${t.bonus} >= 0`,
    ),
  ],
);
