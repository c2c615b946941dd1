import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auctions } from './auctions';
import { users } from './users';

/**
 * A browser's web-push subscription: the push service's endpoint and the
 * keys the payload is encrypted for (RFC 8291: `p256dh` the browser's P-256 public key, `auth` its
 * 16-byte secret, both base64url). One row per endpoint; a browser that subscribes again under
 * another user moves the row. Deleted when the push service answers 404/410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** Which notices a user wants (all on until they turn one off; no row = all on). */
export const pushPreferences = pgTable('push_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  auctionStarting: boolean('auction_starting').notNull().default(true),
  outbid: boolean('outbid').notNull().default(true),
  walletRequest: boolean('wallet_request').notNull().default(true),
  reorderClosing: boolean('reorder_closing').notNull().default(true),
  starredNext: boolean('starred_next').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The reminders already sent, once per user, auction and kind (`AUCTION_STARTING`,
 * `REORDER_CLOSING`): inserting the row claims the reminder, so a restart or another node never
 * sends it twice.
 */
export const pushReminders = pgTable(
  'push_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.auctionId, t.kind] })],
);
