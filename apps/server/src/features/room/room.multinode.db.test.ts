import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionEvent } from '@bidxi/engine';
import {
  roomView,
  type ActivePlayerDetail,
  type AskNewPlayer,
  type RoomSnapshot,
} from '@bidxi/protocol';
import { auctions, bids, roomEvents } from '../../db/schema/index';
import { createLiveAuction } from '../../test/auction-fixtures';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { connectRoom, type TestSocket } from '../../test/socket-client';

const onPostgres = process.env.BIDXI_TEST_DB === 'postgres';
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `bidxi-test-${process.pid}-${Date.now()}`;

interface Node {
  proc: ChildProcess;
  url: string;
}

let tdb: TestDatabase;
let dataDir: string;
const nodes: Node[] = [];
const sockets: TestSocket[] = [];

async function startNode(port: number): Promise<Node> {
  // node itself (not the tsx wrapper, which forks): a SIGKILL must kill the server process.
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: tdb.url,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      JWT_SECRET: 'multi-node-test-secret-long-enough-for-hs256',
      DATA_DIR: path.join(dataDir, String(port)),
      LOG_LEVEL: 'error',
      DEMO_AUCTIONS: 'false',
      ADMIN_PASSWORD: 'admin-pass-1',
      RATE_LIMIT_PER_MINUTE: '10000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (proc.exitCode !== null) throw new Error(`node on ${port} exited`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { proc, url };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`node on ${port} did not start`);
}

