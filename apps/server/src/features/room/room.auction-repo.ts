/**
 * The auction as the room reads it (STYLE.md "Database layer"): the row and the engine settings it
 * gives, the pool, the registered teams (and the command that registers one), the LIVE auctions the clocks run, and the practice-bot teams
 * an auction asks for. Plain functions over a database or transaction.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  type AuctionCommand,
  type AuctionSettings,
  type PlayerInput,
} from '@bidxi/engine';
import type { AuctionStatus } from '@bidxi/protocol';
import type { Db, DbOrTx } from '../../db/client';
import { auctionPlayers, auctions, teams, users } from '../../db/schema/index';
import { imageUrl } from '../images/images.service';

/** The auction row as the room uses it. Instants epoch ms, amounts integer lakhs. */
export interface RoomAuctionRow {
  id: string;
  title: string;
  status: AuctionStatus;
  startsAtMs: number;
  endsAtMs: number;
  isEndTimeUpdated: boolean;
  budgetLimitLakhs: number;
  lotWindowMs: number;
  bidWindowMs: number;
  pauseBetweenLotsMs: number;
  /** Lots start at `startsAtMs + lobbyMs` (ARCHITECTURE.md §4: 5 min by default). */
  lobbyMs: number;
  reorderWindowMs: number;
}

/** A registered team as the engine's `registerTeam` takes it (bot teams own `bot:<teamId>`). */
export interface RoomTeamRow {
  teamId: string;
  ownerId: string;
  ownerName: string;
  name: string;
  imageUrl: string | null;
  isBot: boolean;
  purseTotalLakhs: number;
}

/** The engine command that registers a team row. */
export function registerCommand(t: RoomTeamRow): AuctionCommand {
  return {
    type: 'registerTeam',
    teamId: t.teamId,
    ownerId: t.ownerId,
    purseTotalLakhs: t.purseTotalLakhs,
    isBot: t.isBot,
    name: t.name,
    ownerName: t.ownerName,
    imageUrl: t.imageUrl,
  };
}

/** What a runner loads: the row, the pool (ids are auction-player ids) and the teams. */
export interface RoomSetup {
  auction: RoomAuctionRow;
  players: PlayerInput[];
  teams: RoomTeamRow[];
}

export const botOwnerId = (teamId: string) => `bot:${teamId}`;

/** The engine's timing for an auction row (ARCHITECTURE.md §4). */
export function engineSettingsOf(a: RoomAuctionRow): AuctionSettings {
  return {
    lotWindowMs: a.lotWindowMs,
    bidWindowMs: a.bidWindowMs,
    pauseBetweenLotsMs: a.pauseBetweenLotsMs,
    reorderWindowMs: a.reorderWindowMs,
    lotsStartAt: a.startsAtMs + a.lobbyMs,
    // Once bidding has ended the row's endsAt is the reorder window's end, not the scheduled end.
    scheduledEndAt: a.isEndTimeUpdated ? null : a.endsAtMs,
    earlyCloseMs: DEFAULT_SETTINGS.earlyCloseMs,
  };
}

export async function loadAuctionRow(
  db: DbOrTx,
  auctionId: string,
): Promise<RoomAuctionRow | null> {
  const [a] = await db.select().from(auctions).where(eq(auctions.id, auctionId));
  if (!a) return null;
  return {
    id: a.id,
    title: a.title,
    status: a.status,
    startsAtMs: a.startsAt.getTime(),
    endsAtMs: a.endsAt.getTime(),
    isEndTimeUpdated: a.isEndTimeUpdated,
    budgetLimitLakhs: a.budgetLimitLakhs,
    lotWindowMs: a.lotWindowMs,
    bidWindowMs: a.bidWindowMs,
    pauseBetweenLotsMs: a.pauseBetweenLotsMs,
    lobbyMs: a.lobbyMs,
    reorderWindowMs: a.reorderWindowMs,
  };
}

const teamColumns = {
  teamId: teams.id,
  ownerId: teams.ownerId,
  ownerName: users.username,
  name: teams.name,
  imageId: teams.imageId,
  isBot: teams.isBot,
  budgetLimitLakhs: teams.budgetLimitLakhs,
};

function teamRow(r: {
  teamId: string;
  ownerId: string | null;
  ownerName: string | null;
  name: string;
  imageId: string | null;
  isBot: boolean;
  budgetLimitLakhs: number;
}): RoomTeamRow {
  return {
    teamId: r.teamId,
    ownerId: r.ownerId ?? botOwnerId(r.teamId),
    ownerName: r.ownerName ?? r.name,
    name: r.name,
    imageUrl: r.imageId ? imageUrl(r.imageId) : null,
    isBot: r.isBot,
    purseTotalLakhs: r.budgetLimitLakhs,
  };
}

