import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { images } from './images';
import { users } from './users';

export const AUCTION_STATUSES = ['SCHEDULED', 'LIVE', 'COMPLETED', 'CANCELLED'] as const;

/**
 * Auctions (ARCHITECTURE.md §4): SCHEDULED → LIVE → COMPLETED, or CANCELLED before start. Instants in
 * UTC; fee in paise, purse in lakhs. `ends_at ≥ starts_at + 2 h` unless the server moved the end to the
 * reorder window (`is_end_time_updated`). At most one demo auction is SCHEDULED or LIVE at a time.
 */
export const auctions = pgTable(
  'auctions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    ytLink: text('yt_link'),
    status: text('status', { enum: AUCTION_STATUSES }).notNull().default('SCHEDULED'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    registrationFeePaise: bigint('registration_fee_paise', { mode: 'number' }).notNull().default(0),
    budgetLimitLakhs: integer('budget_limit_lakhs').notNull().default(10_000),
    isEndTimeUpdated: boolean('is_end_time_updated').notNull().default(false),
    /** Set by the room when no lot is left to sell; registration closes then. */
    biddingEndedAt: timestamp('bidding_ended_at', { withTimezone: true }),
    isDemo: boolean('is_demo').notNull().default(false),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    prizePoolPercent: integer('prize_pool_percent').notNull().default(80),
    prizeFirstPercent: integer('prize_first_percent').notNull().default(50),
    prizeSecondPercent: integer('prize_second_percent').notNull().default(30),
    prizeThirdPercent: integer('prize_third_percent').notNull().default(20),
    lotWindowMs: integer('lot_window_ms').notNull().default(20_000),
    bidWindowMs: integer('bid_window_ms').notNull().default(15_000),
    lobbyMs: integer('lobby_ms').notNull().default(300_000),
    pauseBetweenLotsMs: integer('pause_between_lots_ms').notNull().default(3_000),
    reorderWindowMs: integer('reorder_window_ms').notNull().default(600_000),
    botTeams: integer('bot_teams').notNull().default(0),
    /**
     * The secret of the spectator link, or null while the organiser has it off: anyone
     * with `/watch/{id}?t={token}` watches the room read-only.
     */
    spectatorToken: text('spectator_token'),
    /**
     * The one player a practice auction vs bots belongs to, or null for every other
     * auction: nobody else may register, and only its owner (and admins) see it.
     */
    practiceOwnerId: uuid('practice_owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * A league's organiser (the player who made it): they get the organiser controls of this
     * auction. Null for every auction an admin made.
     */
    organiserId: uuid('organiser_id').references(() => users.id, { onDelete: 'set null' }),
    /** A league's invite code (6 characters of an unambiguous alphabet); a rotation replaces it. */
    inviteCode: text('invite_code'),
    /** A league's visibility: 'private' (code only) or 'public' (listed); null for other auctions. */
    visibility: text('visibility', { enum: ['private', 'public'] }),
    /** A league's seats (2–10); null for other auctions (no limit). */
    maxTeams: integer('max_teams'),
    /** A league whose empty seats bots fill at the start. */
    botsFill: boolean('bots_fill').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auctions_status_starts_idx').on(t.status, t.startsAt),
    index('auctions_practice_owner_idx').on(t.practiceOwnerId, t.createdAt),
    uniqueIndex('auctions_invite_code_unique').on(t.inviteCode),
    index('auctions_organiser_idx').on(t.organiserId, t.status),
    check('auctions_max_teams', sql`${t.maxTeams} is null or ${t.maxTeams} between 2 and 10`),
    uniqueIndex('auctions_one_active_demo')
      .on(t.isDemo)
      .where(sql`${t.isDemo} and ${t.status} in ('SCHEDULED', 'LIVE')`),
    check(
      'auctions_status_check',
      sql`${t.status} in ('SCHEDULED', 'LIVE', 'COMPLETED', 'CANCELLED')`,
    ),
    check(
      'auctions_min_duration',
      sql`${t.isEndTimeUpdated} or ${t.endsAt} >= ${t.startsAt} + interval '2 hours'`,
    ),
    check('auctions_fee_nonneg', sql`${t.registrationFeePaise} >= 0`),
    check('auctions_budget_pos', sql`${t.budgetLimitLakhs} > 0`),
    check('auctions_pool_percent', sql`${t.prizePoolPercent} between 0 and 100`),
    check(
      'auctions_split_sum',
      sql`${t.prizeFirstPercent} >= 0 and ${t.prizeSecondPercent} >= 0 and ${t.prizeThirdPercent} >= 0 and ${t.prizeFirstPercent} + ${t.prizeSecondPercent} + ${t.prizeThirdPercent} = 100`,
    ),
    check(
      'auctions_timers_check',
      sql`${t.lotWindowMs} > 0 and ${t.bidWindowMs} > 0 and ${t.lobbyMs} >= 0 and ${t.pauseBetweenLotsMs} >= 0 and ${t.reorderWindowMs} >= 0 and ${t.botTeams} >= 0`,
    ),
  ],
);
