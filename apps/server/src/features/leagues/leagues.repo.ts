/**
 * Leagues in the database: a league is an `auctions` row with an organiser and an invite code. The
 * reads and writes only leagues need: by code, the organiser's open leagues (under their user row's
 * lock), the master pool's player types, the code's rotation.
 */
import { and, asc, count, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { PlayerType } from '@bidxi/engine';
import type { DbOrTx } from '../../db/client';
import { auctions, players, teams, users } from '../../db/schema/index';
import type { AuctionRecord } from '../auctions/auctions.port';

/** Locks the user's row for the transaction (one user's league creations run one at a time). */
export async function lockUser(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row !== undefined;
}

/** How many SCHEDULED or LIVE leagues the user organises. */
export async function countOpenLeagues(db: DbOrTx, organiserId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auctions)
    .where(
      and(eq(auctions.organiserId, organiserId), inArray(auctions.status, ['SCHEDULED', 'LIVE'])),
    );
  return row?.n ?? 0;
}

/** The league with this invite code, or null. */
export async function findLeagueByCode(db: DbOrTx, code: string): Promise<AuctionRecord | null> {
  const [row] = await db.select().from(auctions).where(eq(auctions.inviteCode, code));
  return row ?? null;
}

/** Whether an auction already has this invite code. */
export async function inviteCodeTaken(db: DbOrTx, code: string): Promise<boolean> {
  return (await findLeagueByCode(db, code)) !== null;
}

/** Replaces the league's invite code (old links stop). */
export async function setInviteCode(
  db: DbOrTx,
  auctionId: string,
  code: string,
  at: Date,
): Promise<void> {
  await db
    .update(auctions)
    .set({ inviteCode: code, updatedAt: at })
    .where(eq(auctions.id, auctionId));
}

/** The type of every player in the master pool (the built-in sheet). */
export async function masterPlayerTypes(db: DbOrTx): Promise<PlayerType[]> {
  const rows = await db.select({ type: players.type }).from(players);
  return rows.map((r) => r.type);
}

/** The organiser's username and the league's teams, first joined first. */
export async function leagueFacts(
  db: DbOrTx,
  league: Pick<AuctionRecord, 'id' | 'organiserId'>,
): Promise<{ organiser: string; members: { teamId: string; name: string; isBot: boolean }[] }> {
  const [owner] = league.organiserId
    ? await db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, league.organiserId))
    : [];
  const rows = await db
    .select({ teamId: teams.id, name: teams.name, isBot: teams.isBot })
    .from(teams)
    .where(eq(teams.auctionId, league.id))
    .orderBy(asc(teams.createdAt), asc(teams.id));
  return { organiser: owner?.username ?? '', members: rows };
}

/** A public league starting soon with a free seat, as the open list shows it. */
export interface OpenLeagueRow {
  code: string;
  title: string;
  startsAt: Date;
  teams: number;
  maxTeams: number;
}

/**
 * Public SCHEDULED leagues starting in (`from`, `to`] with fewer teams than seats, soonest first:
 * private, full and started leagues are never among them.
 */
export async function findOpenLeagues(
  db: DbOrTx,
  from: Date,
  to: Date,
  limit: number,
): Promise<OpenLeagueRow[]> {
  const joined = count(teams.id);
  const rows = await db
    .select({
      code: auctions.inviteCode,
      title: auctions.title,
      startsAt: auctions.startsAt,
      teams: joined,
      maxTeams: auctions.maxTeams,
    })
    .from(auctions)
    .leftJoin(teams, eq(teams.auctionId, auctions.id))
    .where(
      and(
        eq(auctions.status, 'SCHEDULED'),
        eq(auctions.visibility, 'public'),
        isNotNull(auctions.inviteCode),
        isNotNull(auctions.maxTeams),
        gt(auctions.startsAt, from),
        lte(auctions.startsAt, to),
      ),
    )
    .groupBy(auctions.id)
    .having(sql`count(${teams.id}) < ${auctions.maxTeams}`)
    .orderBy(asc(auctions.startsAt), asc(auctions.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, code: r.code!, maxTeams: r.maxTeams! }));
}
