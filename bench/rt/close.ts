/**
 * RT-5: bids aimed within ±5 ms of a lot's close. Per lot, `closeBurst` different clients bid the
 * base price at `closesAt + u`, u uniform in [−5, +5] ms; at most one is accepted (and moves the close
 * by the bid window), the rest are refused. Measured: accepted bids received at or after the close
 * they were judged against (must be 0, from the bid log), bids that landed within ±5 ms, and the close
 * broadcast's delay after the final `closesAt` (p99). Bare: a setTimeout at `closesAt` running a
 * conditional UPDATE, with the same bursts.
 */
import type { Socket } from 'socket.io-client';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { rawRows } from '../lib/databases';
import { benchConfig, type DbKind } from '../lib/config';
import { emitAck, waitUntil } from '../lib/clients';
import type { AskNewPlayer, NewBid } from '../lib/room-wire';
import { percentile } from '../lib/stats';
import { startBareRoom, startOursRoom } from './rooms';

export interface CloseFigures {
  lateAccepted: number;
  withinWindow: number;
  bids: number;
  closeDelayP99: number;
  closeDelays: number[];
}

const BID_WINDOW_MS = 1_500;
const LOT_WINDOW_MS = 2_000;

const offsets = (n: number) => Array.from({ length: n }, () => Math.random() * 10 - 5);

function fireAt(targetMs: number, fn: () => void) {
  setTimeout(fn, Math.max(0, targetMs - Date.now()));
}

export async function oursClose(kind: DbKind): Promise<CloseFigures> {
  const burst = benchConfig.closeBurst;
  const lots = Math.max(1, Math.round(benchConfig.closeBids / burst));
  const closes: { serverTime: number; seq: number }[] = [];
  /** The close each lot's last accepted bid set, by lot id. */
  const bidCloses = new Map<number, number>();
  const room = await startOursRoom(kind, {
    clients: Math.max(burst, 2),
    lotWindowMs: LOT_WINDOW_MS,
    bidWindowMs: BID_WINDOW_MS,
    pauseBetweenLotsMs: 300,
    poolSize: lots + 5,
    connect: {
      setup: (s: Socket, i) => {
        if (i !== 0) return;
        s.on('askNewPlayer', (e: AskNewPlayer) =>
          closes.push({ serverTime: Date.parse(e.serverTime), seq: e.seq }),
        );
        s.on('newBid', (e: NewBid) => bidCloses.set(e.lot.lotId, Date.parse(e.closesAt)));
      },
    },
  });
  const delays: number[] = [];
  let bids = 0;
  try {
    for (let l = 0; l < lots; l++) {
      await waitUntil(() => room.lot() !== null, 15_000, 'the next lot');
      const lot = room.lot()!;
      const closedBefore = closes.length;
      const acks: Promise<unknown>[] = [];
      for (const [i, off] of offsets(burst).entries()) {
        fireAt(lot.closesAtMs + off, () => {
          acks.push(
            emitAck(room.sockets[i]!, 'bid', {
              auctionPlayerId: lot.playerId,
              lotId: lot.lotId,
              biddingAmount: 0.5,
            }),
          );
        });
      }
      bids += burst;
      await waitUntil(() => closes.length > closedBefore, 15_000, 'the close');
      await Promise.all(acks);
      // The close answers the lot's last closesAt: the opening one, or the one a winning bid set.
      const final = Math.max(lot.closesAtMs, bidCloses.get(lot.lotId) ?? 0);
      delays.push(closes.at(-1)!.serverTime - final);
      await waitUntil(() => room.lot()?.playerId !== lot.playerId, 15_000, 'the next lot');
    }
    await room.server.stop();
    const database = await room.db.open();
    try {
      const late = await lateAcceptedBids(database, room.auctionId);
      return {
        lateAccepted: late.lateAccepted,
        withinWindow: late.withinWindow,
        bids,
        closeDelayP99: percentile(delays, 99),
        closeDelays: delays,
      };
    } finally {
      await database.close();
    }
  } finally {
    await room.close();
  }
}

