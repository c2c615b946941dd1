/**
 * Reads for the room's HTTP calls, from the projections the room writes (auction_players, teams,
 * the bid log). Amounts in crores on the wire, integer lakhs beside them.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  lakhsToCrores,
  validateComposition as checkComposition,
  type PlayerType,
} from '@bidxi/engine';
import type { AppDeps } from '../../platform/deps';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { auctionPlayers, auctions, bids, teams, users } from '../../db/schema/index';
import { imageUrl } from '../images/images.service';

const cr = (lakhs: number | null) => (lakhs === null ? null : lakhsToCrores(lakhs));

function playerRow(p: typeof auctionPlayers.$inferSelect) {
  return {
    id: p.id,
    auctionPlayerId: p.id,
    playerId: p.playerId,
    auctionId: p.auctionId,
    player: { id: p.playerId, name: p.name, stats: { type: p.type } },
    name: p.name,
    type: p.type,
    order: p.order,
    imageUrl: p.imageId ? imageUrl(p.imageId) : null,
    startingBid: lakhsToCrores(p.basePriceLakhs),
    basePriceLakhs: p.basePriceLakhs,
    points: {
      bonus: p.bonus,
      ...Object.fromEntries(p.slotPoints.map((v, i) => [String(i + 1), v])),
    },
    status: p.status.toLowerCase(),
    teamId: p.teamId,
    soldPrice: cr(p.soldPriceLakhs),
    IsPullBackOnce: p.isPullBackOnce,
  };
}

export async function poolPlayers(deps: AppDeps, auctionId: string) {
  const db = deps.database.db;
  const [a] = await db.select({ id: auctions.id }).from(auctions).where(eq(auctions.id, auctionId));
  if (!a) throw notFound('Auction not found');
  const rows = await db
    .select()
    .from(auctionPlayers)
    .where(eq(auctionPlayers.auctionId, auctionId))
    .orderBy(asc(auctionPlayers.order), asc(auctionPlayers.sheetIndex));
  return { players: rows.map(playerRow) };
}

export async function auctionPlayer(deps: AppDeps, auctionId: string, playerId: string) {
  const db = deps.database.db;
  const [p] = await db
    .select()
    .from(auctionPlayers)
    .where(and(eq(auctionPlayers.auctionId, auctionId), eq(auctionPlayers.id, playerId)));
  if (!p) throw notFound('Player not found');
  const [top] = await db
    .select({ amountLakhs: bids.amountLakhs, userId: bids.userId, teamId: bids.teamId })
    .from(bids)
    .where(and(eq(bids.auctionPlayerId, p.id), eq(bids.accepted, true)))
    .orderBy(desc(bids.seq))
    .limit(1);
  return {
    ...playerRow(p),
    currentBid: cr(top?.amountLakhs ?? null),
    highestBidderId: top?.userId ?? null,
    highestTeamId: top?.teamId ?? null,
  };
}

/** The id of the auction whose pool holds player `auctionPlayerId`; null when there is none. */
export async function auctionIdOfPlayer(
  deps: AppDeps,
  auctionPlayerId: string,
): Promise<string | null> {
  const [p] = await deps.database.db
    .select({ auctionId: auctionPlayers.auctionId })
    .from(auctionPlayers)
    .where(eq(auctionPlayers.id, auctionPlayerId));
  return p?.auctionId ?? null;
}

export async function playerBids(deps: AppDeps, auctionPlayerId: string) {
  const rows = await deps.database.db
    .select({
      amountLakhs: bids.amountLakhs,
      receivedAt: bids.receivedAt,
      userId: bids.userId,
      teamId: bids.teamId,
      username: users.username,
      teamName: teams.name,
      isBot: bids.isBot,
    })
    .from(bids)
    .leftJoin(users, eq(users.id, bids.userId))
    .leftJoin(teams, eq(teams.id, bids.teamId))
    .where(and(eq(bids.auctionPlayerId, auctionPlayerId), eq(bids.accepted, true)))
    .orderBy(desc(bids.seq))
    .limit(100);
  return {
    success: true,
    bids: rows.map((r) => ({
      amount: cr(r.amountLakhs),
      createdAt: r.receivedAt.toISOString(),
      userId: r.userId,
      teamId: r.teamId,
      User: { username: r.username ?? r.teamName ?? 'Bot' },
    })),
  };
}

export async function validateComposition(deps: AppDeps, teamId: string) {
  const db = deps.database.db;
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound('No team data found');
  const rows = await db
    .select({ type: auctionPlayers.type })
    .from(auctionPlayers)
    .where(and(eq(auctionPlayers.teamId, teamId), eq(auctionPlayers.status, 'SOLD')));
  const result = checkComposition(rows.map((r) => r.type as PlayerType));
  return {
    status: result.isValid ? 'VALID' : 'INVALID_COMPOSITION',
    isValid: result.isValid,
    count: rows.length,
    playerTypeCount: result.counts,
    errors: result.errors,
  };
}

/** The spec's end-time call: the server already set the reorder window when bidding ended; this only reports it. */
export async function endTime(deps: AppDeps, _auth: AuthContext, auctionId: string) {
  const [a] = await deps.database.db
    .select({ endsAt: auctions.endsAt, isEndTimeUpdated: auctions.isEndTimeUpdated })
    .from(auctions)
    .where(eq(auctions.id, auctionId));
  if (!a) throw notFound('Auction not found');
  return { auctionId, endsAt: a.endsAt.toISOString(), isEndTimeUpdated: a.isEndTimeUpdated };
}
