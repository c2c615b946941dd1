import { index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A player's uploaded pool (the rows of a CSV/XLSX, already checked by the admin import's row rules),
 * kept so `POST /api/leagues` can name it as the new league's pool (`pool: id`); only its uploader
 * may use it.
 */
export const leaguePoolUploads = pgTable(
  'league_pool_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sheet rows as sent, keyed by the sheet's columns. */
    rows: jsonb('rows').$type<Record<string, unknown>[]>().notNull(),
    /** Their spreadsheet row numbers (for row-named errors), when sent. */
    sheetRows: jsonb('sheet_rows').$type<number[]>(),
    /** How many players the rows make. */
    players: integer('players').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('league_pool_uploads_owner_idx').on(t.ownerId, t.createdAt)],
);
