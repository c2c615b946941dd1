/**
 * RT-6: restart the server (SIGTERM, then a new process on the same port and database) under `n`
 * clients that reconnect as the web app's do (socket.io's own reconnection, 1 s growing to 5 s in
 * the app; 0.5 s here for both sides). Measured: from the SIGTERM until 99% of the clients have a
 * `roomState` after the restart that equals the database: its seq (the event log's last), and its
 * engine state's open lot (`state.currentLot`: the lot opened last, its highest bid and team, from
 * the log and the bid log).
 */
import { sql } from 'drizzle-orm';
import { rawRows } from '../lib/databases';
import type { Socket } from 'socket.io-client';
import { benchConfig, type DbKind } from '../lib/config';
import { emitAck, waitUntil } from '../lib/clients';
import { startBidxi, startProcess, type ServerProcess } from '../lib/processes';
import type { RoomSnapshot } from '../lib/room-wire';
import { percentile } from '../lib/stats';
import { bareEnv, startBareRoom, startOursRoom } from './rooms';

export interface RestartFigures {
  /** ms from SIGTERM to 99% reconnected with a correct roomState. */
  p99ReconnectMs: number;
  reconnected: number;
  mismatched: number;
}

interface Seen {
  at: number;
  seq: number;
  /** The open lot (ours); null for the bare server. */
  lotId: number | null;
  bidLakhs: number | null;
  teamId: string | null;
}

const RECONNECT_TIMEOUT_MS = 120_000;

export async function oursRestart(kind: DbKind): Promise<RestartFigures> {
  const n = benchConfig.clients;
  const seen: (Seen | null)[] = new Array(n).fill(null);
  let restartAt = Number.POSITIVE_INFINITY;
  const room = await startOursRoom(kind, {
    clients: n,
    lotWindowMs: 3_600_000,
    bidWindowMs: 3_600_000,
    connect: {
      reconnection: true,
      setup: (s: Socket, i) =>
        s.on('roomState', (st: RoomSnapshot) => {
          if (Date.now() < restartAt) return;
          const lot = st.state.currentLot;
          seen[i] ??= {
            at: Date.now(),
            seq: st.seq,
            lotId: lot?.lotId ?? null,
            bidLakhs: lot?.currentBidLakhs ?? null,
            teamId: lot?.highestTeamId ?? null,
          };
        }),
    },
  });
  let server: ServerProcess = room.server;
  try {
    const lot = room.lot()!;
    for (const [i, amount] of [0.5, 0.75, 1].entries())
      await emitAck(room.sockets[i]!, 'bid', {
        auctionPlayerId: lot.playerId,
        lotId: lot.lotId,
        biddingAmount: amount,
      });
    restartAt = Date.now();
    await server.stop();
    server = await startBidxi(room.env, room.server.port);
    await waitUntil(
      () => seen.filter(Boolean).length >= Math.ceil(n * 0.99),
      RECONNECT_TIMEOUT_MS,
      '99% of the clients back',
      20,
    ).catch(() => undefined);
    const arrivals = seen.filter((s): s is Seen => s !== null);
    await server.stop();
    const database = await room.db.open();
    let mismatched = 0;
    try {
      const [truth] = await rawRows<
        { seq: number; lot: number | null; bid: number | null; team: string | null }[]
      >(
        database,
        sql`select
          (select max(seq) from room_events where auction_id = ${room.auctionId})::int as seq,
          (select (payload->>'lotId')::int from room_events where auction_id = ${room.auctionId}
             and type = 'lotOpened' order by seq desc limit 1) as lot,
          (select amount_lakhs from bids where auction_id = ${room.auctionId} and accepted
             order by seq desc limit 1) as bid,
          (select team_id from bids where auction_id = ${room.auctionId} and accepted
             order by seq desc limit 1)::text as team`,
      );
      for (const s of arrivals)
        if (
          s.seq !== truth!.seq ||
          s.lotId !== truth!.lot ||
          s.bidLakhs !== truth!.bid ||
          s.teamId !== truth!.team
        )
          mismatched += 1;
    } finally {
      await database.close();
    }
    const good = arrivals.length - mismatched;
    return {
      p99ReconnectMs:
        good >= Math.ceil(n * 0.99)
          ? percentile(
              arrivals.map((s) => s.at - restartAt),
              99,
            )
          : Number.POSITIVE_INFINITY,
      reconnected: arrivals.length,
      mismatched,
    };
  } finally {
    room.server = server;
    await room.close();
  }
}

export async function bareRestart(kind: DbKind): Promise<RestartFigures> {
  const n = benchConfig.clients;
  const seen: (Seen | null)[] = new Array(n).fill(null);
  let restartAt = Number.POSITIVE_INFINITY;
  const room = await startBareRoom(kind, {
    clients: n,
    connect: {
      reconnection: true,
      setup: (s: Socket, i) =>
        s.on('roomState', (st: { seq: number }) => {
          if (Date.now() < restartAt) return;
          seen[i] ??= { at: Date.now(), seq: st.seq, lotId: null, bidLakhs: null, teamId: null };
        }),
    },
  });
  let server = room.server;
  try {
    let version = 0;
    for (const [i, amount] of [50, 75, 100].entries())
      if (
        (await emitAck(room.sockets[i]!, 'bid', { amountLakhs: amount, teamId: `t${i}` })).success
      )
        version += 1;
    restartAt = Date.now();
    await server.stop();
    server = await startProcess({
      script: 'bench/bare/socket-server.ts',
      env: bareEnv(room.db),
      healthPath: '/health',
      port: room.server.port,
    });
    await waitUntil(
      () => seen.filter(Boolean).length >= Math.ceil(n * 0.99),
      RECONNECT_TIMEOUT_MS,
      '99% of the clients back',
      20,
    ).catch(() => undefined);
    const arrivals = seen.filter((s): s is Seen => s !== null);
    const mismatched = arrivals.filter((s) => s.seq !== version).length;
    return {
      p99ReconnectMs:
        arrivals.length - mismatched >= Math.ceil(n * 0.99)
          ? percentile(
              arrivals.map((s) => s.at - restartAt),
              99,
            )
          : Number.POSITIVE_INFINITY,
      reconnected: arrivals.length,
      mismatched,
    };
  } finally {
    room.server = server;
    await room.close();
  }
}
