/**
 * RT-7: how many live auctions one node runs. Per step N: a fresh database with N LIVE auctions of 10
 * team owners each (short lot and bid windows so lots cycle), the server in its own process, 10·N
 * connected clients in this process (8 bidding per room through room-bots.ts, 2 watching), a warm-up,
 * then a fixed measuring window: bid ack p50/p99, late closes, accepted bids, and the server's CPU
 * time (/proc utime + stime) per 1,000 accepted bids. A step passes when ack p99 ≤ 100 ms, no lot
 * closed late, no bid was accepted after its close (ours: the bid and event logs) and bids were
 * accepted at all. Our clients ask for the web app's engine feed (BENCH_RT7_FEED=spec: the spec's events).
 * Bare is bare/many-rooms.ts; many-rooms-rows.ts steps N (ours then bare per step,
 * each side until it fails). The database server's own CPU is not counted on either side.
 */
import { loadavg } from 'node:os';
import type { Socket } from 'socket.io-client';
import { closeAll, connectMany, emitAck } from '../lib/clients';
import { benchConfig, type DbKind } from '../lib/config';
import { createBenchDatabase, type BenchDatabase } from '../lib/databases';
import { bidxiEnv, cpuMsOf, startBidxi, startProcess, type ServerProcess } from '../lib/processes';
import {
  snapshotLot,
  type ActivePlayerDetail,
  type AskNewPlayer,
  type NewBid,
  type RoomEventsMessage,
  type RoomLotView,
  type RoomSnapshot,
} from '../lib/room-wire';
import { seedRoom, seedUsers } from '../lib/seed';
import { percentile, sleep } from '../lib/stats';
import { lateAcceptedBids } from './close';
import { createLeagueRooms } from './league-rooms';
import { BIDDERS_PER_ROOM, newStats, RoomBots, type ManyRoomsStats } from './room-bots';
import { bareEnv } from './rooms';

const CLIENTS_PER_ROOM = 10;
const LOT_WINDOW_MS = 3_000;
const BID_WINDOW_MS = 2_000;
const PAUSE_MS = 300;
/** Lots per auction: more than a room gets through in a warm-up and a 60 s window. */
const POOL_SIZE = 16;
const WARMUP_MS = 4_000;
/** The pass criterion's ack p99 bound. */
export const ACK_P99_MAX_MS = 100;

export interface StepFigures {
  rooms: number;
  ackP50: number;
  ackP99: number;
  sent: number;
  accepted: number;
  refused: Record<string, number>;
  closes: number;
  contested: number;
  lateCloses: number;
  closeDelayP99: number;
  /** Accepted bids received at/after their close (ours: from the logs; bare: 0 by its UPDATE). */
  lateAccepted: number;
  cpuMsPer1000Bids: number;
  /** CPU of this load-generator process over the window, % of one core (it shares the 2 cores). */
  generatorCpuPct: number;
  /** 1-minute load average at the end of the window. */
  load: number;
  pass: boolean;
}

interface Side {
  server: ServerProcess;
  db: BenchDatabase;
  sockets: Socket[];
  bots: RoomBots[];
  /** After the server stopped: accepted bids after their close. */
  lateAccepted(): Promise<number>;
}

const roomAuths = (
  rooms: number,
  auth: (room: number, client: number) => Record<string, unknown>,
) =>
  Array.from({ length: rooms * CLIENTS_PER_ROOM }, (_, i) =>
    auth(Math.floor(i / CLIENTS_PER_ROOM), i % CLIENTS_PER_ROOM),
  );

/**
 * Our server with N live auctions: seeded straight into the database as an admin's auctions
 * (`admin`), or made, joined and started by players through the league API (`league`).
 */
