/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, else PGlite persisted in a
 * directory (or in memory for tests). The same Drizzle schema, migrations and repositories run on
 * both (ARCHITECTURE.md §2).
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, as passed to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either a database or an open transaction: repositories accept both. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The `pg` pool on PostgreSQL (for session-level advisory locks); undefined on PGlite. */
  pgPool?: pg.Pool;
  /** The embedded PGlite instance (e.g. to dump its data directory); undefined on PostgreSQL. */
  pglite?: PGlite;
  /** Runs a raw statement (used by migrations and health checks). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Where the database lives: a PostgreSQL URL, a PGlite directory, or PGlite in memory for tests —
 * empty, or started from `fromDump`, a data directory written by PGlite's `dumpDataDir('none')`
 * (the test runs' migrated template, `test/global-setup.ts`).
 */
export type DatabaseTarget =
  { url: string } | { pgliteDir: string } | { memory: true; fromDump?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 20 });
    // An idle client killed by the server (restart, failover) must not crash the process: the pool
    // drops it and the next query opens a new connection.
    pool.on('error', (err) => console.error(`database pool: idle client error (${err.message})`));
    // A checked-out client whose server connection ends between two statements (a transaction
    // waiting on our code) emits 'error' with no query to fail: unheard, that crashed the process
    // (fault suite, "database restart mid-auction"). The error is heard here; the client's next
    // query fails, the transaction rolls back and the pool drops the client.
    pool.on('connect', (client) =>
      client.on('error', (err) => console.error(`database pool: client error (${err.message})`)),
    );
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pgPool: pool,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('pgliteDir' in target) {
    mkdirSync(target.pgliteDir, { recursive: true });
    client = await PGlite.create(target.pgliteDir);
  } else if (target.fromDump) {
    client = await PGlite.create({ loadDataDir: target.fromDump });
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