async function signUpVia(url: string, n: number) {
  const res = await fetch(`${url}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `Node user ${n}`,
      email: `node${n}.${Date.now()}@example.com`,
      password: 'secret-pass',
      ageConfirmed: true,
    }),
  });
  const body = (await res.json()) as { user: { id: string }; login: { token: string } };
  return { id: body.user.id, token: body.login.token };
}

const clocksOn = async (node: Node) =>
  ((await (await fetch(`${node.url}/api/health`)).json()) as { roomClocks: number }).roomClocks;

describe.skipIf(!onPostgres)('several nodes on PostgreSQL + Redis', () => {
  beforeAll(async () => {
    tdb = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'bidxi-nodes-'));
    const base = 20_000 + (process.pid % 20_000);
    nodes.push(await startNode(base), await startNode(base + 1));
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    for (const n of nodes) n.proc.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    const redis = new Redis(REDIS_URL);
    await redis.del(`${prefix}:socket.io`);
    await redis.quit();
    await tdb.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "a node that does not run the clock sends each lot's own bids (no bids of the previous lot)",
    { timeout: 60_000 },
    async () => {
      const [a, b] = [await signUpVia(nodes[0]!.url, 11), await signUpVia(nodes[1]!.url, 12)];
      const { auction } = await createLiveAuction(tdb.database.db, {
        pool: Array.from({ length: 3 }, (_, i) => ({
          name: `Batter ${i}`,
          type: 'Batter' as const,
        })),
        ownerIds: [a.id, b.id],
        lotWindowMs: 2_500,
        bidWindowMs: 1_000,
        pauseBetweenLotsMs: 100,
      });
      // Both users on the node that does not hold the auction's lease (the clock runs elsewhere).
      let holder = -1;
      for (let i = 0; i < 60 && holder < 0; i++) {
        for (const [n, node] of nodes.entries()) if ((await clocksOn(node)) > 0) holder = n;
        if (holder < 0) await new Promise((r) => setTimeout(r, 250));
      }
      expect(holder).toBeGreaterThanOrEqual(0);
      const other = nodes[1 - holder]!;
      const sa = await connectRoom(other.url, { token: a.token, auctionId: auction.id });
      const sb = await connectRoom(other.url, { token: b.token, auctionId: auction.id });
      sockets.push(sa, sb);

      const first = await sa.waitFor<ActivePlayerDetail>('activePlayerDetail', undefined, 15_000);
      const ackA = await sa.emitAck('bid', { auctionPlayerId: first.playerId, biddingAmount: 0.5 });
      expect(ackA.success).toBe(true);
      const second = await sb.waitFor<ActivePlayerDetail>(
        'activePlayerDetail',
        (e) => e.playerId !== first.playerId,
        15_000,
      );
      const ackB = await sb.emitAck('bid', {
        auctionPlayerId: second.playerId,
        biddingAmount: 0.5,
      });
      expect(ackB.success).toBe(true);
      const list = await sa.waitFor<{ auctionPlayerId: string; bids: { userId: string }[] }>(
        'currentPlayerBids',
        (e) => e.auctionPlayerId === second.playerId && e.bids.length > 0,
      );
      expect(list.bids.map((x) => x.userId)).toEqual([b.id]);
      // A rejoin on that node sees the same list.
      sa.close();
      const again = await connectRoom(other.url, { token: a.token, auctionId: auction.id });
      sockets.push(again);
      const state = roomView(await again.waitFor<RoomSnapshot>('roomState'), Date.now());
      expect(state.lastBids.map((x) => x.userId)).toEqual([b.id]);

      // Leave no clock running for the next test.
      await tdb.database.db
        .update(auctions)
        .set({ status: 'COMPLETED' })
        .where(eq(auctions.id, auction.id));
      for (let i = 0; i < 40; i++) {
        if ((await clocksOn(nodes[0]!)) + (await clocksOn(nodes[1]!)) === 0) break;
        await new Promise((r) => setTimeout(r, 250));
      }
    },
  );

  it(
    'a lot in progress closes exactly once after the lease holder is killed, and the auction finishes',
    { timeout: 120_000 },
    async () => {
      const [a, b] = [await signUpVia(nodes[0]!.url, 1), await signUpVia(nodes[1]!.url, 2)];
      const { auction } = await createLiveAuction(tdb.database.db, {
        pool: Array.from({ length: 4 }, (_, i) => ({
          name: `Batter ${i}`,
          type: 'Batter' as const,
        })),
        ownerIds: [a.id, b.id],
        lotWindowMs: 2_500,
        bidWindowMs: 2_000,
        pauseBetweenLotsMs: 100,
        reorderWindowMs: 500,
      });
      const sa = await connectRoom(nodes[0]!.url, { token: a.token, auctionId: auction.id });
      const sb = await connectRoom(nodes[1]!.url, { token: b.token, auctionId: auction.id });
      sockets.push(sa, sb);

      // Broadcasts cross nodes: A (node 0) sees B's bid made on node 1, and the other way round.
      const lot = await sa.waitFor<ActivePlayerDetail>('activePlayerDetail', undefined, 15_000);
      expect(
        (await sb.emitAck('bid', { auctionPlayerId: lot.playerId, biddingAmount: 0.5 })).success,
      ).toBe(true);
      await sa.waitFor('newBid', (e: { amount: number }) => e.amount === 0.5);
      expect(
        (await sa.emitAck('bid', { auctionPlayerId: lot.playerId, biddingAmount: 0.75 })).success,
      ).toBe(true);
      await sb.waitFor('newBid', (e: { amount: number }) => e.amount === 0.75);

      // Kill -9 the node that runs the clock, in the middle of the lot.
      const holder = (await clocksOn(nodes[0]!)) > 0 ? 0 : 1;
      expect(await clocksOn(nodes[holder]!)).toBe(1);
      nodes[holder]!.proc.kill('SIGKILL');
      const survivor = nodes[1 - holder]!;
      const watcher = holder === 0 ? sb : sa;

      const sold = await watcher.waitFor<AskNewPlayer>(
        'askNewPlayer',
        (e) => e.auctionPlayerId === lot.playerId,
        15_000,
      );
      expect(sold).toMatchObject({ status: 'SOLD', userId: a.id, amount: 0.75 });
      expect(await clocksOn(survivor)).toBe(1);

      // The user who was on the dead node reconnects to the survivor (as the client's reconnect would).
      const moved = holder === 0 ? a : b;
      const again = await connectRoom(survivor.url, { token: moved.token, auctionId: auction.id });
      sockets.push(again);
      await again.waitFor('roomState');

      const deadline = Date.now() + 60_000;
      let status = 'LIVE';
      while (status !== 'COMPLETED' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 300));
        status = (
          await tdb.database.db
            .select({ s: auctions.status })
            .from(auctions)
            .where(eq(auctions.id, auction.id))
        )[0]!.s;
      }
      expect(status).toBe('COMPLETED');

      const log = (
        await tdb.database.db.select().from(roomEvents).where(eq(roomEvents.auctionId, auction.id))
      ).map((r) => r.payload as AuctionEvent);
      const closes = log.filter((e) => e.type === 'lotSold' || e.type === 'lotUnsold');
      expect(new Set(closes.map((e) => (e as { lotId: number }).lotId)).size).toBe(closes.length);
      expect(
        closes.filter((e) => e.type === 'lotSold' && e.playerId === lot.playerId),
      ).toHaveLength(1);
      const accepted = await tdb.database.db
        .select()
        .from(bids)
        .where(and(eq(bids.auctionId, auction.id), eq(bids.accepted, true)));
      for (const bid of accepted)
        expect(bid.receivedAt.getTime()).toBeLessThan(bid.closesAt!.getTime());
    },
  );
});
