import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Accounts. E-mails are stored trimmed and lower-cased; passwords as argon2id hashes. `mobile_number`
 * is the OTP-verified phone (+91…), unique across accounts (issue 3).
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('USER', 'ADMIN')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    uniqueIndex('users_mobile_number_unique').on(t.mobileNumber),
  ],
);
