/**
 * `npm run test:faults`: each fault scenario, FAULT_ITERATIONS times (3 by default,
 * 20 on demand), each followed by the invariant checker (invariants.ts). Prints one row per scenario
 * and fails if any invariant or scenario check broke. PostgreSQL + a private Redis, two server
 * processes; the PGlite scenario runs one process on its own directory.
 */
import { dropAllBenchDatabases } from '../lib/databases';
import { formatTable, type ResultRow } from '../lib/table';
import { startCluster, type Cluster } from './cluster';
import { checkInvariants, type AckedBid } from './invariants';
import {
  killBetweenCommitAndAck,
  killPglite,
  restartDatabase,
  startPgliteCluster,
} from './scenarios-crash';
import {
  blockAcrossClose,
  clientNeverReads,
  duplicateAndReorder,
  pauseLeaseHolder,
  reconnectStorm,
  stopRedis,
} from './scenarios-live';
import { rollingRestart } from './scenarios-rolling';

export interface ScenarioResult {
  auctionId: string;
  acked: AckedBid[];
  notes: string[];
  /** Scenario-specific failures (beyond the invariants). */
  extra: string[];
}

const ITERATIONS = Number(process.env.FAULT_ITERATIONS ?? 3);
const ONLY = (process.env.FAULT_ONLY ?? '').split(',').filter(Boolean);

const SCENARIOS: {
  name: string;
  start: () => Promise<Cluster>;
  run: (c: Cluster, i: number) => Promise<ScenarioResult>;
}[] = [
  {
    name: 'kill -9 between commit and ack, retry',
    start: () => startCluster('postgres', 2),
    run: killBetweenCommitAndAck,
  },
  {
    name: 'database restart mid-auction',
    start: () => startCluster('postgres', 2),
    run: restartDatabase,
  },
  { name: 'Redis stopped 10 s', start: () => startCluster('postgres', 2), run: stopRedis },
  {
    name: 'lease holder SIGSTOP past lease, resumed',
    start: () => startCluster('postgres', 2),
    run: pauseLeaseHolder,
  },
  {
    name: 'event loop blocked 500 ms across a close',
    start: () => startCluster('postgres', 2),
    run: blockAcrossClose,
  },
  { name: 'reconnect storm', start: () => startCluster('postgres', 2), run: reconnectStorm },
  {
    name: 'duplicated and reordered emits',
    start: () => startCluster('postgres', 2),
    run: duplicateAndReorder,
  },
  {
    name: 'a client that never reads',
    start: () => startCluster('postgres', 2),
    run: clientNeverReads,
  },
  {
    name: 'rolling restart (SIGTERM, each node in turn)',
    start: () => startCluster('postgres', 2),
    run: rollingRestart,
  },
  { name: 'kill -9 PGlite during writes, reopen', start: startPgliteCluster, run: killPglite },
];

async function main() {
  console.log(
    `BidXI fault suite: ${ITERATIONS} iteration(s) per scenario (FAULT_ITERATIONS), invariants checked after each\n`,
  );
  const rows: ResultRow[] = [];
  let failures = 0;
  for (const s of SCENARIOS) {
    if (ONLY.length && !ONLY.some((o) => s.name.includes(o))) continue;
    const started = Date.now();
    let passed = 0;
    let acked = 0;
    const problems: string[] = [];
    let note: string;
    const cluster = await s.start();
    try {
      for (let i = 1; i <= ITERATIONS; i++) {
        try {
          const r = await s.run(cluster, i);
          const database = await cluster.db.open();
          const broken = [...r.extra, ...(await checkInvariants(database, r.auctionId, r.acked))];
          await database.close();
          acked += r.acked.length;
          note = r.notes.join('; ');
          if (broken.length === 0) passed += 1;
          else problems.push(...broken.map((b) => `#${i}: ${b}`));
          console.log(
            `  ${s.name} #${i}: ${broken.length ? `BROKEN ${broken.join(' | ')}` : 'ok'} — ${note}`,
          );
        } catch (err) {
          problems.push(`#${i}: ${(err as Error).message}`);
          console.log(`  ${s.name} #${i}: ERROR ${(err as Error).message}`);
        }
      }
    } finally {
      await cluster.stop();
    }
    failures += ITERATIONS - passed;
    rows.push({
      row: passed === ITERATIONS ? 'ok' : 'FAIL',
      metric: s.name,
      db: s.name.includes('PGlite') ? 'PGlite' : 'PostgreSQL',
      ours: passed,
      bare: null,
      unit: `/${ITERATIONS}`,
      goalKind: 'info',
      goal: null,
      note: `${((Date.now() - started) / 1000).toFixed(0)} s, ${acked} acked bids checked${problems.length ? `; ${problems.slice(0, 3).join(' | ')}` : ''}`,
    });
  }
  console.log(`\n${formatTable(rows)}`);
  console.log(`\n${rows.length * ITERATIONS - failures} passed, ${failures} failed`);
  if (failures) process.exitCode = 1;
}

try {
  await main();
} finally {
  await dropAllBenchDatabases();
}
