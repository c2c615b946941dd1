/**
 * RT-1 (bid acknowledgement p50/p99) and RT-2 (fan-out of one accepted bid to every client: the time
 * from the server's `serverTime` on the broadcast until the last client has it), ours and bare, with
 * `clients` connected. Bidders are the room's own clients in turn; each bids the highest seen + 0.5 Cr
 * (a valid jump), `bidders` at a time, so some bids race and lose, as in a real room.
 */
import type { Socket } from 'socket.io-client';
import { benchConfig, type DbKind } from '../lib/config';
import { emitAck, waitUntil } from '../lib/clients';
import { median, percentile } from '../lib/stats';
import type { RoomEventsMessage } from '../lib/room-wire';
import { startBareRoom, startOursRoom } from './rooms';

export interface BiddingFigures {
  ackP50: number[];
  ackP99: number[];
  fanout: number[];
  accepted: number;
  /** ms from the last client's roomState until the first accepted bid was acknowledged. */
  firstAcceptMs?: number;
  refused: Record<string, number>;
  template?: Record<string, unknown>;
}

/** Per broadcast seq: how many clients have it and when the last did. */
class FanoutTracker {
  private readonly seen = new Map<number, { count: number; last: number; serverTime: number }>();
  readonly onNewBid = (e: { seq: number; serverTime: string }) => {
    const now = Date.now();
    const s = this.seen.get(e.seq) ?? { count: 0, last: 0, serverTime: Date.parse(e.serverTime) };
    s.count += 1;
    s.last = now;
    this.seen.set(e.seq, s);
  };
  countOf = (seq: number) => this.seen.get(seq)?.count ?? 0;
  delayOf = (seq: number) => {
    const s = this.seen.get(seq);
    return s ? s.last - s.serverTime : Number.NaN;
  };
}

type BidFn = (
  client: number,
  amountLakhs: number,
) => Promise<{ ok: boolean; code?: string; seq?: number }>;

