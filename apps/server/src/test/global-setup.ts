/**
 * Vitest global setup of the server tests: migrates ONE database per run, which every test file then
 * copies (`createTestDatabase`) instead of starting an empty database and migrating it itself.
 *
 * - PGlite (`npm test`): an in-memory database is migrated and its data directory dumped (an
 *   uncompressed tar, ~40 MB) to a temporary file; each file starts PGlite from that dump, which also
 *   skips PGlite's `initdb`. About 0.6 s per test file instead of ~2 s.
 * - PostgreSQL (`npm run test:db`): a template database `bidxi_tpl_<random>` is migrated, and each
 *   file runs `create database … template bidxi_tpl_…`; the template is dropped at the end.
 *
 * The location is handed to the workers with `provide` (read back with `inject`).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { adminStatement, randomDatabaseName, testDatabaseUrl } from './pg-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: the file holding the migrated template's `dumpDataDir('none')`. */
    pgliteTemplateDump: string | undefined;
    /** PostgreSQL runs: the migrated template database's name. */
    pgTemplateDatabase: string | undefined;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.BIDXI_TEST_DB === 'postgres') {
    const name = randomDatabaseName('bidxi_tpl');
    await adminStatement(`create database ${name}`);
    const database = await openDatabase({ url: testDatabaseUrl(name) });
    try {
      await runMigrations(database);
    } finally {
      await database.close(); // a template must have no connections when it is copied
    }
    project.provide('pgTemplateDatabase', name);
    project.provide('pgliteTemplateDump', undefined);
    return () => adminStatement(`drop database if exists ${name} with (force)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bidxi-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openDatabase({ memory: true });
  try {
    await runMigrations(database);
    const dump = await database.pglite!.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplateDump', file);
  project.provide('pgTemplateDatabase', undefined);
  return async () => rmSync(dir, { recursive: true, force: true });
}
