import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auctionPlayers } from './auction-players';
import { auctions } from './auctions';
import { users } from './users';

/**
 * A user's watch-list: the pool players (auction_players rows) they starred in one auction. One row
 * per star; un-starring deletes it. Kept on the server so any of the user's devices (and a push
 * notice while the app is closed) knows who they are waiting for.
 */
export const watchListStars = pgTable(
  'watch_list_stars',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    auctionPlayerId: uuid('auction_player_id')
      .notNull()
      .references(() => auctionPlayers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.auctionId, t.auctionPlayerId] }),
    index('watch_list_stars_player_idx').on(t.auctionPlayerId),
  ],
);
