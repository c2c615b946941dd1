/**
 * The bare HTTP baseline for API-1: a plain Fastify app with two routes that run exactly the SQL
 * BidXI's `GET /api/auctions/getallstatus` and `POST /api/wallet/balance` run (the session lookup
 * and the reads), captured once at start by calling BidXI's own services on a logging Drizzle
 * instance, then replayed with the raw driver: no auth plugin, no zod, no helmet or rate limit.
 */
import path from 'node:path';
import Fastify from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/client';
import * as schema from '../../apps/server/src/db/schema/index';
import { listForPlayers } from '../../apps/server/src/features/auctions/auctions.service';
import { getWalletBalance } from '../../apps/server/src/features/wallet/wallet.service';
import { authenticate } from '../../apps/server/src/platform/auth';
import type { AppDeps } from '../../apps/server/src/platform/deps';
import { createTokenService } from '../../apps/server/src/platform/tokens';
import { JWT_SECRET } from '../lib/processes';

type Query = { sql: string; params: unknown[] };
let captured: Query[] = [];
const logger = { logQuery: (sql: string, params: unknown[]) => captured.push({ sql, params }) };

let run: (q: Query) => Promise<unknown[]>;
let db: Db;
let close: () => Promise<void>;
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  db = drizzlePg(pool, { schema, logger }) as unknown as Db;
  run = async (q) => (await pool.query(q.sql, q.params)).rows;
  close = () => pool.end();
} else {
  const client = await PGlite.create(path.join(process.env.DATA_DIR!, 'pglite'));
  db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  run = async (q) => (await client.query(q.sql, q.params)).rows;
  close = () => client.close();
}

const token = process.env.BARE_TOKEN!;
const deps = {
  database: { db },
  clock: { now: () => Date.now() },
  tokens: createTokenService(JWT_SECRET),
  // The product's default (real money): the balance read grants no play coins.
  config: { moneyMode: 'real' },
} as unknown as AppDeps;

async function capture(work: () => Promise<unknown>): Promise<Query[]> {
  captured = [];
  await work();
  return captured;
}
const listSql = await capture(async () => {
  await authenticate(deps, `Bearer ${token}`);
  await listForPlayers(deps, {});
});
const balanceSql = await capture(async () => {
  const auth = await authenticate(deps, `Bearer ${token}`);
  await getWalletBalance(deps, auth, {});
});

async function replay(queries: Query[]) {
  const results: unknown[][] = [];
  for (const q of queries) results.push(await run(q));
  return results;
}

const app = Fastify({ logger: false });
app.get('/bare/getallstatus', async () => ({ results: await replay(listSql) }));
app.post('/bare/balance', async () => ({ results: await replay(balanceSql) }));
app.get('/health', async () => ({
  status: 'ok',
  queries: { list: listSql.length, balance: balanceSql.length },
}));
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
const stop = () =>
  void app
    .close()
    .then(close)
    .finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
