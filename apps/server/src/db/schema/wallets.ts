import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per user: the cached balance and hold, updated only in the same transaction as the ledger
 * entry that moves them (ARCHITECTURE.md §4 "Wallet"). The CHECKs make a negative available balance
 * impossible whatever the concurrency; `verifyWallet` proves the cache equals the entries.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balancePaise: bigint('balance_paise', { mode: 'number' }).notNull().default(0),
    heldPaise: bigint('held_paise', { mode: 'number' }).notNull().default(0),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallets_held_nonneg', sql`${t.heldPaise} >= 0`),
    check('wallets_available_nonneg', sql`${t.balancePaise} - ${t.heldPaise} >= 0`),
  ],
);
