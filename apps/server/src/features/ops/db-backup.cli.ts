/**
 * `npm run db:backup -- FILE [--force]` and `npm run db:restore -- FILE [--force]`: the
 * database the server would use (DATABASE_URL, else PGlite under DATA_DIR, read from the environment
 * and `.env` as the server reads them) to or from one file. A restore exits non-zero when the
 * restored data fail the invariant check. docs/operations.md "Backup and restore".
 */
import { loadConfig } from '../../config';
import { backupDatabase, restoreDatabase, targetOf } from './backup';

const USAGE = 'usage: db-backup.cli.ts backup|restore FILE [--force]';

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const files = rest.filter((a) => a !== '--force');
  if ((command !== 'backup' && command !== 'restore') || files.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const file = files[0]!;
  const target = targetOf(loadConfig());
  const where = 'url' in target ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${target.pgliteDir})`;
  if (command === 'backup') {
    await backupDatabase(target, file, { force });
    console.error(`backed up ${where} to ${file}`);
    return 0;
  }
  const report = await restoreDatabase(target, file, { force });
  if (report.problems.length > 0) {
    console.error(`restored ${file} into ${where}, but the self-check FAILED:`);
    for (const p of report.problems) console.error(`  ${p}`);
    console.error('Do not start the server on this database.');
    return 1;
  }
  console.error(`restored ${file} into ${where}; migrations applied; invariants hold`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
