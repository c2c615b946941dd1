/**
 * Live-room scenarios on two nodes: Redis stopped for 10 s, the lease holder paused (SIGSTOP) past
 * any lease and resumed, the holder's event loop blocked 500 ms across a close (SIGSTOP/SIGCONT of
 * the process), a reconnect storm after a node is killed, duplicated and reordered emits, and a
 * client that never reads.
 */
import type { Socket } from 'socket.io-client';
import { benchConfig } from '../lib/config';
import { waitUntil } from '../lib/clients';
import type { RoomSnapshot } from '../lib/room-wire';
import { sleep } from '../lib/stats';
import { emit, joinAll, seedFaultRoom, startBidding, type Cluster } from './cluster';
import type { ScenarioResult } from './run-faults';

const clocksOn = async (url: string) =>
  ((await (await fetch(`${url}/api/health`)).json()) as { roomClocks: number }).roomClocks;

async function holderOf(c: Cluster): Promise<number> {
  for (let i = 0; i < 50; i++) {
    for (const [k, n] of c.nodes.entries())
      if (n && (await clocksOn(n.url).catch(() => 0)) > 0) return k;
    await sleep(200);
  }
  throw new Error('no node holds the lease');
}

export async function stopRedis(c: Cluster): Promise<ScenarioResult> {
  const room = await seedFaultRoom(c, 6);
  const joined = await joinAll(c, room, (i) => i % 2);
  const bidding = startBidding(joined.sockets, joined.lot);
  try {
    await sleep(1_500);
    await c.redis!.down();
    await sleep(Number(process.env.FAULT_REDIS_DOWN_MS ?? 10_000));
    await c.redis!.up();
    await sleep(4_000);
    await bidding.stop();
    // Broadcasts cross nodes again: a chat on node 0 reaches a client on node 1.
    const heard = new Promise<boolean>((resolve) => {
      joined.sockets[1]!.once('receiveChatMessage', () => resolve(true));
      setTimeout(() => resolve(false), 8_000);
    });
    await emit(joined.sockets[0]!, 'sendChatMessage', { message: 'after redis' });
    const crossed = await heard;
    return {
      auctionId: room.auctionId,
      acked: bidding.acked,
      notes: [
        `${bidding.acked.length} bids acked; cross-node broadcast after Redis is back: ${crossed}`,
      ],
      extra: crossed ? [] : ['broadcasts did not cross nodes after Redis came back'],
    };
  } finally {
    joined.close();
  }
}

export async function pauseLeaseHolder(c: Cluster): Promise<ScenarioResult> {
  const room = await seedFaultRoom(c, 6);
  const joined = await joinAll(c, room, (i) => i % 2);
  const holder = await holderOf(c);
  const other = 1 - holder;
  const onOther = joined.sockets.filter((_, i) => i % 2 === other);
  const bidding = startBidding(onOther, joined.lot);
  try {
    await sleep(1_000);
    c.nodes[holder]!.signal('SIGSTOP');
    const pauseMs = Number(process.env.FAULT_PAUSE_MS ?? 10_000);
    await sleep(pauseMs);
    const tookOver = (await clocksOn(c.nodes[other]!.url)) > 0;
    c.nodes[holder]!.signal('SIGCONT');
    await sleep(4_000);
    await bidding.stop();
    return {
      auctionId: room.auctionId,
      acked: bidding.acked,
      notes: [
        `paused ${pauseMs} ms; the other node took the clock over during the pause: ${tookOver}`,
      ],
      extra: tookOver
        ? []
        : ['the auction stalled: no node ran its clock while the holder was paused'],
    };
  } finally {
    c.nodes[holder]!.signal('SIGCONT');
    joined.close();
  }
}

export async function blockAcrossClose(c: Cluster): Promise<ScenarioResult> {
  const room = await seedFaultRoom(c, 6, 8, { lot: 1_500, bid: 800 });
  const joined = await joinAll(c, room, (i) => i % 2);
  const holder = await holderOf(c);
  const other = 1 - holder;
  const onOther = joined.sockets.filter((_, i) => i % 2 === other);
  const acked = [];
  const notes: string[] = [];
  try {
    for (let lotNo = 0; lotNo < 2; lotNo++) {
      await waitUntil(() => joined.lot() !== null, 15_000, 'a lot');
      const lot = joined.lot()!;
      const closesAt = await new Promise<number>((resolve) => {
        const s = onOther[0]!;
        s.once('roomState', (st: RoomSnapshot) =>
          resolve(st.state.currentLot?.closesAt ?? Date.now()),
        );
        s.emit('getRoomState', {}, () => undefined);
      });
      await sleep(Math.max(0, closesAt - Date.now() - 250));
      c.nodes[holder]!.signal('SIGSTOP');
      const burst = onOther.map((s, k) =>
        sleep(k * 60).then(() =>
          emit(
            s,
            'bid',
            {
              auctionPlayerId: lot.playerId,
              lotId: lot.lotId,
              biddingAmount: (lot.minNextLakhs + 25 * k) / 100,
            },
            10_000,
          ),
        ),
      );
      await sleep(500);
      c.nodes[holder]!.signal('SIGCONT');
      for (const r of await Promise.all(burst)) {
        const d = r.data as { seq?: number; amountLakhs?: number } | undefined;
        if (r.success && d?.seq !== undefined)
          acked.push({ seq: d.seq, amountLakhs: d.amountLakhs! });
        else notes.push(r.error?.code ?? '?');
      }
      await waitUntil(() => joined.lot()?.playerId !== lot.playerId, 20_000, 'the close');
    }
    return {
      auctionId: room.auctionId,
      acked,
      notes: [
        `${acked.length} accepted around blocked closes; refused: ${[...new Set(notes)].join(', ') || 'none'}`,
      ],
      extra: [],
    };
  } finally {
    c.nodes[holder]!.signal('SIGCONT');
    joined.close();
  }
}

