/**
 * RT-3: server memory per room connection. The server's resident memory (VmRSS) once its room is
 * loaded and two clients hold a lot open, then again with `n` clients connected and settled; the
 * difference over `n - 2`. Ours: every client owns a team (as in a real room), rooms of at most
 * BENCH_ROOM_SIZE (1,000) teams, every room loaded before the baseline; bare: plain socket.io
 * clients in one room.
 */
import type { DbKind } from '../lib/config';
import { closeAll, connectMany } from '../lib/clients';
import { sleep } from '../lib/stats';
import { createBenchDatabase } from '../lib/databases';
import { bidxiEnv, startBidxi, type ServerProcess } from '../lib/processes';
import { seedRoom, seedUsers } from '../lib/seed';
import { startBareRoom } from './rooms';

const SETTLE_MS = 3_000;

async function settledRss(rss: () => number): Promise<number> {
  await sleep(SETTLE_MS);
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    samples.push(rss());
    await sleep(200);
  }
  return Math.min(...samples);
}

/** Clients per auction room in RT-3: larger counts are spread over several rooms of this size. */
const ROOM_SIZE = Number(process.env.BENCH_ROOM_SIZE ?? 1000);

/** KB per connection for ours with `n` clients (in rooms of at most ROOM_SIZE teams). */
export async function oursMemoryPerConnection(kind: DbKind, n: number): Promise<number> {
  const db = await createBenchDatabase(kind, 'mem');
  let server: ServerProcess | null = null;
  try {
    const database = await db.open();
    const users = await seedUsers(database, n);
    const auths: Record<string, unknown>[] = [];
    for (let i = 0; i < n; i += ROOM_SIZE) {
      const owners = users.slice(i, i + ROOM_SIZE);
      const room = await seedRoom(database, {
        owners,
        poolSize: 20,
        lotWindowMs: 3_600_000,
        bidWindowMs: 3_600_000,
      });
      owners.forEach((u, k) =>
        auths.push({
          token: u.token,
          'x-room-lobby': room.auctionId,
          deviceId: `bench-device-${i + k}`,
        }),
      );
    }
    await database.close();
    server = await startBidxi(bidxiEnv({ url: db.url, pgliteDir: db.dataDir }, db.dataDir));
    const first = await connectMany(server.url, auths.slice(0, 2));
    const before = await settledRss(server.rssKb);
    const rest = await connectMany(server.url, auths.slice(2), { concurrency: 50 });
    const after = await settledRss(server.rssKb);
    closeAll([...first, ...rest]);
    return (after - before) / (n - 2);
  } finally {
    await server?.stop();
    await db.drop();
  }
}

export async function bareMemoryPerConnection(kind: DbKind, n: number): Promise<number> {
  const room = await startBareRoom(kind, { clients: 2 });
  try {
    const before = await settledRss(room.server.rssKb);
    const auths = Array.from({ length: n - 2 }, (_, i) => ({ client: i + 2 }));
    const rest = await connectMany(room.server.url, auths, { concurrency: 50 });
    const after = await settledRss(room.server.rssKb);
    closeAll(rest);
    return (after - before) / (n - 2);
  } finally {
    await room.close();
  }
}
