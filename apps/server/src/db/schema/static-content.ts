import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The static pages' texts by type (spec 001 §2 "Static pages"); defaults seeded on first start. */
export const staticContent = pgTable(
  'static_content',
  {
    type: text('type').primaryKey(),
    content: text('content').notNull(),
    updatedById: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'static_content_type_check',
      sql`${t.type} in ('how-to-play', 'how-to-register', 'how-to-withdraw', 'privacy-policy', 'terms-and-conditions')`,
    ),
  ],
);
