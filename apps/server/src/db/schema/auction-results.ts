import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auctions } from './auctions';
import { teams } from './teams';

/**
 * One row per scored auction (ARCHITECTURE.md §4 "Scoring and prizes"), inserted once in the
 * transaction that stores the team results and credits the prizes: its presence means "scored and
 * paid". Money in paise; the advertised prize of each rank and the first team holding it.
 */
export const auctionResults = pgTable(
  'auction_results',
  {
    auctionId: uuid('auction_id')
      .primaryKey()
      .references(() => auctions.id, { onDelete: 'restrict' }),
    /** Registration fees paid by human teams. */
    feesCollectedPaise: bigint('fees_collected_paise', { mode: 'number' }).notNull(),
    prizePoolPercent: integer('prize_pool_percent').notNull(),
    poolPaise: bigint('pool_paise', { mode: 'number' }).notNull(),
    firstPrizePaise: bigint('first_prize_paise', { mode: 'number' }).notNull(),
    secondPrizePaise: bigint('second_prize_paise', { mode: 'number' }).notNull(),
    thirdPrizePaise: bigint('third_prize_paise', { mode: 'number' }).notNull(),
    firstPrizeTeamId: uuid('first_prize_team_id').references(() => teams.id),
    secondPrizeTeamId: uuid('second_prize_team_id').references(() => teams.id),
    thirdPrizeTeamId: uuid('third_prize_team_id').references(() => teams.id),
    /** What was credited in total (≤ pool: shares are floored). */
    paidPaise: bigint('paid_paise', { mode: 'number' }).notNull(),
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'auction_results_amounts',
      sql`${t.poolPaise} >= 0 and ${t.paidPaise} >= 0 and ${t.paidPaise} <= ${t.poolPaise}`,
    ),
  ],
);
