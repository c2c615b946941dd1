/**
 * Teams in the database. A team is the registration: UNIQUE(auction_id, owner_id) makes a second
 * insert for the same user and auction do nothing, whatever the concurrency.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { teams, users } from '../../db/schema/index';

/** A team as services see it, with its owner's public fields (null for a bot). */
export interface TeamRecord {
  id: string;
  auctionId: string;
  ownerId: string | null;
  ownerUsername: string | null;
  name: string;
  mobileNumber: string | null;
  imageId: string | null;
  registrationFeePaidPaise: number;
  budgetLimitLakhs: number;
  purseRemainingLakhs: number;
  isBot: boolean;
  createdAt: Date;
}

const columns = {
  id: teams.id,
  auctionId: teams.auctionId,
  ownerId: teams.ownerId,
  ownerUsername: users.username,
  name: teams.name,
  mobileNumber: teams.mobileNumber,
  imageId: teams.imageId,
  registrationFeePaidPaise: teams.registrationFeePaidPaise,
  budgetLimitLakhs: teams.budgetLimitLakhs,
  purseRemainingLakhs: teams.purseRemainingLakhs,
  isBot: teams.isBot,
  createdAt: teams.createdAt,
};

export interface NewTeam {
  auctionId: string;
  ownerId: string;
  name: string;
  /** Null for a team made without the registration form (a practice auction's). */
  mobileNumber: string | null;
  imageId: string | null;
  registrationFeePaidPaise: number;
  budgetLimitLakhs: number;
  at: Date;
}

/** Inserts the user's team. @returns its id, or null when the user already has a team in the auction. */
export async function insertTeamOnce(db: DbOrTx, t: NewTeam): Promise<string | null> {
  const [row] = await db
    .insert(teams)
    .values({
      auctionId: t.auctionId,
      ownerId: t.ownerId,
      name: t.name,
      mobileNumber: t.mobileNumber,
      imageId: t.imageId,
      registrationFeePaidPaise: t.registrationFeePaidPaise,
      budgetLimitLakhs: t.budgetLimitLakhs,
      purseRemainingLakhs: t.budgetLimitLakhs,
      createdAt: t.at,
      updatedAt: t.at,
    })
    .onConflictDoNothing({ target: [teams.auctionId, teams.ownerId] })
    .returning({ id: teams.id });
  return row?.id ?? null;
}

export async function findTeam(db: DbOrTx, id: string): Promise<TeamRecord | null> {
  const [row] = await db
    .select(columns)
    .from(teams)
    .leftJoin(users, eq(users.id, teams.ownerId))
    .where(eq(teams.id, id));
  return row ?? null;
}

export async function findTeamOf(
  db: DbOrTx,
  auctionId: string,
  ownerId: string,
): Promise<TeamRecord | null> {
  const [row] = await db
    .select(columns)
    .from(teams)
    .leftJoin(users, eq(users.id, teams.ownerId))
    .where(and(eq(teams.auctionId, auctionId), eq(teams.ownerId, ownerId)));
  return row ?? null;
}

/** Every team of an auction (bots included), oldest first. */
export async function listTeamsOfAuction(db: DbOrTx, auctionId: string): Promise<TeamRecord[]> {
  return db
    .select(columns)
    .from(teams)
    .leftJoin(users, eq(users.id, teams.ownerId))
    .where(eq(teams.auctionId, auctionId))
    .orderBy(asc(teams.createdAt), asc(teams.id));
}

/** How many teams an auction has (bots included). */
export async function countTeamsOfAuction(db: DbOrTx, auctionId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teams).where(eq(teams.auctionId, auctionId));
  return row?.n ?? 0;
}

/**
 * Deletes a team of `auctionId` (a league member leaving or removed before the start, when the team
 * has no bids, players or fee). @returns whether a team was deleted.
 */
export async function deleteTeam(db: DbOrTx, auctionId: string, teamId: string): Promise<boolean> {
  const rows = await db
    .delete(teams)
    .where(and(eq(teams.id, teamId), eq(teams.auctionId, auctionId)))
    .returning({ id: teams.id });
  return rows.length > 0;
}

/** The user's teams, in any of `auctionIds` when given. */
export async function listTeamsOfUser(
  db: DbOrTx,
  ownerId: string,
  auctionIds?: readonly string[],
): Promise<TeamRecord[]> {
  const where = auctionIds
    ? and(eq(teams.ownerId, ownerId), inArray(teams.auctionId, [...auctionIds]))
    : eq(teams.ownerId, ownerId);
  return db
    .select(columns)
    .from(teams)
    .leftJoin(users, eq(users.id, teams.ownerId))
    .where(where)
    .orderBy(asc(teams.createdAt));
}

/** Admin detail: each human team's owner e-mail. */
export async function ownerEmails(db: DbOrTx, auctionId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ teamId: teams.id, email: users.email })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.ownerId))
    .where(eq(teams.auctionId, auctionId));
  return new Map(rows.map((r) => [r.teamId, r.email]));
}
