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
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { auctions } from './auctions';
import { images } from './images';
import { users } from './users';

/**
 * Teams: one per user and auction (the UNIQUE makes "register once" hold under any concurrency,
 * with the fee's ledger dedupe key). A team is created in the same transaction that debits its fee.
 * Bot teams have no owner. Purse in lakhs, fee paid in paise.
 */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    mobileNumber: text('mobile_number'),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    registrationFeePaidPaise: bigint('registration_fee_paid_paise', { mode: 'number' })
      .notNull()
      .default(0),
    budgetLimitLakhs: integer('budget_limit_lakhs').notNull(),
    purseRemainingLakhs: integer('purse_remaining_lakhs').notNull(),
    isBot: boolean('is_bot').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('teams_auction_owner_unique').on(t.auctionId, t.ownerId),
    index('teams_owner_idx').on(t.ownerId),
    check(
      'teams_purse_check',
      sql`${t.purseRemainingLakhs} >= 0 and ${t.purseRemainingLakhs} <= ${t.budgetLimitLakhs}`,
    ),
    check('teams_fee_nonneg', sql`${t.registrationFeePaidPaise} >= 0`),
    check('teams_owner_or_bot', sql`${t.isBot} or ${t.ownerId} is not null`),
  ],
);
