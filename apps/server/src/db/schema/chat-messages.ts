import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Room chat, persisted (2–300 characters; the last 100 are the history). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionId: uuid('auction_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_auction_idx').on(t.auctionId, t.createdAt),
    index('chat_messages_user_idx').on(t.userId, t.createdAt),
  ],
);
