/**
 * RT-7's league variant: the N auctions are made the way players make them, through the running
 * server's HTTP API: each room's first owner `POST /api/leagues` (10 seats, bots off), all ten owners
 * `POST /api/leagues/{code}/join`, then the organiser `POST /api/auctions/{id}/organiser/start`. Only
 * the lot clock, the pool and the prices are set in the database before the start (RT-7's 3 s / 2 s
 * / 0.3 s windows and no lobby, the admin side's 16 players with 4 of each type, the bots' 0.5 Cr
 * base price; a league's own paces are 10 s and 20 s, its sheet has 148 players and its prices
 * vary), so the two sides run the same rooms and differ only in how the auctions were made.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { auctionPlayers, auctions } from '../../apps/server/src/db/schema/index';
import type { BenchDatabase } from '../lib/databases';
import type { SeededUser } from '../lib/seed';
import { BASE_PRICE_LAKHS } from './room-bots';

/** RT-7's lot clock, applied to each league before its start. */
export interface LeagueClock {
  lotWindowMs: number;
  bidWindowMs: number;
  pauseBetweenLotsMs: number;
  /**
   * Players kept in each league's pool: a quarter of each of the four types (the first in the
   * sheet's order), as the admin side seeds them; a pool of one type refuses most bids by the squad
   * rules.
   */
  poolSize: number;
}

/** Calls the server's JSON API as `user`; @throws on any status but `expected`. */
async function call<T>(
  baseUrl: string,
  user: SeededUser,
  path: string,
  body: unknown,
  expected: number,
): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== expected) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Runs `fn` over `items`, at most `width` at a time. */
async function inBatches<T>(items: T[], width: number, fn: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += width)
    await Promise.all(items.slice(i, i + width).map(fn));
}

/**
 * Makes one full league per `clientsPerRoom` users in `users` through the API and starts them; sets
 * each user's `teamId`. @returns the auction ids, room by room.
 */
export async function createLeagueRooms(
  baseUrl: string,
  db: BenchDatabase,
  users: SeededUser[],
  clientsPerRoom: number,
  clock: LeagueClock,
): Promise<string[]> {
  const rooms = users.length / clientsPerRoom;
  const owners = (r: number) => users.slice(r * clientsPerRoom, (r + 1) * clientsPerRoom);
  const made: { auctionId: string; inviteCode: string }[] = [];
  await inBatches([...Array(rooms).keys()], 20, async (r) => {
    made[r] = await call(
      baseUrl,
      owners(r)[0]!,
      '/api/leagues',
      { title: `Bench league ${r}`, maxTeams: clientsPerRoom, botsFill: false, purseCr: 1000 },
      201,
    );
  });
  await inBatches(users, 50, async (u) => {
    const r = Math.floor(users.indexOf(u) / clientsPerRoom);
    const joined = await call<{ teamId: string }>(
      baseUrl,
      u,
      `/api/leagues/${made[r]!.inviteCode}/join`,
      { teamName: `Team ${u.username}` },
      201,
    );
    u.teamId = joined.teamId;
  });
  const ids = made.map((m) => m.auctionId);
  const database = await db.open();
  try {
    const { poolSize, ...windows } = clock;
    await database.db
      .update(auctions)
      .set({ ...windows, lobbyMs: 0 })
      .where(inArray(auctions.id, ids));
    await database.db.execute(sql`
      delete from auction_players p using (
        select id, row_number() over (
          partition by auction_id, type order by "order", sheet_index
        ) as n
        from auction_players where auction_id in ${ids}
      ) ranked where p.id = ranked.id and ranked.n > ${Math.ceil(poolSize / 4)}`);
    await database.db
      .update(auctionPlayers)
      .set({ basePriceLakhs: BASE_PRICE_LAKHS })
      .where(inArray(auctionPlayers.auctionId, ids));
    const [one] = await database.db.select().from(auctions).where(eq(auctions.id, ids[0]!));
    if (one?.lotWindowMs !== clock.lotWindowMs) throw new Error('league clock not set');
  } finally {
    await database.close();
  }
  await inBatches([...Array(rooms).keys()], 20, async (r) => {
    await call(baseUrl, owners(r)[0]!, `/api/auctions/${ids[r]}/organiser/start`, {}, 200);
  });
  return ids;
}
