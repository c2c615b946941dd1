/**
 * API overhead probe: BidXI's `GET /api/auctions/getallstatus` and `POST /api/wallet/balance`
 * against the bare Fastify replay of the same SQL (bench/api/bare-api-server.ts), both servers up at the
 * same time on one PostgreSQL database, runs interleaved (bare, ours, bare, ours…) so a loaded, shared
 * machine hits both sides alike. Prints requests/s, the ratio ours/bare and the load average.
 *
 * Uses the bench harness read-only (seed, processes). Run from the repo root:
 *   npx tsx apps/server/scripts/api-overhead.ts            # RUNS=3 SECONDS=3 CONNECTIONS=10
 *   PROFILE=/tmp/prof npx tsx apps/server/scripts/api-overhead.ts   # ours with --cpu-prof into that dir
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- autocannon ships no types; the bench declares them
/// <reference path="../../../bench/types/autocannon.d.ts" />
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { createBenchDatabase } from '../../../bench/lib/databases';
import { bidxiEnv, startProcess, type ServerProcess } from '../../../bench/lib/processes';
import { seedRoom, seedUsers } from '../../../bench/lib/seed';
import { median } from '../../../bench/lib/stats';
import { postEntry } from '../src/features/wallet/ledger.service';

const RUNS = Number(process.env.RUNS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 3);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const PROFILE = process.env.PROFILE;

const ROUTES = [
  {
    name: 'GET getallstatus',
    ours: '/api/auctions/getallstatus',
    bare: '/bare/getallstatus',
    method: 'GET',
  },
  {
    name: 'POST wallet/balance',
    ours: '/api/wallet/balance',
    bare: '/bare/balance',
    method: 'POST',
  },
] as const;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** CPU time (user + system) the process has used so far, in ms (/proc, 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Requests/s of one autocannon run, and the server's CPU ms per request over it. */
async function measure(server: ServerProcess, url: string, method: 'GET' | 'POST', token: string) {
  const cpu0 = cpuMs(server.pid);
  const r = await run(url, method, token);
  return {
    rps: r.requests.average,
    cpuPerReq: (cpuMs(server.pid) - cpu0) / (r.requests as unknown as { total: number }).total,
  };
}

async function run(url: string, method: 'GET' | 'POST', token: string) {
  const r = await autocannon({
    url,
    method,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(method === 'POST' ? { body: '{}' } : {}),
  });
  if (r.non2xx + r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return r;
}

const db = await createBenchDatabase('postgres', 'apiov');
const servers: ServerProcess[] = [];
try {
  const database = await db.open();
  const users = await seedUsers(database, 50, 'api');
  for (let a = 0; a < 20; a++)
    await seedRoom(database, {
      owners: users.slice((a * 10) % 50, ((a * 10) % 50) + 10),
      poolSize: 5,
      lotWindowMs: 20_000,
      bidWindowMs: 15_000,
      status: 'SCHEDULED',
      startsAtMs: Date.now() + 24 * 3600_000 + a * 60_000,
    });
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
  await database.close();
  // SESSION_CACHE_MS=0 measures ours without the verified-session cache (the "before").
  const cacheMs = process.env.SESSION_CACHE_MS;
  const env = bidxiEnv({ url: db.url }, db.dataDir, cacheMs ? { SESSION_CACHE_MS: cacheMs } : {});
  const ours = await startProcess({
    script: 'apps/server/src/main.ts',
    env,
    nodeArgs: PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : [],
  });
  servers.push(ours);
  const bare = await startProcess({
    script: 'bench/api/bare-api-server.ts',
    env: { ...env, BARE_TOKEN: me.token },
    healthPath: '/health',
  });
  servers.push(bare);
  // BEFORE=1: a second BidXI node without the verified-session cache, measured in the same rounds.
  const before = process.env.BEFORE
    ? await startProcess({
        script: 'apps/server/src/main.ts',
        env: { ...env, SESSION_CACHE_MS: '0' },
      })
    : undefined;
  if (before) servers.push(before);
  console.log(`load before: ${load()}`);

  type Run = { rps: number; cpuPerReq: number };
  const line = (name: string, o: Run[], b: Run[]) => {
    const ratios = o.map((x, i) => x.rps / b[i]!.rps);
    const cpuO = median(o.map((x) => x.cpuPerReq));
    const cpuB = median(b.map((x) => x.cpuPerReq));
    return (
      `${name}: ${median(o.map((x) => x.rps)).toFixed(0)} rps vs bare ${median(b.map((x) => x.rps)).toFixed(0)}, ` +
      `ratio median ${median(ratios).toFixed(2)} (runs ${ratios.map((x) => x.toFixed(2)).join(' ')}); ` +
      `server CPU/request ${cpuO.toFixed(2)} ms vs bare ${cpuB.toFixed(2)} ms (bare/ours ${(cpuB / cpuO).toFixed(2)})`
    );
  };
  for (const r of ROUTES) {
    await run(`${bare.url}${r.bare}`, r.method, me.token); // warm-up
    await run(`${ours.url}${r.ours}`, r.method, me.token);
    if (before) await run(`${before.url}${r.ours}`, r.method, me.token);
    const o: Run[] = [];
    const b: Run[] = [];
    const n: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      b.push(await measure(bare, `${bare.url}${r.bare}`, r.method, me.token));
      o.push(await measure(ours, `${ours.url}${r.ours}`, r.method, me.token));
      if (before) n.push(await measure(before, `${before.url}${r.ours}`, r.method, me.token));
    }
    console.log(`${line(`${r.name} ours`, o, b)}; load ${load()}`);
    if (before) console.log(line(`${r.name} ours, no session cache`, n, b));
  }
} finally {
  for (const s of servers) await s.stop();
  await db.drop();
}