/** Runs `total` bids, `concurrency` in flight; returns ack latencies (ms). */
async function bidLoop(
  bid: BidFn,
  clients: number,
  total: number,
  concurrency: number,
  highest: { lakhs: number; client: number },
  refused: Record<string, number>,
) {
  const latencies: number[] = [];
  let sent = 0;
  let next = 0;
  let accepted = 0;
  const worker = async () => {
    while (sent < total) {
      sent += 1;
      let client = next++ % clients;
      if (client === highest.client) client = next++ % clients;
      const amount = highest.lakhs + 50;
      const t0 = performance.now();
      const r = await bid(client, amount);
      latencies.push(performance.now() - t0);
      if (r.ok) {
        accepted += 1;
        if (amount > highest.lakhs) Object.assign(highest, { lakhs: amount, client });
      } else refused[r.code ?? '?'] = (refused[r.code ?? '?'] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, accepted };
}

/** One bid at a time, each waited for at every client: the last client's delay per bid. */
async function fanoutLoop(
  bid: BidFn,
  tracker: FanoutTracker,
  clients: number,
  count: number,
  highest: { lakhs: number; client: number },
) {
  const delays: number[] = [];
  for (let i = 0; i < count; i++) {
    const client = (highest.client + 1 + i) % clients;
    const amount = highest.lakhs + 50;
    const r = await bid(client, amount);
    if (!r.ok || r.seq === undefined) continue;
    Object.assign(highest, { lakhs: amount, client });
    const seq = r.seq;
    await waitUntil(
      () => tracker.countOf(seq) >= clients,
      30_000,
      `newBid ${seq} at every client`,
      2,
    );
    delays.push(tracker.delayOf(seq));
  }
  return delays;
}

const FANOUT_BIDS = 20;
const WARMUP_BIDS = 20;

/** Ours and bare side by side, passes alternated (ours, bare, ours, …) so machine load hits both alike. */
export async function measureBidding(
  kind: DbKind,
): Promise<{ ours: BiddingFigures; bare: BiddingFigures }> {
  const oursTracker = new FanoutTracker();
  const bareTracker = new FanoutTracker();
  let template: Record<string, unknown> | undefined;
  const o = newSide();
  const b = newSide();
  const oursHighest = o.highest;
  let teamIndex: (teamId: unknown) => number = () => -1;
  // Follow the room, as a real client does: an accepted bid whose ack came late (a timeout while
  // the server is still busy with the join storm) still moves the highest bid.
  const follow = (amount: number, teamId: unknown) => {
    if (amount > oursHighest.lakhs)
      Object.assign(oursHighest, { lakhs: amount, client: teamIndex(teamId) });
  };
  const feed = benchConfig.rtFeed;
  const ours = await startOursRoom(kind, {
    clients: benchConfig.clients,
    lotWindowMs: 3_600_000,
    bidWindowMs: 3_600_000,
    feed,
    connect: {
      setup: (s: Socket, i) => {
        if (feed === 'engine') {
          s.on('roomEvents', (m: RoomEventsMessage) => {
            const bids = m.events.filter((e) => e.type === 'bidPlaced');
            if (bids.length === 0) return;
            oursTracker.onNewBid(m);
            if (i !== 0) return;
            // The bare server's broadcast carries the same payload as ours (its frame's size).
            template ??= { ...m };
            for (const e of bids) follow(e.amountLakhs, e.teamId);
          });
          return;
        }
        s.on('newBid', oursTracker.onNewBid);
        if (i !== 0) return;
        s.on('newBid', (e: Record<string, unknown>) => {
          template ??= e;
          follow(e.amountLakhs as number, e.teamId);
        });
      },
    },
  });
  const joinedAt = performance.now();
  try {
    const { playerId, lotId } = ours.lot()!;
    const oursBid: BidFn = async (client, amountLakhs) => {
      const ack = await emitAck(ours.sockets[client]!, 'bid', {
        auctionPlayerId: playerId,
        lotId,
        biddingAmount: amountLakhs / 100,
      });
      const data = ack.data as { seq?: number } | undefined;
      return { ok: ack.success, code: ack.error?.code, seq: data?.seq };
    };
    teamIndex = (teamId) => ours.users.findIndex((u) => u.teamId === teamId);
    // The first bids after a 1,000-client join storm can wait seconds for the server: not a
    // figure of a room in play. Warm up until one bid is acknowledged as accepted.
    await warmUp(oursBid, o.highest);
    o.figures.firstAcceptMs = performance.now() - joinedAt;
    const bare = await startBareRoom(kind, {
      clients: benchConfig.clients,
      connect: { setup: (s: Socket) => s.on('newBid', bareTracker.onNewBid) },
    });
    try {
      const bareBid: BidFn = async (client, amountLakhs) => {
        const ack = await emitAck(bare.sockets[client]!, 'bid', {
          amountLakhs,
          teamId: `team-${client}`,
        });
        const data = ack.data as { seq?: number } | undefined;
        return { ok: ack.success, code: ack.error?.code, seq: data?.seq };
      };
      await bidLoop(oursBid, benchConfig.clients, WARMUP_BIDS, benchConfig.bidders, o.highest, {});
      await emitAck(bare.sockets[0]!, 'setTemplate', template ?? {});
      await bidLoop(bareBid, benchConfig.clients, WARMUP_BIDS, benchConfig.bidders, b.highest, {});
      for (let run = 0; run < benchConfig.runs; run++) {
        await pass(oursBid, oursTracker, o);
        await pass(bareBid, bareTracker, b);
      }
      return { ours: o.figures, bare: b.figures };
    } finally {
      await bare.close();
    }
  } finally {
    await ours.close();
  }
}

async function warmUp(bid: BidFn, highest: { lakhs: number; client: number }) {
  const until = Date.now() + 120_000;
  for (let i = 0; Date.now() < until; i++) {
    const client = (Math.max(highest.client, 0) + 1 + i) % benchConfig.clients;
    const amount = highest.lakhs + 50;
    const r = await bid(client, amount);
    if (r.ok) {
      if (amount > highest.lakhs) Object.assign(highest, { lakhs: amount, client });
      return;
    }
  }
  throw new Error('no bid was accepted within 120 s of the room opening');
}

function newSide() {
  return {
    highest: { lakhs: 0, client: -1 },
    figures: { ackP50: [], ackP99: [], fanout: [], accepted: 0, refused: {} } as BiddingFigures,
  };
}

async function pass(bid: BidFn, tracker: FanoutTracker, side: ReturnType<typeof newSide>) {
  const clients = benchConfig.clients;
  const r = await bidLoop(
    bid,
    clients,
    benchConfig.bids,
    benchConfig.bidders,
    side.highest,
    side.figures.refused,
  );
  side.figures.ackP50.push(percentile(r.latencies, 50));
  side.figures.ackP99.push(percentile(r.latencies, 99));
  side.figures.accepted += r.accepted;
  side.figures.fanout.push(
    median(await fanoutLoop(bid, tracker, clients, FANOUT_BIDS, side.highest)),
  );
}