async function startOurs(
  kind: DbKind,
  rooms: number,
  stats: ManyRoomsStats,
  via: 'admin' | 'league',
): Promise<Side> {
  const db = await createBenchDatabase(kind, 'rt7');
  const database = await db.open();
  const users = await seedUsers(database, rooms * CLIENTS_PER_ROOM);
  let auctionIds: string[] = [];
  try {
    for (let r = 0; r < rooms && via === 'admin'; r++) {
      const seeded = await seedRoom(database, {
        owners: users.slice(r * CLIENTS_PER_ROOM, (r + 1) * CLIENTS_PER_ROOM),
        poolSize: POOL_SIZE,
        lotWindowMs: LOT_WINDOW_MS,
        bidWindowMs: BID_WINDOW_MS,
        pauseBetweenLotsMs: PAUSE_MS,
      });
      auctionIds.push(seeded.auctionId);
    }
  } finally {
    await database.close();
  }
  const server = await startBidxi(bidxiEnv({ url: db.url, pgliteDir: db.dataDir }, db.dataDir));
  if (via === 'league') {
    try {
      auctionIds = await createLeagueRooms(server.url, db, users, CLIENTS_PER_ROOM, {
        lotWindowMs: LOT_WINDOW_MS,
        bidWindowMs: BID_WINDOW_MS,
        pauseBetweenLotsMs: PAUSE_MS,
        poolSize: POOL_SIZE,
      });
    } catch (err) {
      await server.kill9();
      await db.drop();
      throw err;
    }
  }
  /** auctionPlayerId by `${room}:${lotId}` (lot ids count per auction). */
  const players = new Map<string, string>();
  const bots: RoomBots[] = [];
  let sockets: Socket[] = [];
  const botOf = (room: number, teamId: string | null) =>
    teamId === null
      ? -1
      : users
          .slice(room * CLIENTS_PER_ROOM, room * CLIENTS_PER_ROOM + BIDDERS_PER_ROOM)
          .findIndex((u) => u.teamId === teamId);
  for (let r = 0; r < rooms; r++)
    bots.push(
      new RoomBots(async (bidder, lotId, amountLakhs) => {
        const ack = await emitAck(sockets[r * CLIENTS_PER_ROOM + bidder]!, 'bid', {
          auctionPlayerId: players.get(`${r}:${lotId}`),
          lotId,
          biddingAmount: amountLakhs / 100,
        });
        return ack;
      }, stats),
    );
  const setup = (s: Socket, i: number) => {
    if (i % CLIENTS_PER_ROOM !== 0) return;
    const room = i / CLIENTS_PER_ROOM;
    const seen = (l: RoomLotView | null) => {
      if (!l) return;
      players.set(`${room}:${l.lotId}`, l.auctionPlayerId);
      bots[room]!.update(
        l.lotId,
        l.currentBidLakhs,
        botOf(room, l.highestTeamId),
        Date.parse(l.closesAt),
      );
    };
    s.on('roomState', (e: RoomSnapshot) => seen(snapshotLot(e)));
    if (benchConfig.rt7Feed === 'engine') {
      s.on('roomEvents', (m: RoomEventsMessage) => {
        for (const e of m.events) {
          if (e.type === 'lotOpened') {
            players.set(`${room}:${e.lotId}`, e.playerId);
            bots[room]!.update(e.lotId, null, -1, e.closesAt);
          } else if (e.type === 'bidPlaced') {
            bots[room]!.update(e.lotId, e.amountLakhs, botOf(room, e.teamId), e.closesAt);
          } else if (e.type === 'lotSold' || e.type === 'lotUnsold') {
            bots[room]!.closed(e.lotId, Date.now());
          }
        }
      });
      return;
    }
    s.on('activePlayerDetail', (e: ActivePlayerDetail) => seen(e.lot));
    s.on('newBid', (e: NewBid) => seen(e.lot));
    s.on('askNewPlayer', (e: AskNewPlayer) => bots[room]!.closed(e.lotId, Date.now()));
  };
  try {
    sockets = await connectMany(
      server.url,
      roomAuths(rooms, (room, client) => ({
        token: users[room * CLIENTS_PER_ROOM + client]!.token,
        'x-room-lobby': auctionIds[room],
        deviceId: `bench-rt7-${room}-${client}`,
        ...(benchConfig.rt7Feed === 'engine' ? { feed: 'engine' } : {}),
      })),
      { setup },
    );
  } catch (err) {
    await server.kill9();
    await db.drop();
    throw err;
  }
  return {
    server,
    db,
    sockets,
    bots,
    async lateAccepted() {
      const d = await db.open();
      try {
        return (await lateAcceptedBids(d)).lateAccepted;
      } finally {
        await d.close();
      }
    },
  };
}

