/**
 * Backups that restore (docs/operations.md "Backup and restore"). One file holds the whole
 * database, uploaded images included (they are stored in it, `images.bytes`):
 * - PostgreSQL: `pg_dump --format=custom` (Debian's postgresql-client, the server's major version or
 *   newer): one consistent snapshot, taken while the server runs;
 * - PGlite: the data directory as PGlite dumps it (`dumpDataDir`, a .tar.gz); PGlite is one process,
 *   so the server must be stopped (its `postmaster.pid` is refused unless `force`).
 * A restore goes into an empty database only (unless `force`), runs the migrations, then checks the
 * invariants (invariants.ts): a restore whose data break them is reported as failed.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { checkInvariants } from './invariants';

/** Where the database is: PostgreSQL by URL, or PGlite in a directory (as the server resolves it). */
export type BackupTarget = { url: string } | { pgliteDir: string };

/** The result of a restore: the problems the self-check found (empty: the restore is good). */
export interface RestoreReport {
  kind: 'postgres' | 'pglite';
  problems: string[];
}

const PG_MAGIC = 'PGDMP';
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/** The database a config points at, resolved as app.ts does. */
export function targetOf(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): BackupTarget {
  return config.databaseUrl
    ? { url: config.databaseUrl }
    : { pgliteDir: path.join(config.dataDir, 'pglite') };
}

/**
 * libpq's environment for `url`, so the password never appears on a command line (`ps`).
 */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const sslmode = u.searchParams.get('sslmode');
  return {
    ...process.env,
    PGHOST: decodeURIComponent(u.hostname),
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: decodeURIComponent(u.pathname.replace(/^\//, '')),
    ...(sslmode ? { PGSSLMODE: sslmode } : {}),
  };
}

/** Runs a PostgreSQL client tool. @throws Error with its stderr when it fails or is missing. */
function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err) =>
      reject(
        new Error(
          `${tool} could not run (${err.message}): install Debian's postgresql-client, of your server's major version or newer`,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * Writes a backup of `target` to `file`.
 * @throws Error when pg_dump fails, or the PGlite directory is missing or in use (without `force`).
 */
export async function backupDatabase(
  target: BackupTarget,
  file: string,
  options: { force?: boolean } = {},
): Promise<void> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if ('url' in target) {
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`],
      libpqEnv(target.url),
    );
    return;
  }
  if (!existsSync(path.join(target.pgliteDir, 'PG_VERSION'))) {
    throw new Error(`no PGlite database in ${target.pgliteDir}`);
  }
  if (existsSync(path.join(target.pgliteDir, 'postmaster.pid')) && !options.force) {
    throw new Error(
      `${target.pgliteDir} is in use (postmaster.pid): stop the server first (PGlite is one process); ` +
        'if no server runs, the file is left from a crash: --force',
    );
  }
  const db = await PGlite.create(target.pgliteDir);
  try {
    await backupPglite(db, file);
  } finally {
    await db.close();
  }
}

/** Writes an open PGlite database's data directory to `file` (.tar.gz). */
export async function backupPglite(db: PGlite, file: string): Promise<void> {
  const dump = await db.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

async function isEmptyPostgres(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]?.n === 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores `file` into `target`, migrates it and checks it.
 * @returns the self-check's problems (empty: good).
 * @throws Error when the file is not a backup of the target's kind, the target is not empty (without
 *   `force`), or pg_restore fails.
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  options: { force?: boolean } = {},
): Promise<RestoreReport> {
  const head = readFileSync(file).subarray(0, 5);
  const isPgDump = head.toString('latin1') === PG_MAGIC;
  const isPglite = head.subarray(0, 2).equals(GZIP_MAGIC);
  if ('url' in target) {
    if (!isPgDump) throw new Error(`${file} is not a PostgreSQL backup (pg_dump custom format)`);
    if (!(await isEmptyPostgres(target.url)) && !options.force) {
      throw new Error('the database is not empty: restore into an empty database, or --force');
    }
    const clean = options.force ? ['--clean', '--if-exists'] : [];
    const env = libpqEnv(target.url);
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        ...clean,
        `--dbname=${env.PGDATABASE}`,
        file,
      ],
      env,
    );
    return { kind: 'postgres', problems: await migrateAndCheck(await openDatabase(target)) };
  }
  if (!isPglite) throw new Error(`${file} is not a PGlite backup (.tar.gz data directory)`);
  const dir = target.pgliteDir;
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    if (!options.force) {
      throw new Error(`${dir} is not empty: restore into an empty DATA_DIR, or --force`);
    }
    // Kept, not deleted: a forced restore can be undone by moving it back.
    renameSync(dir, `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  }
  mkdirSync(dir, { recursive: true });
  const dump = new Blob([readFileSync(file)]);
  const db = await PGlite.create({ dataDir: dir, loadDataDir: dump });
  await db.close();
  return {
    kind: 'pglite',
    problems: await migrateAndCheck(await openDatabase({ pgliteDir: dir })),
  };
}

async function migrateAndCheck(database: Database): Promise<string[]> {
  try {
    await runMigrations(database);
    return await checkInvariants(database.db);
  } finally {
    await database.close();
  }
}
