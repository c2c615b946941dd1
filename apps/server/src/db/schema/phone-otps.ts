import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Phone verification codes: one row per code sent, also the send log the rate
 * limits count (per phone and per account), so the limits hold across nodes. Codes are stored as
 * SHA-256(salt:code); `attempts` counts tries (max 5); a code is used once (`consumed_at`).
 */
export const phoneOtps = pgTable(
  'phone_otps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** +91 and 10 digits. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Set when a newer code for the account replaces this one. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    index('phone_otps_user_idx').on(t.userId, t.createdAt),
    index('phone_otps_phone_idx').on(t.phone, t.createdAt),
    check('phone_otps_attempts_check', sql`${t.attempts} >= 0 and ${t.attempts} <= 5`),
  ],
);