async function startBare(kind: DbKind, rooms: number, stats: ManyRoomsStats): Promise<Side> {
  const db = await createBenchDatabase(kind, 'rt7bare');
  const server = await startProcess({
    script: 'bench/bare/socket-server.ts',
    env: {
      ...bareEnv(db),
      BARE_ROOMS: String(rooms),
      BARE_LOT_WINDOW_MS: String(LOT_WINDOW_MS),
      BARE_BID_WINDOW_MS: String(BID_WINDOW_MS),
      BARE_PAUSE_MS: String(PAUSE_MS),
    },
    healthPath: '/health',
  });
  let sockets: Socket[] = [];
  const bots = Array.from(
    { length: rooms },
    (_, r) =>
      new RoomBots(
        (bidder, lotId, amountLakhs) =>
          emitAck(sockets[r * CLIENTS_PER_ROOM + bidder]!, 'bid', { lotId, amountLakhs }),
        stats,
      ),
  );
  interface BareLot {
    lotId: number;
    amountLakhs: number | null;
    teamId: string | null;
    closesAt: string;
  }
  const setup = (s: Socket, i: number) => {
    if (i % CLIENTS_PER_ROOM !== 0) return;
    const room = i / CLIENTS_PER_ROOM;
    const seen = (l: BareLot) => {
      const bot = l.teamId ? Number(l.teamId.split('-c')[1]) : -1;
      bots[room]!.update(
        l.lotId,
        l.amountLakhs,
        bot < BIDDERS_PER_ROOM ? bot : -1,
        Date.parse(l.closesAt),
      );
    };
    for (const event of ['roomState', 'lotOpened', 'newBid']) s.on(event, seen);
    s.on('lotClosed', (e: { lotId: number }) => bots[room]!.closed(e.lotId, Date.now()));
  };
  try {
    sockets = await connectMany(
      server.url,
      roomAuths(rooms, (room, client) => ({ room, client })),
      { setup },
    );
  } catch (err) {
    await server.kill9();
    await db.drop();
    throw err;
  }
  return { server, db, sockets, bots, lateAccepted: () => Promise.resolve(0) };
}

/** Ours with admin auctions, ours with leagues made through `POST /api/leagues`, or bare. */
export type RoomsSide = 'ours' | 'leagues' | 'bare';

/** One step of one side: start, warm up, measure `BENCH_RT7_SECONDS`, tear down. */
export async function measureRooms(
  side: RoomsSide,
  kind: DbKind,
  rooms: number,
): Promise<StepFigures> {
  const stats = newStats();
  const s =
    side === 'bare'
      ? await startBare(kind, rooms, stats)
      : await startOurs(kind, rooms, stats, side === 'leagues' ? 'league' : 'admin');
  let cpuMs: number;
  let generatorMs: number;
  let lateAccepted: number;
  try {
    s.bots.forEach((b) => b.start());
    await sleep(WARMUP_MS);
    const cpu0 = cpuMsOf(s.server.pid);
    const generator0 = process.cpuUsage();
    stats.measuring = true;
    await sleep(benchConfig.rt7Seconds * 1000);
    stats.measuring = false;
    cpuMs = cpuMsOf(s.server.pid) - cpu0;
    const g = process.cpuUsage(generator0);
    generatorMs = (g.user + g.system) / 1000;
    await Promise.all(s.bots.map((b) => b.stop()));
  } finally {
    closeAll(s.sockets);
    await s.server.stop();
    try {
      lateAccepted = await s.lateAccepted();
    } finally {
      await s.db.drop();
    }
  }
  const ackP99 = percentile(stats.latencies, 99);
  return {
    rooms,
    ackP50: percentile(stats.latencies, 50),
    ackP99,
    sent: stats.sent,
    accepted: stats.accepted,
    refused: stats.refused,
    closes: stats.closes,
    contested: stats.contested,
    lateCloses: stats.lateCloses,
    closeDelayP99: percentile(stats.closeDelays, 99),
    lateAccepted,
    cpuMsPer1000Bids: stats.accepted ? (cpuMs / stats.accepted) * 1000 : Number.NaN,
    generatorCpuPct: (generatorMs / (benchConfig.rt7Seconds * 1000)) * 100,
    load: loadavg()[0]!,
    pass:
      ackP99 <= ACK_P99_MAX_MS &&
      stats.lateCloses === 0 &&
      lateAccepted === 0 &&
      stats.accepted > 0 &&
      stats.closes > 0,
  };
}
