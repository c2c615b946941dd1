/**
 * API-1: `GET /api/auctions/getallstatus` and `POST /api/wallet/balance` under autocannon (requests
 * per second and p99 latency), against the bare Fastify routes replaying the same SQL
 * (bare-api-server.ts). Data: 20 scheduled auctions of 10 teams each, and a wallet with 20 entries.
 */
import autocannon from 'autocannon';
import { benchConfig, type DbKind } from '../lib/config';
import { createBenchDatabase, type BenchDatabase } from '../lib/databases';
import { bidxiEnv, startBidxi, startProcess, type ServerProcess } from '../lib/processes';
import { median, repeat } from '../lib/stats';
import { seedRoom, seedUsers } from '../lib/seed';
import { postEntry } from '../../apps/server/src/features/wallet/ledger.service';

export interface ApiFigures {
  route: string;
  oursRps: number;
  bareRps: number;
  oursP99: number;
  bareP99: number;
  errors: number;
}

async function seed(db: BenchDatabase): Promise<string> {
  const database = await db.open();
  try {
    const users = await seedUsers(database, 50, 'api');
    for (let a = 0; a < 20; a++) {
      await seedRoom(database, {
        owners: users.slice((a * 10) % 50, ((a * 10) % 50) + 10),
        poolSize: 5,
        lotWindowMs: 20_000,
        bidWindowMs: 15_000,
        status: 'SCHEDULED',
        startsAtMs: Date.now() + 24 * 3600_000 + a * 60_000,
      });
    }
    const me = users[0]!;
    for (let i = 0; i < 20; i++)
      await database.db.transaction((tx) =>
        postEntry(tx, {
          userId: me.id,
          type: 'RECHARGE',
          amountPaise: 10_000 + i,
          status: 'APPROVED',
          dedupeKey: `RECHARGE:bench:${me.id}:${i}`,
          at: new Date(),
        }),
      );
    return me.token;
  } finally {
    await database.close();
  }
}

interface Load {
  url: string;
  method: 'GET' | 'POST';
  token: string;
}

async function load(l: Load): Promise<{ rps: number; p99: number; errors: number }> {
  const r = await autocannon({
    url: l.url,
    method: l.method,
    connections: benchConfig.apiConnections,
    duration: benchConfig.apiSeconds,
    headers: {
      authorization: `Bearer ${l.token}`,
      'content-type': 'application/json',
    },
    ...(l.method === 'POST' ? { body: '{}' } : {}),
  });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.non2xx + r.errors + r.timeouts };
}

const ROUTES = [
  {
    route: 'GET getallstatus',
    ours: '/api/auctions/getallstatus',
    bare: '/bare/getallstatus',
    method: 'GET' as const,
  },
  {
    route: 'POST wallet/balance',
    ours: '/api/wallet/balance',
    bare: '/bare/balance',
    method: 'POST' as const,
  },
];

export async function measureApi(kind: DbKind): Promise<ApiFigures[]> {
  const db = await createBenchDatabase(kind, 'api');
  try {
    const token = await seed(db);
    const env = bidxiEnv({ url: db.url, pgliteDir: db.dataDir }, db.dataDir);
    // On PGlite only one process may open the database: ours first, then the bare server.
    const ours = await onServer(await startBidxi(env), (s) => runRoutes(s, token, 'ours'));
    const bare = await onServer(
      await startProcess({
        script: 'bench/api/bare-api-server.ts',
        env: { ...env, BARE_TOKEN: token },
        healthPath: '/health',
      }),
      (s) => runRoutes(s, token, 'bare'),
    );
    return ROUTES.map((r, i) => ({
      route: r.route,
      oursRps: ours[i]!.rps,
      bareRps: bare[i]!.rps,
      oursP99: ours[i]!.p99,
      bareP99: bare[i]!.p99,
      errors: ours[i]!.errors + bare[i]!.errors,
    }));
  } finally {
    await db.drop();
  }
}

async function onServer<T>(s: ServerProcess, fn: (s: ServerProcess) => Promise<T>): Promise<T> {
  try {
    return await fn(s);
  } finally {
    await s.stop();
  }
}

async function runRoutes(s: ServerProcess, token: string, side: 'ours' | 'bare') {
  const out: { rps: number; p99: number; errors: number }[] = [];
  for (const r of ROUTES) {
    const l = { url: `${s.url}${side === 'ours' ? r.ours : r.bare}`, method: r.method, token };
    await load({ ...l }); // warm-up (JIT, pools), not counted
    const runs = await repeat(benchConfig.runs, () => load(l));
    out.push({
      rps: median(runs.map((x) => x.rps)),
      p99: median(runs.map((x) => x.p99)),
      errors: runs.reduce((n, x) => n + x.errors, 0),
    });
  }
  return out;
}
