/**
 * Auctions in the database: plain records in stored units (paise, lakhs, UTC instants). Writes that
 * depend on the status are conditional updates, so two nodes (or a request and the scheduler) can
 * race and exactly one wins.
 */
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auctionPlayers, auctions, teams, users } from '../../db/schema/index';
import { teamNetFeePaise } from './auction-revenue';

export type AuctionStatus = (typeof auctions.$inferSelect)['status'];

/** An auction as services see it. */
export interface AuctionRecord {
  id: string;
  title: string;
  description: string;
  imageId: string | null;
  ytLink: string | null;
  status: AuctionStatus;
  startsAt: Date;
  endsAt: Date;
  registrationFeePaise: number;
  budgetLimitLakhs: number;
  isEndTimeUpdated: boolean;
  biddingEndedAt: Date | null;
  isDemo: boolean;
  createdById: string | null;
  prizePoolPercent: number;
  prizeFirstPercent: number;
  prizeSecondPercent: number;
  prizeThirdPercent: number;
  lotWindowMs: number;
  bidWindowMs: number;
  lobbyMs: number;
  pauseBetweenLotsMs: number;
  reorderWindowMs: number;
  botTeams: number;
  /** The player a practice auction vs bots belongs to; null for every other auction. */
  practiceOwnerId: string | null;
  /** A league's organiser, invite code, visibility, seats and bots-fill; null/false otherwise. */
  organiserId: string | null;
  inviteCode: string | null;
  visibility: 'private' | 'public' | null;
  maxTeams: number | null;
  botsFill: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The writable fields. */
export type AuctionWrite = Partial<Omit<AuctionRecord, 'id' | 'createdAt' | 'updatedAt'>>;
export type AuctionInsert = AuctionWrite &
  Pick<AuctionRecord, 'title' | 'startsAt' | 'endsAt' | 'registrationFeePaise'> & {
    createdAt?: Date;
    updatedAt?: Date;
  };

export async function insertAuction(db: DbOrTx, data: AuctionInsert): Promise<AuctionRecord> {
  const [row] = await db.insert(auctions).values(data).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Inserts a demo auction unless one is already SCHEDULED or LIVE (a partial unique index decides).
 * @returns the new auction, or null when another demo is active.
 */
export async function insertDemoAuctionOnce(
  db: DbOrTx,
  data: AuctionInsert,
): Promise<AuctionRecord | null> {
  const [row] = await db
    .insert(auctions)
    .values({ ...data, isDemo: true })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** One auction; `lock` takes a row lock for the rest of the transaction. */
export async function findAuction(
  db: DbOrTx,
  id: string,
  lock?: 'update' | 'share',
): Promise<AuctionRecord | null> {
  const q = db.select().from(auctions).where(eq(auctions.id, id));
  const [row] = lock ? await q.for(lock) : await q;
  return row ?? null;
}

/**
 * Updates an auction, only while its status is one of `onlyIf` (when given).
 * @returns the updated auction, or null when it does not exist or the status did not match.
 */
export async function updateAuction(
  db: DbOrTx,
  id: string,
  patch: AuctionWrite,
  at: Date,
  onlyIf?: readonly AuctionStatus[],
): Promise<AuctionRecord | null> {
  const where = onlyIf
    ? and(eq(auctions.id, id), inArray(auctions.status, [...onlyIf]))
    : eq(auctions.id, id);
  const [row] = await db
    .update(auctions)
    .set({ ...patch, updatedAt: at })
    .where(where)
    .returning();
  return row ?? null;
}

/** Whether an auction may start at its time: a league without bots waits for two teams. */
const mayStart = () =>
  or(
    isNull(auctions.maxTeams),
    eq(auctions.botsFill, true),
    sql`(select count(*) from "teams" where "teams"."auction_id" = "auctions"."id") >= 2`,
  );

/**
 * SCHEDULED auctions whose start has come, moved to LIVE in one conditional statement. A league
 * without bots waits (SCHEDULED) while fewer than two teams have joined.
 */
export async function startDueAuctions(db: DbOrTx, now: Date): Promise<AuctionRecord[]> {
  return db
    .update(auctions)
    .set({ status: 'LIVE', updatedAt: now })
    .where(and(eq(auctions.status, 'SCHEDULED'), lte(auctions.startsAt, now), mayStart()))
    .returning();
}

/**
 * The earliest start {@link startDueAuctions} has to act on: a SCHEDULED auction starting after
 * `now`, or one whose start has passed and may start (a league still waiting for its second team is
 * left out until one joins). One read of the (status, starts_at) index. @returns null when none.
 */
export async function earliestPendingStart(db: DbOrTx, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ startsAt: auctions.startsAt })
    .from(auctions)
    .where(and(eq(auctions.status, 'SCHEDULED'), or(gt(auctions.startsAt, now), mayStart())))
    .orderBy(asc(auctions.startsAt))
    .limit(1);
  return row?.startsAt ?? null;
}

export interface AuctionFilter {
  statuses?: readonly AuctionStatus[];
  /** Only auctions starting at or after `from` and ending at or before `to`. */
  from?: Date;
  to?: Date;
  ids?: readonly string[];
  isDemo?: boolean;
  /** false: leave players' practice auctions out (they are private to their owner). */
  isPractice?: boolean;
  /** true: only auctions players see listed (no private league: those are found by code). */
  isListed?: boolean;
}

export async function listAuctions(db: DbOrTx, f: AuctionFilter = {}): Promise<AuctionRecord[]> {
  const conds: SQL[] = [];
  if (f.statuses) conds.push(inArray(auctions.status, [...f.statuses]));
  if (f.from) conds.push(gte(auctions.startsAt, f.from));
  if (f.to) conds.push(lte(auctions.endsAt, f.to));
  if (f.ids) conds.push(f.ids.length ? inArray(auctions.id, [...f.ids]) : sql`false`);
  if (f.isDemo !== undefined) conds.push(eq(auctions.isDemo, f.isDemo));
  if (f.isPractice !== undefined)
    conds.push(
      f.isPractice ? isNotNull(auctions.practiceOwnerId) : isNull(auctions.practiceOwnerId),
    );
  if (f.isListed) conds.push(or(isNull(auctions.visibility), eq(auctions.visibility, 'public'))!);
  return db
    .select()
    .from(auctions)
    .where(and(...conds))
    .orderBy(asc(auctions.startsAt), desc(auctions.createdAt));
}

/** The statuses players list (every one but CANCELLED: spec "getallstatus"). */
export const PLAYER_STATUSES: AuctionStatus[] = ['SCHEDULED', 'LIVE', 'COMPLETED'];

/**
 * The reads of `GET auctions/getallstatus` and the auction views, built once per database handle and,
 * on PostgreSQL, prepared once per connection: building them per request was the largest part of
 * the route's own CPU after the socket writes (API-1 in docs/benchmarks.md).
 */
function prepareReads(db: DbOrTx) {
  const ids = sql`any(${sql.placeholder('ids')}::uuid[])`;
  return {
    forPlayers: db
      .select()
      .from(auctions)
      .where(
        and(
          inArray(auctions.status, PLAYER_STATUSES),
          isNull(auctions.practiceOwnerId),
          // A private league is found by its code, not listed.
          or(isNull(auctions.visibility), eq(auctions.visibility, 'public')),
        ),
      )
      .orderBy(asc(auctions.startsAt), desc(auctions.createdAt))
      .prepare('bidxi_auctions_for_players'),
    owners: db
      .select({
        auctionId: teams.auctionId,
        id: users.id,
        username: users.username,
        feePaise: teamNetFeePaise,
      })
      .from(teams)
      .innerJoin(users, eq(users.id, teams.ownerId))
      .where(and(sql`${teams.auctionId} = ${ids}`, eq(teams.isBot, false)))
      .orderBy(asc(teams.createdAt))
      .prepare('bidxi_auction_owners'),
    poolSizes: db
      .select({ auctionId: auctionPlayers.auctionId, n: sql<number>`count(*)::int` })
      .from(auctionPlayers)
      .where(sql`${auctionPlayers.auctionId} = ${ids}`)
      .groupBy(auctionPlayers.auctionId)
      .prepare('bidxi_auction_pool_sizes'),
  };
}

const reads = new WeakMap<DbOrTx, ReturnType<typeof prepareReads>>();
const preparedReads = (db: DbOrTx) => {
  let r = reads.get(db);
  if (!r) reads.set(db, (r = prepareReads(db)));
  return r;
};

/** Every auction players see listed (not cancelled, practice or a private league), soonest first. */
export async function listPlayerAuctions(db: DbOrTx): Promise<AuctionRecord[]> {
  return preparedReads(db).forPlayers.execute();
}

/** What the views add to an auction: participants (id, username), counts and revenue (auction-revenue.ts). */
export interface AuctionStats {
  participants: { id: string; username: string }[];
  teamCount: number;
  totalPlayerCount: number;
  /** Net fees of its player teams (paid less refunded), in paise: the auction's revenue. */
  feesPaise: number;
}

export async function auctionStats(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, AuctionStats>> {
  const stats = new Map<string, AuctionStats>(
    ids.map((id) => [id, { participants: [], teamCount: 0, totalPlayerCount: 0, feesPaise: 0 }]),
  );
  if (ids.length === 0) return stats;
  const reads = preparedReads(db);
  const owners = await reads.owners.execute({ ids: [...ids] });
  for (const o of owners) {
    const s = stats.get(o.auctionId);
    if (!s) continue;
    s.participants.push({ id: o.id, username: o.username });
    s.teamCount += 1;
    s.feesPaise += o.feePaise;
  }
  const pools = await reads.poolSizes.execute({ ids: [...ids] });
  for (const p of pools) {
    const s = stats.get(p.auctionId);
    if (s) s.totalPlayerCount = Number(p.n);
  }
  return stats;
}
