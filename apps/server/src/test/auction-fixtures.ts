/**
 * Creates auctions straight in the database for room tests: a pool from sheet-like rows, teams for
 * given users, LIVE with short timers. Players are made unique per call so tests can share a database.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { auctionPlayers, auctions, players, teams } from '../db/schema/index';

export interface PoolRow {
  name: string;
  type: 'Batter' | 'Bowler' | 'Wicket-Keeper' | 'All-Rounder';
  lotGroup?: number;
  basePriceLakhs?: number;
  bonus?: number;
  slotPoints?: number[];
}

export interface LiveAuctionOptions {
  pool: PoolRow[];
  ownerIds: string[];
  status?: 'LIVE' | 'SCHEDULED';
  startsAtMs?: number;
  /** The scheduled end (default: 3 h after the start). */
  endsAtMs?: number;
  lobbyMs?: number;
  lotWindowMs?: number;
  bidWindowMs?: number;
  pauseBetweenLotsMs?: number;
  reorderWindowMs?: number;
  budgetLimitLakhs?: number;
  botTeams?: number;
  /** The registration fee in paise (default 0). */
  registrationFeePaise?: number;
}

/**
 * An auction with its pool and teams, in one transaction: a node's room must never see it LIVE
 * before its pool is there (an admin fills the pool while the auction is SCHEDULED).
 */
export function createLiveAuction(db: Db, o: LiveAuctionOptions) {
  return db.transaction((tx) => insertAuction(tx as unknown as Db, o));
}

async function insertAuction(db: Db, o: LiveAuctionOptions) {
  const startsAt = new Date(o.startsAtMs ?? Date.now() - 1000);
  const [auction] = await db
    .insert(auctions)
    .values({
      title: `Test auction ${randomUUID().slice(0, 8)}`,
      status: o.status ?? 'LIVE',
      startsAt,
      endsAt: new Date(o.endsAtMs ?? startsAt.getTime() + 3 * 3600_000),
      budgetLimitLakhs: o.budgetLimitLakhs ?? 10_000,
      lobbyMs: o.lobbyMs ?? 0,
      lotWindowMs: o.lotWindowMs ?? 3_000,
      bidWindowMs: o.bidWindowMs ?? 2_000,
      pauseBetweenLotsMs: o.pauseBetweenLotsMs ?? 200,
      reorderWindowMs: o.reorderWindowMs ?? 600_000,
      botTeams: o.botTeams ?? 0,
      registrationFeePaise: o.registrationFeePaise ?? 0,
    })
    .returning();
  if (!auction) throw new Error('no auction');
  const suffix = randomUUID().slice(0, 6);
  const pool = [];
  for (const [i, row] of o.pool.entries()) {
    const slotPoints = row.slotPoints ?? Array.from({ length: 11 }, (_, s) => 100 - s * 5);
    const [player] = await db
      .insert(players)
      .values({
        name: `${row.name} ${suffix}`,
        type: row.type,
        lotGroup: row.lotGroup ?? 1,
        sheetIndex: i,
        basePriceLakhs: row.basePriceLakhs ?? 50,
        bonus: row.bonus ?? 0,
        slotPoints,
      })
      .returning();
    const [ap] = await db
      .insert(auctionPlayers)
      .values({
        auctionId: auction.id,
        playerId: player!.id,
        name: player!.name,
        type: row.type,
        order: row.lotGroup ?? 1,
        sheetIndex: i,
        basePriceLakhs: player!.basePriceLakhs,
        bonus: player!.bonus,
        slotPoints,
      })
      .returning();
    pool.push(ap!);
  }
  const teamRows = [];
  for (const [i, ownerId] of o.ownerIds.entries()) {
    const [t] = await db
      .insert(teams)
      .values({
        auctionId: auction.id,
        ownerId,
        name: `Team ${i + 1}`,
        // Registration order (one transaction has one now()): ties rank in this order.
        createdAt: new Date(Date.now() + i),
        budgetLimitLakhs: auction.budgetLimitLakhs,
        purseRemainingLakhs: auction.budgetLimitLakhs,
      })
      .returning();
    teamRows.push(t!);
  }
  return { auction, pool, teams: teamRows };
}
