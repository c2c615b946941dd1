/**
 * The team-players read (spec 001 §2 "Team players", the /yourTeamPlayers/{auctionId}/{userId} screen):
 * a user's team in slot order with what each player scores in its slot, per-type counts, n/11, the
 * composition verdict, and whether the caller may reorder it now.
 */
import { SQUAD_SIZE } from '@bidxi/engine';
import { ErrorCode, NO_TEAM_DATA_MESSAGE, type TeamPlayersResponse } from '@bidxi/protocol';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { isAdmin } from '../../platform/access';
import { loadAuction } from '../auctions/auctions.service';
import { toTeamView } from '../teams/teams.port';
import { listTeamResults } from './results.repo';
import { reorderWindowAt } from './reorder-window';
import { evaluateTeams } from './standings';
import { toStandingTeam } from './standings.service';

/**
 * `GET auction/:auctionId/team-players/:userId`. Any signed-in user may look (the standings show every
 * squad anyway); only the owner gets `canReorder`.
 * @throws 404 AUCTION_NOT_FOUND; 404 TEAM_NOT_FOUND 'No team data found' when the user has no team.
 */
export async function teamPlayers(
  deps: AppDeps,
  auth: AuthContext,
  params: { auctionId: string; userId: string },
): Promise<TeamPlayersResponse> {
  const db = deps.database.db;
  const nowMs = deps.clock.now();
  const auction = await loadAuction(db, params.auctionId);
  const evaluated = (await evaluateTeams(db, auction)).find(
    (e) => e.team.ownerId === params.userId,
  );
  if (!evaluated) throw notFound(NO_TEAM_DATA_MESSAGE, ErrorCode.TEAM_NOT_FOUND);
  const stored = (await listTeamResults(db, auction.id)).get(evaluated.team.id);
  const viewer = { userId: auth.user.id, isAdmin: isAdmin(auth) };
  const line = toStandingTeam(evaluated, stored, viewer);
  const { auctionPlayers, playerCount, isValid, totalPoints, totalBonus, score, rank } = line;
  const isOwner = evaluated.team.ownerId === auth.user.id;
  const isReorderWindowOpen = reorderWindowAt(auction, nowMs) === 'OPEN';
  return {
    auctionId: auction.id,
    auctionName: auction.title,
    status: auction.status,
    endsAt: auction.endsAt.toISOString(),
    biddingEndedAt: auction.biddingEndedAt?.toISOString() ?? null,
    serverTime: new Date(nowMs).toISOString(),
    team: toTeamView(evaluated.team, viewer),
    players: auctionPlayers,
    playerCount,
    squadSize: SQUAD_SIZE,
    typeCounts: evaluated.totals.counts,
    isValid,
    compositionErrors: isValid ? [] : evaluated.totals.errors,
    totalPoints,
    totalBonus,
    score,
    rank,
    prizeRank: line.prizeRank,
    prizeAmount: line.prizeAmount,
    isOwner,
    isReorderWindowOpen,
    canReorder: isOwner && isValid && isReorderWindowOpen,
  };
}