/** The auction's teams in registration order. */
export async function loadTeams(db: DbOrTx, auctionId: string): Promise<RoomTeamRow[]> {
  const rows = await db
    .select(teamColumns)
    .from(teams)
    .leftJoin(users, eq(users.id, teams.ownerId))
    .where(eq(teams.auctionId, auctionId))
    .orderBy(asc(teams.createdAt), asc(teams.id));
  return rows.map(teamRow);
}

/** One team of the auction, or null. */
export async function loadTeam(
  db: DbOrTx,
  auctionId: string,
  teamId: string,
): Promise<RoomTeamRow | null> {
  const [row] = await db
    .select(teamColumns)
    .from(teams)
    .leftJoin(users, eq(users.id, teams.ownerId))
    .where(and(eq(teams.auctionId, auctionId), eq(teams.id, teamId)));
  return row ? teamRow(row) : null;
}

export async function loadSetup(db: DbOrTx, auctionId: string): Promise<RoomSetup | null> {
  const auction = await loadAuctionRow(db, auctionId);
  if (!auction) return null;
  return {
    auction,
    players: await loadPoolPlayers(db, auctionId),
    teams: await loadTeams(db, auctionId),
  };
}

/**
 * The auction's pool as the engine starts from it (its static rows), in lot-group then sheet order:
 * the one read behind both the room's initial state and the pool's HTTP resource.
 */
export async function loadPoolPlayers(db: DbOrTx, auctionId: string): Promise<PlayerInput[]> {
  const pool = await db
    .select()
    .from(auctionPlayers)
    .where(eq(auctionPlayers.auctionId, auctionId))
    .orderBy(asc(auctionPlayers.order), asc(auctionPlayers.sheetIndex));
  return pool.map((p) => ({
    id: p.id,
    name: p.name,
    type: p.type,
    lotGroup: p.order,
    sheetIndex: p.sheetIndex,
    basePriceLakhs: p.basePriceLakhs,
    bonus: p.bonus,
    slotPoints: p.slotPoints,
    imageUrl: p.imageId ? imageUrl(p.imageId) : null,
  }));
}

/** A LIVE auction and the last seq of its room log (0: none yet). */
export interface LiveAuctionHead {
  id: string;
  headSeq: number;
}

/**
 * The LIVE auctions with the heads of their logs, in one query: the lease poll's safety net catches a
 * runner up only when it is behind a head (a cross-node notice was lost), instead of querying each
 * auction's log every second.
 */
export async function listLiveAuctions(db: DbOrTx): Promise<LiveAuctionHead[]> {
  return db
    .select({
      id: auctions.id,
      // Written out: Drizzle renders a lone table's columns unqualified, which a subquery would misread.
      headSeq: sql<number>`coalesce((select max(e.seq) from room_events e where e.auction_id = auctions.id), 0)::int`,
    })
    .from(auctions)
    .where(eq(auctions.status, 'LIVE'));
}

const BOT_NAMES = [
  'Chennai Chargers',
  'Mumbai Mavericks',
  'Bengaluru Blasters',
  'Kolkata Knights',
  'Delhi Dynamos',
  'Punjab Panthers',
  'Rajasthan Royals XI',
  'Hyderabad Hawks',
];

/**
 * Creates the auction's practice-bot teams (its `botTeams` setting; in a league that fills its seats
 * with bots, one per seat still empty) that do not exist yet — none in an auction with a fee (bots
 * play only in ₹0 auctions; the admin calls refuse the mix, this keeps an older row from
 * getting them).
 */
export async function ensureBotTeams(db: Db, auctionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [a] = await tx
      .select({
        botTeams: auctions.botTeams,
        budgetLakhs: auctions.budgetLimitLakhs,
        feePaise: auctions.registrationFeePaise,
        maxTeams: auctions.maxTeams,
        botsFill: auctions.botsFill,
      })
      .from(auctions)
      .where(eq(auctions.id, auctionId))
      .for('update');
    if (!a || a.feePaise > 0) return;
    const byKind = await tx
      .select({ isBot: teams.isBot, n: count() })
      .from(teams)
      .where(eq(teams.auctionId, auctionId))
      .groupBy(teams.isBot);
    const bots = byKind.find((r) => r.isBot)?.n ?? 0;
    const players = byKind.find((r) => !r.isBot)?.n ?? 0;
    const target =
      a.maxTeams === null ? a.botTeams : a.botsFill ? Math.max(0, a.maxTeams - players) : 0;
    for (let i = bots; i < target; i++) {
      await tx.insert(teams).values({
        auctionId,
        ownerId: null,
        name: `${BOT_NAMES[i % BOT_NAMES.length]} (bot)`,
        budgetLimitLakhs: a.budgetLakhs,
        purseRemainingLakhs: a.budgetLakhs,
        isBot: true,
      });
    }
  });
}
