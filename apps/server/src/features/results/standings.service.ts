/**
 * Standings and results (spec 001 §2 "Standings", §3 "Team"/"Auction prizeDistribution"): every team
 * with its squad in slot order, points, rank, purse, and — once the auction is scored — the stored
 * final values and prizes. Live standings are computed from the current orders.
 */
import { ErrorCode, type AuctionTeamsResponse, type StandingTeam } from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { conflict } from '../../platform/errors';
import { isAdmin } from '../../platform/access';
import { auctionRevenuePaise } from '../auctions/auctions.port';
import type { AuctionRecord } from '../auctions/auctions.port';
import { loadAuction } from '../auctions/auctions.service';
import { lakhsToCr, paiseToRupees } from '../../platform/units';
import { listPool } from '../players/players.port';
import { toTeamView, type Viewer } from '../teams/teams.port';
import {
  findAuctionResult,
  listTeamResults,
  type AuctionResultRecord,
  type TeamResultRecord,
} from './results.repo';
import { orderSquad, toSquadPlayerViews } from './squad';
import { evaluateTeams, type EvaluatedTeam } from './standings';

const viewerOf = (auth: AuthContext): Viewer => ({ userId: auth.user.id, isAdmin: isAdmin(auth) });

/** A team's line; a stored result (after scoring) wins over the live computation. */
export function toStandingTeam(
  e: EvaluatedTeam,
  stored: TeamResultRecord | undefined,
  viewer: Viewer,
): StandingTeam {
  const squad = stored ? orderSquad(e.squad, stored.playerIds, new Map()) : e.squad;
  const t = e.team;
  return {
    ...toTeamView(t, viewer),
    auctionPlayers: toSquadPlayerViews(squad),
    playerCount: squad.length,
    isValid: stored?.isValid ?? e.totals.isValid,
    totalPoints: stored?.totalPoints ?? e.totals.totalPoints,
    totalBonus: stored?.totalBonus ?? e.totals.totalBonus,
    score: stored ? stored.score : e.totals.score,
    rank: stored ? stored.rank : e.rank,
    prizeRank: stored?.prizeRank ?? null,
    prizeAmount: stored ? paiseToRupees(stored.prizePaise) : null,
    purseUsed: lakhsToCr(t.budgetLimitLakhs - t.purseRemainingLakhs),
    purseLeft: lakhsToCr(t.purseRemainingLakhs),
  };
}

const byRank = (a: StandingTeam, b: StandingTeam) =>
  (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER);

/**
 * The prizes as players see them: the pool is what was paid — a rank nobody took (fewer valid human
 * teams than prizes) and the paise a tie leaves over are never counted in it.
 */
function prizeDistributionOf(r: AuctionResultRecord) {
  return {
    firstPrize: paiseToRupees(r.firstPrizePaise),
    secondPrize: paiseToRupees(r.secondPrizePaise),
    thirdPrize: paiseToRupees(r.thirdPrizePaise),
    firstPrizeTeamId: r.firstPrizeTeamId,
    secondPrizeTeamId: r.secondPrizeTeamId,
    thirdPrizeTeamId: r.thirdPrizeTeamId,
    prizePool: paiseToRupees(r.paidPaise),
  };
}

/** The standings of an auction as `viewer` sees them, and its results row if scored. */
export async function buildStandings(
  db: DbOrTx,
  auction: AuctionRecord,
  viewer: Viewer,
  now: Date,
): Promise<{ standings: AuctionTeamsResponse; result: AuctionResultRecord | null }> {
  const result = await findAuctionResult(db, auction.id);
  const stored = result
    ? await listTeamResults(db, auction.id)
    : new Map<string, TeamResultRecord>();
  const evaluated = await evaluateTeams(db, auction);
  // Array.prototype.sort is stable: equal ranks keep the evaluation's registration order.
  const teams = evaluated.map((e) => toStandingTeam(e, stored.get(e.team.id), viewer)).sort(byRank);
  return {
    result,
    standings: {
      teams,
      totalPlayerCount: (await listPool(db, auction.id)).length,
      prizeDistribution: result ? prizeDistributionOf(result) : null,
      auctionName: auction.title,
      auctionId: auction.id,
      status: auction.status,
      endsAt: auction.endsAt.toISOString(),
      biddingEndedAt: auction.biddingEndedAt?.toISOString() ?? null,
      isFinal: result !== null,
      scoredAt: result?.scoredAt.toISOString() ?? null,
      serverTime: now.toISOString(),
    },
  };
}

/**
 * `GET auction/:id/teams`: live standings during the auction, final ones once scored. Any signed-in
 * user. @throws 404 AUCTION_NOT_FOUND.
 */
export async function auctionStandings(
  deps: AppDeps,
  auth: AuthContext,
  auctionId: string,
): Promise<AuctionTeamsResponse> {
  const db = deps.database.db;
  const auction = await loadAuction(db, auctionId);
  return (await buildStandings(db, auction, viewerOf(auth), new Date(deps.clock.now()))).standings;
}

/**
 * `GET results/:auctionId`: the final standings with prizes.
 * @throws 404 AUCTION_NOT_FOUND; 409 RESULTS_NOT_READY until the auction is completed and scored.
 */
export async function finalResults(
  deps: AppDeps,
  auth: AuthContext,
  auctionId: string,
): Promise<AuctionTeamsResponse> {
  const standings = await auctionStandings(deps, auth, auctionId);
  if (!standings.isFinal) {
    throw conflict(
      'Results are not out yet. They are published when the auction ends.',
      ErrorCode.RESULTS_NOT_READY,
    );
  }
  return standings;
}

/**
 * `GET admin/auctions/:id/results`: the standings for an admin (bots and unpaid ranks included, mobile
 * numbers shown) and the money behind them (₹). Before scoring, fees are the auction's revenue so far
 * (auction-revenue.ts) and `paidTotal` is null. @throws 404 AUCTION_NOT_FOUND.
 */
export async function adminAuctionResults(deps: AppDeps, auctionId: string) {
  const db = deps.database.db;
  const auction = await loadAuction(db, auctionId);
  const { standings, result } = await buildStandings(
    db,
    auction,
    { userId: '', isAdmin: true },
    new Date(deps.clock.now()),
  );
  // Scored: the fees the prize pool was made of. Before: the auction's revenue so far (net of
  // refunds, so a cancelled auction shows ₹0 here as everywhere else).
  const feesPaise =
    result?.feesCollectedPaise ??
    (await auctionRevenuePaise(db, [auction.id])).get(auction.id) ??
    0;
  return {
    ...standings,
    // The organiser sees the whole pool the fees made; what was paid of it is `paidTotal`.
    prizeDistribution:
      standings.prizeDistribution && result
        ? { ...standings.prizeDistribution, prizePool: paiseToRupees(result.poolPaise) }
        : standings.prizeDistribution,
    feesCollected: paiseToRupees(Math.round(feesPaise)),
    prizePoolPercent: result?.prizePoolPercent ?? auction.prizePoolPercent,
    prizeSplit: [
      auction.prizeFirstPercent,
      auction.prizeSecondPercent,
      auction.prizeThirdPercent,
    ] as [number, number, number],
    paidTotal: result ? paiseToRupees(result.paidPaise) : null,
  };
}
