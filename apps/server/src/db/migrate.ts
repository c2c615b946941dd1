/**
 * Applies the committed drizzle-kit migrations (apps/server/drizzle) at start. On PostgreSQL a
 * session-level advisory lock, held on one dedicated connection, keeps nodes starting together from
 * migrating at the same time.
 */
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));
const MIGRATION_LOCK_KEY = 7_214_001;

export async function runMigrations(database: Database): Promise<void> {
  if (!database.pgPool) {
    await migratePglite(database.db as unknown as PgliteDatabase, {
      migrationsFolder: MIGRATIONS_DIR,
    });
    return;
  }
  const client = await database.pgPool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    client.release();
  }
}
