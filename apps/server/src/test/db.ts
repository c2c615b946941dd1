/**
 * A fresh database per test file, copied from the run's migrated template (`global-setup.ts`):
 * in-memory PGlite started from the template's dump by default, or a new PostgreSQL database
 * (`bidxi_t_<random>`, `create database … template …`) when BIDXI_TEST_DB=postgres, dropped again by
 * `cleanup()`. Without a template (a vitest config that lacks the global setup) the file's database
 * is migrated from empty, as before.
 */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { adminStatement, randomDatabaseName, testDatabaseUrl } from './pg-admin';

/** A test file's own database and how to drop it. */
export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL (undefined on PGlite). */
  url?: string;
  cleanup(): Promise<void>;
}

/** A new database for one test file, with every migration applied; `cleanup()` closes and drops it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.BIDXI_TEST_DB !== 'postgres') {
    const dumpFile = inject('pgliteTemplateDump');
    const database = await openDatabase(
      dumpFile ? { memory: true, fromDump: new Blob([readFileSync(dumpFile)]) } : { memory: true },
    );
    if (!dumpFile) await runMigrations(database);
    return { database, cleanup: () => database.close() };
  }
  const template = inject('pgTemplateDatabase');
  const name = randomDatabaseName('bidxi_t');
  await adminStatement(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = testDatabaseUrl(name);
  const database = await openDatabase({ url });
  if (!template) await runMigrations(database);
  return {
    database,
    url,
    async cleanup() {
      await database.close();
      await adminStatement(`drop database if exists ${name} with (force)`);
    },
  };
}