/**
 * Accepted bids that came too late, from the bid and event logs of a stopped server's database: received
 * at or after the close they were judged against, or after their lot's close event (received at or
 * after it was committed, or appended after it: a higher seq). `withinWindow`: bids (any outcome)
 * received within ±5 ms of their close. One auction, or every auction in the database.
 */
export async function lateAcceptedBids(
  database: Database,
  auctionId?: string,
): Promise<{ lateAccepted: number; withinWindow: number }> {
  const ofAuction = auctionId ? sql`b.auction_id = ${auctionId}` : sql`true`;
  const [late] = await rawRows<{ late: number; within: number }[]>(
    database,
    sql`select
      count(*) filter (where accepted and received_at >= closes_at)::int as late,
      count(*) filter (where abs(extract(epoch from (received_at - closes_at)) * 1000) <= 5)::int as within
      from bids b where ${ofAuction}`,
  );
  const [afterClose] = await rawRows<{ n: number }[]>(
    database,
    sql`select count(*)::int as n from bids b
      join room_events e on e.auction_id = b.auction_id
        and e.type in ('lotSold', 'lotUnsold') and (e.payload->>'lotId')::int = b.lot_id
      where ${ofAuction} and b.accepted
        and (b.received_at >= e.created_at or b.seq > e.seq)`,
  );
  return {
    lateAccepted: (late?.late ?? 0) + (afterClose?.n ?? 0),
    withinWindow: late?.within ?? 0,
  };
}

/**
 * Opens the bare server's lot; retried, since an acknowledgement can time out on a loaded machine
 * (socket.io buffers the emit until the client reconnects). @returns its closesAt (epoch ms).
 * @throws after 3 failed attempts, with the last error code.
 */
async function openBareLot(socket: Socket): Promise<number> {
  let last = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const a = await emitAck(socket, 'openLot', {
      closesInMs: LOT_WINDOW_MS,
      bidWindowMs: BID_WINDOW_MS,
    });
    const closesAt = (a.data as { closesAt?: string } | undefined)?.closesAt;
    if (a.success && closesAt) return Date.parse(closesAt);
    last = a.error?.code ?? 'no closesAt in the answer';
  }
  throw new Error(`the bare server did not open a lot in 3 attempts: ${last}`);
}

export async function bareClose(kind: DbKind): Promise<CloseFigures> {
  const burst = benchConfig.closeBurst;
  const lots = Math.max(1, Math.round(benchConfig.closeBids / burst));
  const room = await startBareRoom(kind, { clients: Math.max(burst, 2) });
  const delays: number[] = [];
  let within = 0;
  let lateAccepted = 0;
  try {
    let lastBidCloses = 0;
    room.sockets[0]!.on(
      'newBid',
      (e: { closesAt: string }) => (lastBidCloses = Date.parse(e.closesAt)),
    );
    for (let l = 0; l < lots; l++) {
      const closed = new Promise<{ closesAt: string; serverTime: string }>((resolve) =>
        room.sockets[0]!.once('lotClosed', resolve),
      );
      const closesAt = await openBareLot(room.sockets[0]!);
      const acks: Promise<void>[] = [];
      for (const [i, off] of offsets(burst).entries()) {
        fireAt(closesAt + off, () => {
          const sentAt = Date.now();
          acks.push(
            emitAck(room.sockets[i]!, 'bid', { amountLakhs: 50, teamId: `t${i}` }).then((a) => {
              if (Math.abs(sentAt - closesAt) <= 5) within += 1;
              if (a.success && sentAt > closesAt + 5) lateAccepted += 1;
            }),
          );
        });
      }
      const c = await closed;
      await Promise.all(acks);
      delays.push(Date.parse(c.serverTime) - Math.max(Date.parse(c.closesAt), lastBidCloses));
    }
    return {
      lateAccepted,
      withinWindow: within,
      bids: burst * lots,
      closeDelayP99: percentile(delays, 99),
      closeDelays: delays,
    };
  } finally {
    await room.close();
  }
}
