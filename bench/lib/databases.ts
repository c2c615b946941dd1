/**
 * Throw-away databases for one benchmark or fault run: a fresh PostgreSQL database (`bidxi_b_<hex>`,
 * dropped after) or a fresh PGlite directory (removed after). Migrations are run by whoever opens it.
 *
 * PGlite's `initdb` costs 7–30 s of CPU on this machine (more than most figures take to measure),
 * so a run makes it once: a data directory after `initdb` (the bare servers' empty database) and one
 * after our migrations, both copied (~0.1 s) into every fresh PGlite directory. A copy is the same
 * database a fresh `initdb` + migrations would give.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { benchConfig, type DbKind } from './config';

export interface BenchDatabase {
  kind: DbKind;
  /** PostgreSQL URL (undefined on PGlite). */
  url?: string;
  /**
   * Directory for DATA_DIR; on PGlite the database lives in `<dataDir>/pglite` (migrated), and a bare
   * server's in `<dataDir>/bare-pglite` (empty).
   */
  dataDir: string;
  /** Opens the database from this process (on PGlite only while no server has it open). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

const created = new Set<BenchDatabase>();

/** The PGlite data directories every fresh one is copied from (made on first use). */
let pgliteTemplates: Promise<{ root: string; empty: string; migrated: string }> | null = null;

function templates() {
  pgliteTemplates ??= (async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'bidxi-pglite-templates-'));
    const empty = path.join(root, 'empty');
    const migrated = path.join(root, 'migrated');
    await (await PGlite.create(empty)).close();
    cpSync(empty, migrated, { recursive: true });
    const d = await openDatabase({ pgliteDir: migrated });
    try {
      await runMigrations(d);
    } finally {
      await d.close();
    }
    return { root, empty, migrated };
  })();
  return pgliteTemplates;
}

export async function createBenchDatabase(kind: DbKind, label = 'b'): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bidxi-${label}-`));
  if (kind === 'pglite') {
    const t = await templates();
    cpSync(t.migrated, path.join(dataDir, 'pglite'), { recursive: true });
    cpSync(t.empty, path.join(dataDir, 'bare-pglite'), { recursive: true });
    const db: BenchDatabase = {
      kind,
      dataDir,
      open: async () => {
        const d = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
        await runMigrations(d);
        return d;
      },
      drop: async () => {
        created.delete(db);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
    created.add(db);
    return db;
  }
  const name = `bidxi_${label}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: benchConfig.pgAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(benchConfig.pgAdminUrl);
  url.pathname = `/${name}`;
  const db: BenchDatabase = {
    kind,
    url: url.toString(),
    dataDir,
    open: async () => {
      const d = await openDatabase({ url: url.toString() });
      await runMigrations(d);
      return d;
    },
    drop: async () => {
      created.delete(db);
      rmSync(dataDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: benchConfig.pgAdminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
  created.add(db);
  return db;
}

/** Drops every database this process created and did not drop yet (on exit or failure). */
export async function dropAllBenchDatabases(): Promise<void> {
  for (const db of [...created]) await db.drop().catch(() => undefined);
  const t = await pgliteTemplates?.catch(() => null);
  pgliteTemplates = null;
  if (t) rmSync(t.root, { recursive: true, force: true });
}

/** Rows of a raw SQL query, on either driver. */
export async function rawRows<T>(database: Database, query: SQL): Promise<T> {
  const result = (await database.db.execute(query)) as unknown as { rows: unknown };
  return result.rows as T;
}
