/**
 * A room under load, ours or bare: a fresh database, the server in its own process, and `n` connected
 * clients in this (the load generator's) process. Ours is BidXI's `main.ts` with a seeded LIVE
 * auction where every client owns a team; bare is `bare/socket-server.ts` on the same database engine.
 */
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import type { DbKind } from '../lib/config';
import { closeAll, connectMany, waitUntil, type ConnectOptions } from '../lib/clients';
import { createBenchDatabase, type BenchDatabase } from '../lib/databases';
import { bidxiEnv, startBidxi, startProcess, type ServerProcess } from '../lib/processes';
import {
  snapshotLot,
  type ActivePlayerDetail,
  type AskNewPlayer,
  type NewBid,
  type RoomEventsMessage,
  type RoomLotView,
  type RoomSnapshot,
} from '../lib/room-wire';
import { seedRoom, seedUsers, type SeededUser } from '../lib/seed';

export interface LotInfo {
  /** The lot's id: bids carry it (`lotId`), as the web's do. */
  lotId: number;
  playerId: string;
  closesAtMs: number;
  seq: number;
}

export interface OursRoom {
  db: BenchDatabase;
  server: ServerProcess;
  users: SeededUser[];
  auctionId: string;
  playerIds: string[];
  sockets: Socket[];
  /** The lot as last seen by client 0 (roomState, activePlayerDetail, newBid; askNewPlayer: none). */
  lot: () => LotInfo | null;
  auths: Record<string, unknown>[];
  /** The server's environment (a restart reuses it). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export interface RoomOptions {
  clients: number;
  lotWindowMs: number;
  bidWindowMs: number;
  poolSize?: number;
  pauseBetweenLotsMs?: number;
  connect?: ConnectOptions;
  /** Extra env for the server. */
  env?: Record<string, string>;
  /** Wait for an open lot after connecting (default true). */
  waitForLot?: boolean;
  /** Team owners seeded but not connected at start (their auths are in `auths`). */
  extraUsers?: number;
  /** The feed the clients ask for (default `spec`: no `feed` in the handshake). */
  feed?: 'engine' | 'spec';
}

export async function startOursRoom(kind: DbKind, o: RoomOptions): Promise<OursRoom> {
  const db = await createBenchDatabase(kind, 'rt');
  let server: ServerProcess | null = null;
  let sockets: Socket[] = [];
  try {
    const database = await db.open();
    const users = await seedUsers(database, o.clients + (o.extraUsers ?? 0));
    const seeded = await seedRoom(database, {
      owners: users,
      poolSize: o.poolSize ?? 20,
      lotWindowMs: o.lotWindowMs,
      bidWindowMs: o.bidWindowMs,
      ...(o.pauseBetweenLotsMs === undefined ? {} : { pauseBetweenLotsMs: o.pauseBetweenLotsMs }),
    });
    await database.close();
    const env = bidxiEnv({ url: db.url, pgliteDir: db.dataDir }, db.dataDir, o.env ?? {});
    server = await startBidxi(env);
    let lot: LotInfo | null = null;
    const track = (socket: Socket, i: number) => {
      if (i !== 0) return;
      const seen = (l: RoomLotView | null, seq: number) => {
        if (lot && seq < lot.seq) return;
        lot = l
          ? { lotId: l.lotId, playerId: l.auctionPlayerId, closesAtMs: Date.parse(l.closesAt), seq }
          : null;
      };
      socket.on('roomState', (s: RoomSnapshot) => seen(snapshotLot(s), s.seq));
      socket.on('roomEvents', (m: RoomEventsMessage) => {
        for (const e of m.events) {
          if (e.type === 'lotOpened') {
            const opened = {
              lotId: e.lotId,
              playerId: e.playerId,
              closesAtMs: e.closesAt,
              seq: m.seq,
            };
            if (!lot || m.seq >= lot.seq) lot = opened;
          } else if (e.type === 'lotSold' || e.type === 'lotUnsold') {
            if (lot?.lotId === e.lotId) lot = null;
          }
        }
      });
      socket.on('activePlayerDetail', (e: ActivePlayerDetail) => seen(e.lot, e.seq));
      socket.on('newBid', (e: NewBid) => seen(e.lot, e.seq));
      socket.on('askNewPlayer', (e: AskNewPlayer) => seen(null, e.seq));
    };
    const auths = users.map((u, i) => ({
      token: u.token,
      'x-room-lobby': seeded.auctionId,
      deviceId: `bench-device-${i}`,
      ...(o.feed === 'engine' ? { feed: 'engine' } : {}),
    }));
    const setup = (s: Socket, i: number) => {
      track(s, i);
      o.connect?.setup?.(s, i);
    };
    sockets = await connectMany(server.url, auths.slice(0, o.clients), { ...o.connect, setup });
    if (o.waitForLot !== false)
      await waitUntil(() => lot !== null, 30_000 + 60 * o.clients, 'an open lot');
    const room: OursRoom = {
      db,
      server,
      env,
      users,
      auctionId: seeded.auctionId,
      playerIds: seeded.playerIds,
      sockets,
      auths,
      lot: () => lot,
      async close() {
        closeAll(sockets);
        await room.server.stop();
        await db.drop();
      },
    };
    return room;
  } catch (err) {
    closeAll(sockets);
    await server?.kill9();
    await db.drop();
    throw err;
  }
}

export interface BareRoom {
  db: BenchDatabase;
  server: ServerProcess;
  sockets: Socket[];
  close(): Promise<void>;
}

export function bareEnv(db: BenchDatabase): Record<string, string> {
  return db.url
    ? { BARE_DB_URL: db.url }
    : { BARE_PGLITE_DIR: path.join(db.dataDir, 'bare-pglite') };
}

export const startBareSocketServer = (db: BenchDatabase, port?: number) =>
  startProcess({
    script: 'bench/bare/socket-server.ts',
    env: bareEnv(db),
    healthPath: '/health',
    ...(port ? { port } : {}),
  });

export async function startBareRoom(
  kind: DbKind,
  o: { clients: number; connect?: ConnectOptions },
): Promise<BareRoom> {
  const db = await createBenchDatabase(kind, 'bare');
  let server: ServerProcess | null = null;
  try {
    server = await startBareSocketServer(db);
    const auths = Array.from({ length: o.clients }, (_, i) => ({ client: i }));
    const sockets = await connectMany(server.url, auths, o.connect ?? {});
    const room: BareRoom = {
      db,
      server,
      sockets,
      async close() {
        closeAll(sockets);
        await room.server.stop();
        await db.drop();
      },
    };
    return room;
  } catch (err) {
    await server?.kill9();
    await db.drop();
    throw err;
  }
}
