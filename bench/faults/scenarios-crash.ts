/**
 * Crash scenarios: kill -9 between commit and acknowledgement (HTTP with an Idempotency-Key through a
 * proxy that swallows the answer; a bid whose node dies once it is committed), a restart of the
 * database under load (every backend of this database terminated, new connections refused for 3 s:
 * the shared PostgreSQL of this machine is not restarted), and kill -9 of the PGlite process.
 */
import { createServer, connect } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { benchConfig } from '../lib/config';
import { rawRows } from '../lib/databases';
import { freePort } from '../lib/processes';
import { sleep } from '../lib/stats';
import { emit, joinAll, seedFaultRoom, startBidding, startCluster, type Cluster } from './cluster';
import type { ScenarioResult } from './run-faults';

/** A proxy to `port` that forwards the request, then on the first byte of the answer calls `onAnswer` and drops it. */
async function swallowingProxy(port: number, onAnswer: () => Promise<void>) {
  const listen = await freePort();
  const server = createServer((client) => {
    const up = connect(port, '127.0.0.1');
    client.pipe(up);
    up.once('data', () => {
      void onAnswer().finally(() => client.destroy());
    });
    up.on('error', () => client.destroy());
    client.on('error', () => up.destroy());
  });
  await new Promise<void>((r) => server.listen(listen, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${listen}`, close: () => server.close() };
}

export async function killBetweenCommitAndAck(
  c: Cluster,
  iteration: number,
): Promise<ScenarioResult> {
  const room = await seedFaultRoom(c, 2, 4, { lot: 60_000, bid: 60_000 });
  const [a, b] = room.users;
  const notes: string[] = [];
  // HTTP: the recharge commits on node 0, which dies before its answer leaves.
  const key = `fault-${iteration}-${Date.now()}`;
  const utr = `FAULT${Date.now()}${iteration}`;
  const proxy = await swallowingProxy(c.nodes[0]!.port, () => c.nodes[0]!.kill9());
  const body = JSON.stringify({ amount: 25, UTRNumber: utr });
  const headers = {
    authorization: `Bearer ${a!.token}`,
    'content-type': 'application/json',
    'idempotency-key': key,
  };
  const lost = await fetch(`${proxy.url}/api/wallet/recharge-request`, {
    method: 'POST',
    headers,
    body,
  }).then(
    (r) => `answered ${r.status}`,
    () => 'no answer',
  );
  proxy.close();
  const retry = await fetch(`${c.nodes[1]!.url}/api/wallet/recharge-request`, {
    method: 'POST',
    headers,
    body,
  });
  notes.push(
    `first: ${lost}; retry: ${retry.status}${retry.headers.get('idempotent-replayed') ? ' replayed' : ''}`,
  );
  await c.restart(0);
  // A bid committed on node 0, which is killed as soon as the row is there; retried on node 1.
  const joined = await joinAll(c, room, (i) => i, false);
  const acked = [];
  try {
    const started = Date.now();
    while (!joined.lot() && Date.now() - started < 15_000) await sleep(20);
    const lot = joined.lot()!;
    const pool = new pg.Pool({ connectionString: c.db.url, max: 1 });
    const committed = (async () => {
      for (let i = 0; i < 500; i++) {
        const r = await pool.query('select 1 from bids where accepted and user_id = $1', [a!.id]);
        if (r.rowCount) return c.nodes[0]!.kill9();
        await sleep(2);
      }
    })();
    const first = await emit(
      joined.sockets[0]!,
      'bid',
      { auctionPlayerId: lot.playerId, lotId: lot.lotId, biddingAmount: lot.minNextLakhs / 100 },
      3_000,
    );
    await committed;
    await pool.end();
    const again = await (
      await import('../lib/clients')
    ).connectOne(c.nodes[1]!.url, {
      token: a!.token,
      'x-room-lobby': room.auctionId,
      deviceId: 'fault-device-0',
    });
    const retried = await emit(again, 'bid', {
      auctionPlayerId: lot.playerId,
      lotId: lot.lotId,
      biddingAmount: lot.minNextLakhs / 100,
    });
    again.close();
    notes.push(
      `bid: first ${first.success ? 'acked' : first.error?.code}, retry ${retried.success ? 'accepted' : retried.error?.code}`,
    );
    for (const r of [first, retried]) {
      const d = r.data as { seq?: number; amountLakhs?: number } | undefined;
      if (r.success && d?.seq !== undefined)
        acked.push({ seq: d.seq, amountLakhs: d.amountLakhs! });
    }
  } finally {
    joined.close();
    await c.restart(0);
  }
  void b;
  const database = await c.db.open();
  try {
    const [r] = await rawRows<{ n: number; bids: number }[]>(
      database,
      sql`select
      (select count(*)::int from wallet_entries where utr = ${utr}) as n,
      (select count(*)::int from bids where accepted and auction_id = ${room.auctionId}) as bids`,
    );
    const extra: string[] = [];
    if (r!.n !== 1) extra.push(`the retried recharge made ${r!.n} entries`);
    if (r!.bids !== 1) extra.push(`the retried bid made ${r!.bids} accepted bids`);
    if (retry.status !== 201) extra.push(`the retry answered ${retry.status}`);
    return { auctionId: room.auctionId, acked, notes, extra };
  } finally {
    await database.close();
  }
}

export async function restartDatabase(c: Cluster): Promise<ScenarioResult> {
  const room = await seedFaultRoom(c, 6);
  const joined = await joinAll(c, room, (i) => i % 2);
  const bidding = startBidding(joined.sockets, joined.lot);
  const name = new URL(c.db.url!).pathname.slice(1);
  const admin = new pg.Client({ connectionString: benchConfig.pgAdminUrl });
  await admin.connect();
  try {
    await sleep(2_000);
    await admin.query(`alter database ${name} allow_connections false`);
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await sleep(3_000);
    await admin.query(`alter database ${name} allow_connections true`);
    const before = bidding.acked.length;
    await sleep(4_000);
    await bidding.stop();
    const healthy = await Promise.all(
      c.nodes.map((n) =>
        fetch(`${n!.url}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      ),
    );
    return {
      auctionId: room.auctionId,
      acked: bidding.acked,
      notes: [
        `${bidding.acked.length} bids acked, ${bidding.acked.length - before} after the database came back; refused ${JSON.stringify(bidding.refused)}`,
      ],
      extra: [
        ...(healthy.every(Boolean) ? [] : ['a node is unhealthy after the database came back']),
        ...(bidding.acked.length > before ? [] : ['no bid accepted after the database came back']),
      ],
    };
  } finally {
    await admin.query(`alter database ${name} allow_connections true`).catch(() => undefined);
    await admin.end();
    joined.close();
  }
}

export async function killPglite(c: Cluster): Promise<ScenarioResult> {
  const room = await seedFaultRoomPglite(c);
  const joined = await joinAll(c, room, () => 0);
  const bidding = startBidding(joined.sockets, joined.lot, 15);
  await sleep(2_500 + Math.random() * 1_000);
  await c.nodes[0]!.kill9();
  await bidding.stop();
  joined.close();
  const s = await c.restart(0);
  const back = await fetch(`${s.url}/api/health`).then(
    (r) => r.json() as Promise<{ database: string }>,
  );
  await s.stop();
  c.nodes[0] = null;
  return {
    auctionId: room.auctionId,
    acked: bidding.acked,
    notes: [
      `${bidding.acked.length} bids acked before the kill; reopened: database ${JSON.stringify(back.database)}`,
    ],
    extra: [],
  };
}

/** PGlite has one process: seed while the node is down. */
async function seedFaultRoomPglite(c: Cluster) {
  await c.nodes[0]?.stop();
  const room = await seedFaultRoom(c, 4);
  await c.restart(0);
  return room;
}

export const startPgliteCluster = () => startCluster('pglite', 1);
