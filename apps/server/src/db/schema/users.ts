import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Accounts. E-mails are stored trimmed and lower-cased; passwords as argon2id hashes. `mobile_number`
 * is the OTP-verified phone (+91…), unique across accounts.
 *
 * Responsible gaming (features/gaming/): `age_confirmed_at` is when the user confirmed
 * being 18+ (null: an account older than the question, asked once after login);
 * `self_excluded_until` ends a cooling-off the user chose (only ever moved later, never by an admin);
 * `recharge_limit_paise` is the user's daily recharge limit (null: none), and a raise waits in
 * `recharge_limit_next_*` until `recharge_limit_next_at` (null paise there: the limit is removed).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['USER', 'ADMIN'] })
      .notNull()
      .default('USER'),
    imageUrl: text('image_url'),
    banned: boolean('banned').notNull().default(false),
    mobileNumber: text('mobile_number'),
    /**
     * The language the user reads BidXI in: `en` or `hi`, kept across devices; null until
     * the user's first signed-in visit saves the device's choice.
     */
    language: text('language', { enum: ['en', 'hi'] }),
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    /** When the account first saw the guided tour, on any device (null: not yet); it opens once. */
    tourSeenAt: timestamp('tour_seen_at', { withTimezone: true }),
    selfExcludedUntil: timestamp('self_excluded_until', { withTimezone: true }),
    rechargeLimitPaise: bigint('recharge_limit_paise', { mode: 'number' }),
    rechargeLimitNextPaise: bigint('recharge_limit_next_paise', { mode: 'number' }),
    rechargeLimitNextAt: timestamp('recharge_limit_next_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('USER', 'ADMIN')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_language_check', sql`${t.language} in ('en', 'hi')`),
    uniqueIndex('users_mobile_number_unique').on(t.mobileNumber),
    check('users_recharge_limit_positive', sql`${t.rechargeLimitPaise} > 0`),
    check('users_recharge_limit_next_positive', sql`${t.rechargeLimitNextPaise} > 0`),
  ],
);
