/**
 * Seeds a benchmark database straight through the server's own Drizzle schema (thousands of users
 * through the sign-up API would spend minutes hashing passwords): users with live sessions and signed
 * tokens, and a LIVE auction with a pool and one team per user.
 */
import { randomUUID } from 'node:crypto';
import type { Database, DbOrTx } from '../../apps/server/src/db/client';
import {
  auctionPlayers,
  auctions,
  players,
  sessions,
  teams,
  users,
} from '../../apps/server/src/db/schema/index';
import { createTokenService } from '../../apps/server/src/platform/tokens';
import { JWT_SECRET } from './processes';

export interface SeededUser {
  id: string;
  email: string;
  username: string;
  token: string;
  teamId?: string;
}

const CHUNK = 500;
const tokens = createTokenService(JWT_SECRET);

async function chunked<T>(rows: T[], insert: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** `n` users with a USER session each and its token (valid for a day). */
export async function seedUsers(database: Database, n: number, tag = 'u'): Promise<SeededUser[]> {
  const db = database.db;
  const run = randomUUID().slice(0, 8);
  const rows = Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    email: `${tag}${i}.${run}@bench.bidxi`,
    username: `${tag} ${i}`,
    passwordHash: 'not-a-real-hash',
    ageConfirmedAt: new Date(),
  }));
  await chunked(rows, (part) => db.insert(users).values(part));
  const expiresAt = new Date(Date.now() + 24 * 3600_000);
  const sess = rows.map((u) => ({
    id: randomUUID(),
    userId: u.id,
    kind: 'USER' as const,
    expiresAt,
  }));
  await chunked(sess, (part) => db.insert(sessions).values(part));
  return Promise.all(
    sess.map(async (s, i) => ({
      id: s.userId,
      email: rows[i]!.email,
      username: rows[i]!.username,
      token: await tokens.sign(
        { userId: s.userId, sessionId: s.id, kind: 'USER' },
        expiresAt.getTime(),
      ),
    })),
  );
}

export interface RoomSeedOptions {
  owners: SeededUser[];
  poolSize: number;
  lotWindowMs: number;
  bidWindowMs: number;
  pauseBetweenLotsMs?: number;
  budgetLimitLakhs?: number;
  basePriceLakhs?: number;
  status?: 'LIVE' | 'SCHEDULED';
  startsAtMs?: number;
}

export interface SeededRoom {
  auctionId: string;
  playerIds: string[];
}

/**
 * A LIVE auction (lots start at once) with a pool of all four types and one team per owner, in one
 * transaction: a running server's lease loop loads a LIVE auction as soon as it sees it, and loads
 * its pool and teams once (later teams reach the room through registration, which this bypasses),
 * so a half-seeded auction would run without them.
 */
export function seedRoom(database: Database, o: RoomSeedOptions): Promise<SeededRoom> {
  return database.db.transaction((tx) => insertRoom(tx, o));
}

async function insertRoom(db: DbOrTx, o: RoomSeedOptions): Promise<SeededRoom> {
  const budget = o.budgetLimitLakhs ?? 1_000_000;
  const startsAt = new Date(o.startsAtMs ?? Date.now() - 1000);
  const [auction] = await db
    .insert(auctions)
    .values({
      title: `Bench auction ${randomUUID().slice(0, 8)}`,
      status: o.status ?? 'LIVE',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 6 * 3600_000),
      budgetLimitLakhs: budget,
      lobbyMs: 0,
      lotWindowMs: o.lotWindowMs,
      bidWindowMs: o.bidWindowMs,
      pauseBetweenLotsMs: o.pauseBetweenLotsMs ?? 200,
      reorderWindowMs: 600_000,
    })
    .returning();
  if (!auction) throw new Error('no auction');
  const suffix = randomUUID().slice(0, 6);
  const slotPoints = Array.from({ length: 11 }, (_, s) => 100 - s * 5);
  const playerIds: string[] = [];
  for (let i = 0; i < o.poolSize; i++) {
    const type = (['Batter', 'Bowler', 'Wicket-Keeper', 'All-Rounder'] as const)[i % 4]!;
    const [p] = await db
      .insert(players)
      .values({
        name: `Bench ${type} ${i} ${suffix}`,
        type,
        lotGroup: 1,
        sheetIndex: i,
        basePriceLakhs: o.basePriceLakhs ?? 50,
        bonus: 0,
        slotPoints,
      })
      .returning();
    const [ap] = await db
      .insert(auctionPlayers)
      .values({
        auctionId: auction.id,
        playerId: p!.id,
        name: p!.name,
        type,
        order: 1,
        sheetIndex: i,
        basePriceLakhs: p!.basePriceLakhs,
        bonus: 0,
        slotPoints,
      })
      .returning({ id: auctionPlayers.id });
    playerIds.push(ap!.id);
  }
  const teamRows = o.owners.map((u, i) => ({
    id: randomUUID(),
    auctionId: auction.id,
    ownerId: u.id,
    name: `Team ${i + 1}`,
    budgetLimitLakhs: budget,
    purseRemainingLakhs: budget,
  }));
  await chunked(teamRows, (part) => db.insert(teams).values(part));
  o.owners.forEach((u, i) => (u.teamId = teamRows[i]!.id));
  return { auctionId: auction.id, playerIds };
}
