import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { createPgLease, LEASE_IDLE_TIMEOUT_MS } from './room.lease';

const onPostgres = process.env.BIDXI_TEST_DB === 'postgres';
const LEASE_MODULE = fileURLToPath(new URL('./room.lease.ts', import.meta.url));
let tdb: TestDatabase;

describe.skipIf(!onPostgres)('room lease on PostgreSQL', () => {
  beforeAll(async () => {
    tdb = await createTestDatabase();
  });
  afterAll(() => tdb.cleanup());

  it(
    'a holder that is stopped (alive, connection open) loses the lease to another node',
    { timeout: 30_000 },
    async () => {
      // The holder runs in its own process, so it can be frozen with SIGSTOP like a hung node.
      const code = `const { createPgLease } = await import(${JSON.stringify(LEASE_MODULE)});
        const lease = createPgLease(${JSON.stringify(tdb.url)}, () => {});
        console.log(await lease.tryAcquire('auction-1') ? 'held' : 'not held');`;
      const holder = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', code],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const first = await new Promise<string>((resolve) =>
        holder.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())),
      );
      expect(first).toBe('held');
      const other = createPgLease(tdb.url!, () => undefined);
      try {
        expect(await other.tryAcquire('auction-1')).toBe(false);
        holder.kill('SIGSTOP');
        await new Promise((r) => setTimeout(r, LEASE_IDLE_TIMEOUT_MS + 2_000));
        expect(await other.tryAcquire('auction-1')).toBe(true);
      } finally {
        holder.kill('SIGKILL');
        await other.close();
      }
    },
  );
});
