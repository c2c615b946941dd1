/**
 * Reading teams: the user's auctions (My Auctions) and one user's team in an auction (standings are
 * results/standings.service.ts). Owners show as id and username; mobile numbers only to owner and admins.
 */
import { ErrorCode } from '@bidxi/protocol';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { forbidden } from '../../platform/errors';
import { actingUserId, isAdmin } from '../../platform/access';
import { auctionsByIds, loadAuction, viewsOf } from '../auctions/auctions.service';
import { listPlayersOfTeams } from '../players/players.port';
import { findTeamOf, listTeamsOfUser } from './teams.repo';
import { toTeamView, toTeamWithPlayers, type Viewer } from './team-view';

const viewerOf = (auth: AuthContext): Viewer => ({ userId: auth.user.id, isAdmin: isAdmin(auth) });

/** `POST users/auction-registered`: auctions with the user's team, newest start first. */
export async function auctionsOfUser(deps: AppDeps, auth: AuthContext, userId?: string) {
  const db = deps.database.db;
  const owner = actingUserId(auth, userId);
  const teams = await listTeamsOfUser(db, owner);
  const byAuction = new Map(teams.map((t) => [t.auctionId, t]));
  const records = (await auctionsByIds(db, [...byAuction.keys()])).reverse();
  const views = await viewsOf(db, records, new Date(deps.clock.now()));
  const viewer = viewerOf(auth);
  return {
    participatedIn: views.map((v) => ({ ...v, team: toTeamView(byAuction.get(v.id)!, viewer) })),
  };
}

/**
 * `POST teams/by-user-and-auction`: that user's team (or none) with its players. Allowed for the user,
 * any participant of the auction, and admins. @throws 403 NOT_PARTICIPANT, 404 AUCTION_NOT_FOUND.
 */
export async function teamOfUser(
  deps: AppDeps,
  auth: AuthContext,
  body: { auctionId: string; userId: string },
) {
  const db = deps.database.db;
  const auction = await loadAuction(db, body.auctionId);
  const isSelf = body.userId === auth.user.id;
  if (!isSelf && !isAdmin(auth) && !(await findTeamOf(db, auction.id, auth.user.id))) {
    throw forbidden(
      'Only participants of this auction can view its teams',
      ErrorCode.NOT_PARTICIPANT,
    );
  }
  const team = await findTeamOf(db, auction.id, body.userId);
  if (!team) return { teams: [] };
  const players = await listPlayersOfTeams(db, [team.id]);
  return { teams: [toTeamWithPlayers(team, players, viewerOf(auth))] };
}

// `GET auction/:id/teams` (standings with scores and prizes): results/standings.service.ts.
