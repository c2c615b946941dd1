/**
 * The bare baselines' database access: raw `pg` (a pool of 20, as BidXI's) or raw PGlite, with no
 * ORM, no schema validation and no service layer in between.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface BareDb {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  tx<T>(fn: (q: BareDb['query']) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openBareDb(env: NodeJS.ProcessEnv): Promise<BareDb> {
  if (env.BARE_DB_URL) {
    const pool = new pg.Pool({ connectionString: env.BARE_DB_URL, max: 20 });
    return {
      query: async <T>(sql: string, params: unknown[] = []) =>
        (await pool.query(sql, params)).rows as T[],
      tx: async (fn) => {
        const c = await pool.connect();
        try {
          await c.query('begin');
          const out = await fn(
            async <T>(sql: string, params: unknown[] = []) =>
              (await c.query(sql, params)).rows as T[],
          );
          await c.query('commit');
          return out;
        } catch (err) {
          await c.query('rollback').catch(() => undefined);
          throw err;
        } finally {
          c.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (!env.BARE_PGLITE_DIR) throw new Error('BARE_DB_URL or BARE_PGLITE_DIR is required');
  const client = await PGlite.create(env.BARE_PGLITE_DIR);
  return {
    query: async <T>(sql: string, params: unknown[] = []) =>
      (await client.query(sql, params)).rows as T[],
    tx: (fn) =>
      client.transaction((t) =>
        fn(
          async <T>(sql: string, params: unknown[] = []) =>
            (await t.query(sql, params)).rows as T[],
        ),
      ),
    close: () => client.close(),
  };
}
