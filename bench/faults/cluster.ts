/**
 * A BidXI cluster for one fault scenario: a fresh PostgreSQL database, a private redis-server on its
 * own port (so stopping it touches nobody else), and `nodes` server processes sharing both. Also a
 * bidding driver that keeps bidding through connected clients and records every acknowledged bid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'socket.io-client';
import { closeAll, connectMany, emitAck } from '../lib/clients';
import { createBenchDatabase, type BenchDatabase } from '../lib/databases';
import { bidxiEnv, freePort, startBidxi, type ServerProcess } from '../lib/processes';
import {
  snapshotLot,
  type ActivePlayerDetail,
  type AskNewPlayer,
  type NewBid,
  type RoomLotView,
  type RoomSnapshot,
} from '../lib/room-wire';
import { seedRoom, seedUsers, type SeededUser } from '../lib/seed';
import { sleep } from '../lib/stats';
import type { AckedBid } from './invariants';

export class PrivateRedis {
  proc: ChildProcess | null = null;
  constructor(readonly port: number) {}
  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }
  static async start(): Promise<PrivateRedis> {
    const r = new PrivateRedis(await freePort());
    await r.up();
    return r;
  }
  async up(): Promise<void> {
    this.proc = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await sleep(300);
  }
  async down(): Promise<void> {
    const p = this.proc;
    if (!p || p.exitCode !== null) return;
    p.kill('SIGKILL');
    await new Promise((r) => p.once('exit', r));
  }
}

export interface Cluster {
  db: BenchDatabase;
  redis: PrivateRedis | null;
  nodes: (ServerProcess | null)[];
  env: Record<string, string>;
  ports: number[];
  restart(i: number): Promise<ServerProcess>;
  stop(): Promise<void>;
}

export async function startCluster(kind: 'postgres' | 'pglite', nodes: number): Promise<Cluster> {
  const db = await createBenchDatabase(kind, 'fault');
  const redis = kind === 'postgres' && nodes > 1 ? await PrivateRedis.start() : null;
  const env = bidxiEnv({ url: db.url, pgliteDir: db.dataDir }, db.dataDir, {
    ...(redis ? { REDIS_URL: redis.url, REDIS_PREFIX: `bidxi-fault-${process.pid}` } : {}),
  });
  const c: Cluster = {
    db,
    redis,
    nodes: [],
    env,
    ports: [],
    async restart(i) {
      await c.nodes[i]?.kill9();
      const s = await startBidxi(env, c.ports[i], !process.env.FAULT_VERBOSE);
      c.nodes[i] = s;
      return s;
    },
    async stop() {
      for (const n of c.nodes) await n?.kill9();
      await redis?.down();
      await db.drop();
    },
  };
  try {
    // PGlite: migrate once before the node opens it.
    if (kind === 'pglite') await (await db.open()).close();
    // The nodes start side by side (a start is mostly module loading; half of it waits on I/O).
    const started = await Promise.allSettled(
      Array.from({ length: nodes }, () => startBidxi(env, undefined, !process.env.FAULT_VERBOSE)),
    );
    for (const r of started) {
      if (r.status === 'rejected') continue;
      c.nodes.push(r.value);
      c.ports.push(r.value.port);
    }
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (err) {
    await c.stop();
    throw err;
  }
  return c;
}

export interface Room {
  auctionId: string;
  users: SeededUser[];
}

/** A LIVE auction with `teams` teams and a pool of `pool` players (all types), short lot windows. */
export async function seedFaultRoom(
  c: Cluster,
  teams: number,
  pool = 8,
  windows = { lot: 1_500, bid: 1_000 },
): Promise<Room> {
  const database = await c.db.open();
  try {
    const users = await seedUsers(database, teams, 'f');
    const r = await seedRoom(database, {
      owners: users,
      poolSize: pool,
      lotWindowMs: windows.lot,
      bidWindowMs: windows.bid,
      pauseBetweenLotsMs: 100,
      budgetLimitLakhs: 100_000,
    });
    return { auctionId: r.auctionId, users };
  } finally {
    await database.close();
  }
}

/** Connects each user of the room to the node `nodeOf(i)`; tracks the open lot; reconnects by itself. */
export async function joinAll(
  c: Cluster,
  room: Room,
  nodeOf: (i: number) => number,
  reconnection = true,
) {
  let lot: { playerId: string; lotId: number; minNextLakhs: number; seq: number } | null = null;
  const seen = (l: RoomLotView | null, seq: number) => {
    if (lot && seq < lot.seq) return;
    lot = l
      ? { playerId: l.auctionPlayerId, lotId: l.lotId, minNextLakhs: l.minNextBidLakhs, seq }
      : null;
  };
  const setup = (s: Socket) => {
    s.on('roomState', (e: RoomSnapshot) => seen(snapshotLot(e), e.seq));
    s.on('activePlayerDetail', (e: ActivePlayerDetail) => seen(e.lot, e.seq));
    s.on('newBid', (e: NewBid) => seen(e.lot, e.seq));
    s.on('askNewPlayer', (e: AskNewPlayer) => seen(null, e.seq));
  };
  const groups = new Map<number, number[]>();
  room.users.forEach((_, i) => groups.set(nodeOf(i), [...(groups.get(nodeOf(i)) ?? []), i]));
  const sockets: Socket[] = new Array(room.users.length);
  for (const [node, idx] of groups) {
    const got = await connectMany(
      c.nodes[node]!.url,
      idx.map((i) => ({
        token: room.users[i]!.token,
        'x-room-lobby': room.auctionId,
        deviceId: `fault-device-${i}`,
      })),
      { reconnection, setup, concurrency: 25 },
    );
    idx.forEach((i, k) => (sockets[i] = got[k]!));
  }
  return { sockets, lot: () => lot, close: () => closeAll(sockets) };
}

/** Bids through random connected clients at the minimum next amount until `stop()`; records acks. */
export function startBidding(
  sockets: Socket[],
  lot: () => { playerId: string; lotId: number; minNextLakhs: number } | null,
  everyMs = 30,
) {
  const acked: AckedBid[] = [];
  const refused: Record<string, number> = {};
  let running = true;
  const loop = (async () => {
    while (running) {
      const l = lot();
      const s = sockets[Math.floor(Math.random() * sockets.length)]!;
      if (l && s.connected) {
        const amountLakhs = l.minNextLakhs + (Math.random() < 0.3 ? 25 : 0);
        void emitAck(
          s,
          'bid',
          { auctionPlayerId: l.playerId, lotId: l.lotId, biddingAmount: amountLakhs / 100 },
          20_000,
        ).then((a) => {
          const d = a.data as { seq?: number; amountLakhs?: number } | undefined;
          if (a.success && d?.seq !== undefined)
            acked.push({ seq: d.seq, amountLakhs: d.amountLakhs ?? amountLakhs });
          else refused[a.error?.code ?? '?'] = (refused[a.error?.code ?? '?'] ?? 0) + 1;
        });
      }
      await sleep(everyMs);
    }
  })();
  return {
    acked,
    refused,
    async stop() {
      running = false;
      await loop;
      await sleep(1_000);
    },
  };
}

export const emit = emitAck;