export async function reconnectStorm(c: Cluster): Promise<ScenarioResult> {
  const n = Number(process.env.FAULT_CLIENTS ?? (benchConfig.clients >= 1000 ? 1000 : 200));
  const room = await seedFaultRoom(c, n, 12, { lot: 3_000, bid: 2_000 });
  const states = new Map<number, number>();
  let after = Number.POSITIVE_INFINITY;
  const joined = await joinAll(c, room, (i) => (i < 4 ? 1 : 0));
  joined.sockets.forEach((s, i) =>
    s.on('roomState', (st: { seq: number }) => Date.now() > after && states.set(i, st.seq)),
  );
  const bidding = startBidding(joined.sockets.slice(0, 4), joined.lot, 100);
  try {
    await sleep(1_000);
    after = Date.now();
    await c.restart(0);
    const back = n - 4;
    await waitUntil(
      () => states.size >= Math.ceil(back * 0.99),
      90_000,
      '99% of the storm back',
    ).catch(() => undefined);
    const ms = Date.now() - after;
    await bidding.stop();
    return {
      auctionId: room.auctionId,
      acked: bidding.acked,
      notes: [
        `${states.size}/${back} clients back with a roomState in ${ms} ms (node restart included)`,
      ],
      extra:
        states.size >= Math.ceil(back * 0.99)
          ? []
          : [`only ${states.size}/${back} clients came back`],
    };
  } finally {
    joined.close();
  }
}

export async function duplicateAndReorder(c: Cluster): Promise<ScenarioResult> {
  const room = await seedFaultRoom(c, 4, 6, { lot: 5_000, bid: 3_000 });
  const joined = await joinAll(c, room, (i) => i % 2);
  const acked = [];
  let dupAccepted = 0;
  try {
    for (let round = 0; round < 3; round++) {
      await waitUntil(() => joined.lot() !== null, 15_000, 'a lot');
      const lot = joined.lot()!;
      const [a, b] = [joined.sockets[round % 2]!, joined.sockets[2 + (round % 2)]!];
      const dup = {
        auctionPlayerId: lot.playerId,
        lotId: lot.lotId,
        biddingAmount: lot.minNextLakhs / 100,
      };
      const dups = await Promise.all(Array.from({ length: 5 }, () => emit(a, 'bid', dup)));
      dupAccepted = Math.max(dupAccepted, dups.filter((d) => d.success).length);
      const base = lot.minNextLakhs + 100;
      const reordered = await Promise.all(
        [base + 100, base, base + 50].map((x) =>
          emit(b, 'bid', {
            auctionPlayerId: lot.playerId,
            lotId: lot.lotId,
            biddingAmount: x / 100,
          }),
        ),
      );
      for (const r of [...dups, ...reordered]) {
        const d = r.data as { seq?: number; amountLakhs?: number } | undefined;
        if (r.success && d?.seq !== undefined)
          acked.push({ seq: d.seq, amountLakhs: d.amountLakhs! });
      }
      await waitUntil(() => joined.lot()?.playerId !== lot.playerId, 20_000, 'the close');
    }
    return {
      auctionId: room.auctionId,
      acked,
      notes: [`duplicates accepted at most ${dupAccepted} of 5; ${acked.length} accepted in all`],
      extra: dupAccepted > 1 ? [`a duplicated bid was accepted ${dupAccepted} times`] : [],
    };
  } finally {
    joined.close();
  }
}

export async function clientNeverReads(c: Cluster): Promise<ScenarioResult> {
  const room = await seedFaultRoom(c, 6);
  const joined = await joinAll(c, room, () => 0);
  const slow = joined.sockets[5]!;
  const ws = (slow.io.engine as unknown as { transport: { ws?: { _socket?: { pause(): void } } } })
    .transport.ws;
  ws?._socket?.pause();
  const rss0 = c.nodes[0]!.rssKb();
  const bidders: Socket[] = joined.sockets.slice(0, 5);
  const bidding = startBidding(bidders, joined.lot, 20);
  try {
    await sleep(8_000);
    await bidding.stop();
    const grew = c.nodes[0]!.rssKb() - rss0;
    const alive = await fetch(`${c.nodes[0]!.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    return {
      auctionId: room.auctionId,
      acked: bidding.acked,
      notes: [
        `${bidding.acked.length} bids acked while one client read nothing; server RSS +${(grew / 1024).toFixed(0)} MB`,
      ],
      extra: alive && bidding.acked.length > 0 ? [] : ['the server stopped serving the others'],
    };
  } finally {
    joined.close();
  }
}
