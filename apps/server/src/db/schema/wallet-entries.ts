import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const WALLET_ENTRY_TYPES = [
  'RECHARGE',
  'WITHDRAWAL',
  'REGISTRATION_FEE',
  'PRIZE',
  'REFUND',
  'ADJUSTMENT',
] as const;
export const WALLET_ENTRY_STATUSES = ['PENDING', 'APPROVED', 'DENIED'] as const;

/**
 * The ledger: append-only wallet entries in integer paise, signed (credits > 0, debits < 0).
 * Only `status` changes, once, from PENDING (with who acted and when). `dedupe_key` makes each
 * (reason, reference) happen exactly once: a UTR, a fee per auction and user, a prize per team.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: text('type', { enum: WALLET_ENTRY_TYPES }).notNull(),
    status: text('status', { enum: WALLET_ENTRY_STATUSES }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** What the entry is about: a UTR, an auction id, a team id. */
    reference: text('reference'),
    utr: text('utr'),
    note: text('note'),
    actedById: uuid('acted_by_id').references(() => users.id),
    actedAt: timestamp('acted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_user_idx').on(t.userId, t.createdAt),
    index('wallet_entries_status_idx').on(t.status, t.type),
    check('wallet_entries_nonzero', sql`${t.amountPaise} <> 0`),
    check(
      'wallet_entries_type_check',
      sql`${t.type} in ('RECHARGE','WITHDRAWAL','REGISTRATION_FEE','PRIZE','REFUND','ADJUSTMENT')`,
    ),
    check('wallet_entries_status_check', sql`${t.status} in ('PENDING','APPROVED','DENIED')`),
  ],
);
