import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { auctions } from './auctions';
import { teams } from './teams';

/**
 * A team's final result, written with its auction's `auction_results` row. `score` (slot points +
 * bonus) and `rank` are null for an invalid team (N/A, 'auction has failed'); `prize_rank` is the rank
 * among paid (human, valid) teams. `player_ids` is the order that was scored, slot 1 first.
 */
export const teamResults = pgTable(
  'team_results',
  {
    teamId: uuid('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'restrict' }),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'restrict' }),
    isValid: boolean('is_valid').notNull(),
    totalPoints: integer('total_points').notNull(),
    totalBonus: integer('total_bonus').notNull(),
    score: integer('score'),
    rank: integer('rank'),
    prizeRank: integer('prize_rank'),
    prizePaise: bigint('prize_paise', { mode: 'number' }).notNull().default(0),
    playerIds: uuid('player_ids').array().notNull(),
  },
  (t) => [
    index('team_results_auction_idx').on(t.auctionId),
    check('team_results_prize_nonneg', sql`${t.prizePaise} >= 0`),
  ],
);
