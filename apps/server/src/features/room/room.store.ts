/**
 * The room's view of the auctions tables (implements `RoomStore`): loads an auction, its pool and
 * teams, and projects engine events onto them in the command's transaction — player status, team and
 * price on a close, purses, pull-backs, and the reorder window when bidding ends. Bot teams have no
 * owner; inside the engine their owner id is `bot:<teamId>`.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AuctionEvent } from '@bidxi/engine';
import type { Db, DbOrTx } from '../../db/client';
import { auctionPlayers, auctions, teams, users } from '../../db/schema/index';
import { imageUrl } from '../images/images.service';
import type { RoomAuction, RoomSetup, RoomStore, RoomTeamInfo } from './room.types';

export const botOwnerId = (teamId: string) => `bot:${teamId}`;

async function loadAuction(db: DbOrTx, auctionId: string): Promise<RoomAuction | null> {
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

async function loadTeams(db: DbOrTx, auctionId: string): Promise<RoomTeamInfo[]> {
  const rows = await db
    .select({
      teamId: teams.id,
      ownerId: teams.ownerId,
      ownerName: users.username,
      name: teams.name,
      imageId: teams.imageId,
      isBot: teams.isBot,
      budgetLimitLakhs: teams.budgetLimitLakhs,
    })
    .from(teams)
    .leftJoin(users, eq(users.id, teams.ownerId))
    .where(eq(teams.auctionId, auctionId))
    .orderBy(asc(teams.createdAt), asc(teams.id));
  return rows.map((r) => ({
    teamId: r.teamId,
    ownerId: r.ownerId ?? botOwnerId(r.teamId),
    ownerName: r.ownerName ?? r.name,
    name: r.name,
    imageUrl: r.imageId ? imageUrl(r.imageId) : null,
    isBot: r.isBot,
    purseTotalLakhs: r.budgetLimitLakhs,
  }));
}

async function loadSetup(db: DbOrTx, auctionId: string): Promise<RoomSetup | null> {
  const auction = await loadAuction(db, auctionId);
  if (!auction) return null;
  const pool = await db
    .select()
    .from(auctionPlayers)
    .where(eq(auctionPlayers.auctionId, auctionId))
    .orderBy(asc(auctionPlayers.order), asc(auctionPlayers.sheetIndex));
  return {
    auction,
    players: pool.map((p) => ({
      id: p.id,
      name: p.name,
      type: p.type,
      lotGroup: p.order,
      sheetIndex: p.sheetIndex,
      basePriceLakhs: p.basePriceLakhs,
      bonus: p.bonus,
      slotPoints: p.slotPoints,
    })),
    playerImages: Object.fromEntries(
      pool.map((p) => [p.id, p.imageId ? imageUrl(p.imageId) : null]),
    ),
    teams: await loadTeams(db, auctionId),
  };
}

async function project(
  tx: DbOrTx,
  auction: RoomAuction,
  events: readonly AuctionEvent[],
): Promise<void> {
  const now = new Date();
  for (const e of events) {
    switch (e.type) {
      case 'lotSold':
        await tx
          .update(auctionPlayers)
          .set({ status: 'SOLD', teamId: e.teamId, soldPriceLakhs: e.amountLakhs, updatedAt: now })
          .where(eq(auctionPlayers.id, e.playerId));
        await tx
          .update(teams)
          .set({
            purseRemainingLakhs: sql`${teams.purseRemainingLakhs} - ${e.amountLakhs}`,
            updatedAt: now,
          })
          .where(eq(teams.id, e.teamId));
        break;
      case 'lotUnsold':
        await tx
          .update(auctionPlayers)
          .set({ status: 'UNSOLD', updatedAt: now })
          .where(eq(auctionPlayers.id, e.playerId));
        break;
      case 'playerPulledBack':
        await tx
          .update(auctionPlayers)
          .set({ status: 'AVAILABLE', isPullBackOnce: true, updatedAt: now })
          .where(eq(auctionPlayers.id, e.playerId));
        break;
      case 'biddingEnded':
        await tx
          .update(auctions)
          .set({
            biddingEndedAt: new Date(e.at),
            endsAt: new Date(e.at + auction.reorderWindowMs),
            isEndTimeUpdated: true,
            updatedAt: now,
          })
          .where(eq(auctions.id, auction.id));
        break;
      case 'lotOpened':
      case 'bidPlaced':
      case 'teamRegistered':
        break;
    }
  }
}

async function completeAuction(db: Db, auctionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(auctions)
    .set({ status: 'COMPLETED', updatedAt: now })
    .where(and(eq(auctions.id, auctionId), eq(auctions.status, 'LIVE')))
    .returning({ id: auctions.id });
  return rows.length === 1;
}

async function listLiveAuctionIds(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(eq(auctions.status, 'LIVE'));
  return rows.map((r) => r.id);
}

export const roomStore: RoomStore = {
  loadSetup,
  loadAuction,
  loadTeams,
  project,
  completeAuction,
  listLiveAuctionIds,
};
