/**
 * Rolling restart (deploys that drop no bid): two nodes with bidding clients; each node in
 * turn is sent SIGTERM during a live lot and started again. Beside the invariant checker (no acked bid
 * lost, run by run-faults.ts), it checks: the other node holds the auction's clock within a second of
 * the SIGTERM (measured and reported), the stopped node exits 0 within 10 s, no lot closed before the
 * `closesAt` in force, and every client reconnected and resynced (a `roomState` after its last
 * disconnect).
 */
import { sql } from 'drizzle-orm';
import { waitUntil } from '../lib/clients';
import { rawRows } from '../lib/databases';
import { startBidxi } from '../lib/processes';
import { sleep } from '../lib/stats';
import { joinAll, seedFaultRoom, startBidding, type Cluster } from './cluster';
import type { ScenarioResult } from './run-faults';

const TAKEOVER_GOAL_MS = 1_000;
const EXIT_GOAL_MS = 10_000;

const clocksOn = async (url: string) => {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
    return ((await res.json()) as { roomClocks: number }).roomClocks;
  } catch {
    return -1;
  }
};

async function holderOf(c: Cluster): Promise<number> {
  for (let i = 0; i < 100; i++) {
    for (const [k, n] of c.nodes.entries()) if (n && (await clocksOn(n.url)) > 0) return k;
    await sleep(100);
  }
  throw new Error('no node holds the lease');
}

/** Lots closed before the closesAt in force (the last lot event that set one). */
async function earlyCloses(c: Cluster, auctionId: string): Promise<string[]> {
  const database = await c.db.open();
  try {
    const log = await rawRows<
      { payload: { type: string; lotId?: number; closesAt?: number; at?: number } }[]
    >(database, sql`select payload from room_events where auction_id = ${auctionId} order by seq`);
    const closesAt = new Map<number, number>();
    const early: string[] = [];
    for (const { payload: e } of log) {
      if (e.lotId === undefined) continue;
      if (e.closesAt !== undefined) closesAt.set(e.lotId, e.closesAt);
      const due = closesAt.get(e.lotId);
      if ((e.type === 'lotSold' || e.type === 'lotUnsold') && due !== undefined && e.at! < due)
        early.push(`lot ${e.lotId} closed ${due - e.at!} ms before its closesAt`);
    }
    return early;
  } finally {
    await database.close();
  }
}

export async function rollingRestart(c: Cluster): Promise<ScenarioResult> {
  const room = await seedFaultRoom(c, 6, 12, { lot: 2_500, bid: 1_500 });
  const joined = await joinAll(c, room, (i) => i % 2);
  // A client needs a resync from its first disconnect until its next roomState.
  const stale = new Set<number>();
  joined.sockets.forEach((s, i) => {
    s.on('disconnect', () => stale.add(i));
    s.on('roomState', () => stale.delete(i));
  });
  const bidding = startBidding(joined.sockets, joined.lot, 60);
  const takeovers: number[] = [];
  const exits: number[] = [];
  const extra: string[] = [];
  try {
    await sleep(1_500);
    for (let round = 0; round < 2; round++) {
      const holder = await holderOf(c);
      const stopping = c.nodes[holder]!;
      const other = c.nodes[1 - holder]!;
      const sentAt = performance.now();
      let exitMs = -1;
      void stopping.exited.then(() => (exitMs = Math.round(performance.now() - sentAt)));
      stopping.signal('SIGTERM');
      let takeoverMs = -1;
      while (takeoverMs < 0 && performance.now() - sentAt < EXIT_GOAL_MS) {
        if ((await clocksOn(other.url)) > 0) takeoverMs = Math.round(performance.now() - sentAt);
        else await sleep(10);
      }
      const code = await stopping.exited;
      takeovers.push(takeoverMs);
      exits.push(exitMs);
      if (takeoverMs < 0 || takeoverMs > TAKEOVER_GOAL_MS)
        extra.push(`clock taken over in ${takeoverMs} ms (goal ≤ ${TAKEOVER_GOAL_MS} ms)`);
      if (code !== 0 || exitMs > EXIT_GOAL_MS) extra.push(`node exited ${code} after ${exitMs} ms`);
      c.nodes[holder] = await startBidxi(c.env, c.ports[holder], !process.env.FAULT_VERBOSE);
      await sleep(1_500);
    }
    await waitUntil(
      () => stale.size === 0 && joined.sockets.every((s) => s.connected),
      30_000,
      'every client reconnected and resynced',
      50,
    ).catch(() => extra.push(`${stale.size} client(s) not resynced`));
    await bidding.stop();
    extra.push(...(await earlyCloses(c, room.auctionId)));
    return {
      auctionId: room.auctionId,
      acked: bidding.acked,
      notes: [
        `takeover ${takeovers.join(', ')} ms; exit ${exits.join(', ')} ms after SIGTERM; ${bidding.acked.length} bids acked`,
      ],
      extra,
    };
  } finally {
    joined.close();
  }
}
