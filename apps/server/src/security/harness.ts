/**
 * The bad-input and security suite's fixtures: the real app on a fresh database, two players with
 * funded wallets and teams in a LIVE auction, an admin, and a snapshot of every table's row count
 * (plus wallet sums and accepted bids) to prove a refused request changed nothing.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../test/build-app';
import { createLiveAuction } from '../test/auction-fixtures';
import { adminToken, signUp, type TestUser } from '../test/factories';
import { fundWallet, nextIp } from '../test/wallet';

export interface World {
  t: TestApp;
  app: FastifyInstance;
  a: TestUser;
  b: TestUser;
  admin: string;
  auctionId: string;
  otherAuctionId: string;
  playerIds: string[];
  otherPlayerIds: string[];
  teamA: string;
  teamB: string;
  baseUrl: string | null;
}

export async function buildWorld(
  o: { listen?: boolean; realClock?: boolean } = {},
): Promise<World> {
  const t = await buildTestApp(
    { RATE_LIMIT_PER_MINUTE: '100000' },
    {},
    { realClock: o.realClock ?? false },
  );
  const app = t.app;
  const [a, b, c] = [await signUp(app), await signUp(app), await signUp(app)];
  await fundWallet(app, a, 500);
  await fundWallet(app, b, 500);
  const pool = Array.from({ length: 4 }, (_, i) => ({
    name: `Batter ${i}`,
    type: 'Batter' as const,
  }));
  const live = await createLiveAuction(app.deps.database.db, {
    pool,
    ownerIds: [a.id, b.id],
    lotWindowMs: 600_000,
    bidWindowMs: 600_000,
    budgetLimitLakhs: 1_000,
  });
  const other = await createLiveAuction(app.deps.database.db, {
    pool,
    ownerIds: [c.id],
    status: 'SCHEDULED',
    startsAtMs: Date.now() + 3600_000,
  });
  // The room registers the LIVE auction's teams when it loads: load it now, so that the snapshots
  // taken before and after each case agree. On the fake clock no lease loop runs (nothing else would
  // load it: waiting for it to settle waited 30 s per file); on the real clock the loop may also be
  // starting the auction's clock, so wait until the log stops growing.
  await app.ready();
  await app.deps.room.snapshot(live.auction.id);
  let last = -1;
  for (let i = 0; o.realClock && i < 100; i++) {
    const [r] = await rows<{ n: number }>(app, sql`select count(*)::int as n from room_events`);
    if (r!.n >= 2 && r!.n === last) break;
    last = r!.n;
    await new Promise((res) => setTimeout(res, 300));
  }
  let baseUrl: string | null = null;
  if (o.listen) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }
  return {
    t,
    app,
    a,
    b,
    admin: await adminToken(app),
    auctionId: live.auction.id,
    otherAuctionId: other.auction.id,
    playerIds: live.pool.map((p) => p.id),
    otherPlayerIds: other.pool.map((p) => p.id),
    teamA: live.teams[0]!.id,
    teamB: live.teams[1]!.id,
    baseUrl,
  };
}

export interface Snapshot {
  counts: Record<string, number>;
  walletPaise: number;
  heldPaise: number;
  acceptedBids: number;
  pursesLakhs: number;
  soldPlayers: number;
  mobiles: number;
}

const rows = async <T>(app: FastifyInstance, q: ReturnType<typeof sql>) =>
  ((await app.deps.database.db.execute(q)) as unknown as { rows: T[] }).rows;

/**
 * Row counts of every table (the bid log and sessions aside: refusals are logged; room events count
 * without `bidsRefused`, the audit log's entries of refused attempts, which the room appends with its
 * next entry or on its 5 s beat), sums and sold players.
 */
export async function snapshot(app: FastifyInstance): Promise<Snapshot> {
  const tables = await rows<{ t: string }>(
    app,
    sql`select table_name as t from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%drizzle%'`,
  );
  const counts: Record<string, number> = {};
  for (const { t } of tables) {
    if (t === 'bids' || t === 'sessions') continue;
    const where = t === 'room_events' ? ` where type <> 'bidsRefused'` : '';
    const [r] = await rows<{ n: number }>(
      app,
      sql.raw(`select count(*)::int as n from "${t}"${where}`),
    );
    counts[t] = r!.n;
  }
  const [s] = await rows<Omit<Snapshot, 'counts'>>(
    app,
    sql`select
      (select coalesce(sum(balance_paise), 0)::float8 from wallets) as "walletPaise",
      (select coalesce(sum(held_paise), 0)::float8 from wallets) as "heldPaise",
      (select count(*)::int from bids where accepted) as "acceptedBids",
      (select coalesce(sum(purse_remaining_lakhs), 0)::int from teams) as "pursesLakhs",
      (select count(*)::int from auction_players where status = 'SOLD') as "soldPlayers",
      (select count(mobile_number)::int from users) as "mobiles"`,
  );
  return { counts, ...s! };
}

export async function expectUnchanged(app: FastifyInstance, before: Snapshot, label: string) {
  const after = await snapshot(app);
  const changed = [
    ...Object.keys(after.counts).filter((k) => after.counts[k] !== before.counts[k]),
    ...(Object.keys(after) as (keyof Snapshot)[]).filter(
      (k) => k !== 'counts' && after[k] !== before[k],
    ),
  ];
  expect(changed, `${label}: nothing may change`).toEqual([]);
}

/** One HTTP request from a fresh address (rate limits per IP never bite across cases). */
export function call(
  app: FastifyInstance,
  method: string,
  url: string,
  o: { token?: string | null; body?: unknown; headers?: Record<string, string>; raw?: string } = {},
) {
  return app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      ...(o.body !== undefined || o.raw !== undefined
        ? { 'content-type': 'application/json' }
        : {}),
      ...o.headers,
    },
    ...(o.raw !== undefined
      ? { payload: o.raw }
      : o.body !== undefined
        ? { payload: JSON.stringify(o.body) }
        : {}),
    remoteAddress: nextIp(),
  });
}
