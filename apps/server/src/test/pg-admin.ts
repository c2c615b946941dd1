/**
 * The test runs' PostgreSQL server (`TEST_PG_URL`, default the machine's `postgres` database) and the
 * statements that create and drop whole databases on it, which need a connection outside them.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The maintenance database the tests connect to for `create/drop database`. */
export const TEST_PG_ADMIN_URL =
  process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database name with `prefix` (`bidxi_t`, `bidxi_tpl`) and 12 random hex digits. */
export function randomDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** The URL of database `name` on the test server. */
export function testDatabaseUrl(name: string): string {
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the maintenance database (names are ours, never user input). */
export async function adminStatement(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
