/**
 * A fresh database per test file: in-memory PGlite by default, or a new PostgreSQL database
 * (`bidxi_t_<random>`) when BIDXI_TEST_DB=postgres, dropped again by `cleanup()`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';

export const TEST_PG_ADMIN_URL =
  process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL (undefined on PGlite). */
  url?: string;
  cleanup(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.BIDXI_TEST_DB !== 'postgres') {
    const database = await openDatabase({ memory: true });
    await runMigrations(database);
    return { database, cleanup: () => database.close() };
  }
  const name = `bidxi_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await runMigrations(database);
  return {
    database,
    url: url.toString(),
    async cleanup() {
      await database.close();
      const c = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
