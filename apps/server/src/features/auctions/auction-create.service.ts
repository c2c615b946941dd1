/**
 * The auctions other features start: a player's practice auction, a league and the standing demo.
 * Each kind's fixed terms (free, no prizes, its bots, who sees it) are set here, where the auctions
 * row is written; the caller's own rules (limits, pools, teams) stay with the caller. All take an
 * open transaction so the caller's pool and teams land with the auction or not at all.
 */
import { MIN_AUCTION_DURATION_MS, PRACTICE_SETTINGS, type LeagueVisibility } from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import { crToLakhs } from '../../platform/units';
import { insertAuction, insertDemoAuctionOnce, type AuctionRecord } from './auctions.repo';

const DEMO_BOT_TEAMS = 3;
const DEMO_TITLE = 'BidXI Demo Auction';
const DEMO_DESCRIPTION =
  'A free practice auction with the full IPL player pool and three bot teams. Register a team ' +
  '(no fee), enter the room at the start time, and try bidding, building your XI and setting your ' +
  'batting order. No prizes are paid. A new demo is scheduled as soon as this one ends.';

/** A practice auction's owner, the text it is shown with, and the instant it starts (now). */
export interface PracticeAuctionInput {
  ownerId: string;
  description: string;
  now: Date;
}

/**
 * A player's practice auction: LIVE at once with PRACTICE_SETTINGS' title, purse, windows and bots,
 * no fee and no prizes, private to its owner (`practiceOwnerId`). The scheduled end only bounds it:
 * bidding ends when its lots are done. @returns the new auction.
 */
export function createPracticeAuction(
  tx: DbOrTx,
  { ownerId, description, now }: PracticeAuctionInput,
): Promise<AuctionRecord> {
  const s = PRACTICE_SETTINGS;
  return insertAuction(tx, {
    title: s.title,
    description,
    status: 'LIVE',
    startsAt: now,
    endsAt: new Date(now.getTime() + MIN_AUCTION_DURATION_MS),
    registrationFeePaise: 0,
    budgetLimitLakhs: crToLakhs(s.budgetLimitCr),
    prizePoolPercent: 0,
    lobbyMs: s.lobbyMs,
    lotWindowMs: s.lotWindowMs,
    bidWindowMs: s.bidWindowMs,
    pauseBetweenLotsMs: s.pauseBetweenLotsMs,
    reorderWindowMs: s.reorderWindowMs,
    botTeams: s.botTeams,
    createdById: ownerId,
    practiceOwnerId: ownerId,
    createdAt: now,
    updatedAt: now,
  });
}

/** A league's terms as its organiser chose them (purse in lakhs, windows in ms). */
export interface LeagueAuctionInput {
  title: string;
  startsAt: Date;
  budgetLimitLakhs: number;
  lobbyMs: number;
  lotWindowMs: number;
  bidWindowMs: number;
  organiserId: string;
  inviteCode: string;
  visibility: LeagueVisibility;
  maxTeams: number;
  botsFill: boolean;
  now: Date;
}

/**
 * A league: a SCHEDULED auction organised by a player, free and without prizes, with no bot teams of
 * its own (`botsFill` decides whether bots take the empty seats at the start), found by its invite
 * code. @returns the new auction.
 */
export function createLeagueAuction(
  tx: DbOrTx,
  league: LeagueAuctionInput,
): Promise<AuctionRecord> {
  const { now, organiserId, ...terms } = league;
  return insertAuction(tx, {
    ...terms,
    endsAt: new Date(league.startsAt.getTime() + MIN_AUCTION_DURATION_MS),
    registrationFeePaise: 0,
    prizePoolPercent: 0,
    botTeams: 0,
    createdById: organiserId,
    organiserId,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The demo: a free auction starting at `startsAt` with DEMO_BOT_TEAMS bot teams, unless a demo is
 * already SCHEDULED or LIVE (a partial unique index decides, so racing nodes create one).
 * @returns the new demo, or null when another demo is active.
 */
export function createDemoAuctionOnce(
  tx: DbOrTx,
  startsAt: Date,
  now: Date,
): Promise<AuctionRecord | null> {
  return insertDemoAuctionOnce(tx, {
    title: DEMO_TITLE,
    description: DEMO_DESCRIPTION,
    startsAt,
    endsAt: new Date(startsAt.getTime() + MIN_AUCTION_DURATION_MS),
    registrationFeePaise: 0,
    botTeams: DEMO_BOT_TEAMS,
    createdAt: now,
    updatedAt: now,
  });
}
