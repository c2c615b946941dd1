/**
 * Who is in a league: joining by code (the registration path, with the league's seat check under
 * the auction's row lock), leaving or being removed before the start, and the organiser's start.
 */
import {
  ErrorCode,
  JoinLeagueBody,
  LeagueMessage,
  MIN_AUCTION_DURATION_MS,
  type JoinLeagueResponse,
} from '@bidxi/protocol';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { isAdmin } from '../../platform/access';
import { startNow, type AuctionRecord } from '../auctions/auctions.port';
import { loadAuction } from '../auctions/auctions.service';
import { countTeamsOfAuction, createTeam, findTeamOf, withdrawTeam } from '../teams/teams.port';
import { assertOrganiser, loadLeague } from './leagues.service';

const started = () => new AppError(422, ErrorCode.LEAGUE_STARTED, LeagueMessage.STARTED);

/** @throws AppError 400 VALIDATION naming the field. */
export function parseJoinFields(fields: unknown): JoinLeagueBody {
  const parsed = JoinLeagueBody.safeParse(fields);
  if (parsed.success) return parsed.data;
  const byField: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    byField[String(issue.path[0] ?? 'body')] ??= issue.message;
  const message = Object.entries(byField)
    .map(([k, m]) => `${k}: ${m}`)
    .join('; ');
  throw new AppError(400, ErrorCode.VALIDATION, message, { fields: byField });
}

/**
 * `POST /api/leagues/{code}/join`: the caller's team in the league.
 * @throws 404 LEAGUE_NOT_FOUND, 409 LEAGUE_FULL, 409 ALREADY_REGISTERED, 403 USER_BANNED /
 *   SELF_EXCLUDED, 422 REGISTRATION_CLOSED, 413 / 422 INVALID_IMAGE (icon).
 */
export async function joinLeague(
  deps: AppDeps,
  auth: AuthContext,
  code: string,
  join: { teamName: string; iconFile: Buffer | null },
): Promise<JoinLeagueResponse> {
  const league = await loadLeague(deps, code);
  const team = await createTeam(deps, auth, {
    auctionId: league.id,
    userId: auth.user.id,
    teamName: join.teamName,
    mobileNumber: null,
    iconFile: join.iconFile,
  });
  return { auctionId: league.id, teamId: team.id };
}

/** Deletes `teamId` of the league while it is SCHEDULED (row-locked against the start). */
async function removeBeforeStart(deps: AppDeps, league: AuctionRecord, teamId: string) {
  await deps.database.db.transaction(async (tx) => {
    const current = await loadAuction(tx, league.id, 'update');
    if (current.status !== 'SCHEDULED') throw started();
    await withdrawTeam(tx, league.id, teamId);
  });
}

/** `POST /api/leagues/{code}/leave`. @throws 404 LEAGUE_NOT_FOUND / TEAM_NOT_FOUND, 422 LEAGUE_STARTED. */
export async function leaveLeague(deps: AppDeps, auth: AuthContext, code: string): Promise<void> {
  const league = await loadLeague(deps, code);
  const team = await findTeamOf(deps.database.db, league.id, auth.user.id);
  if (!team) throw notFound('No team data found', ErrorCode.TEAM_NOT_FOUND);
  await removeBeforeStart(deps, league, team.id);
}

/**
 * `DELETE /api/leagues/{code}/teams/{teamId}` (organiser).
 * @throws 404 LEAGUE_NOT_FOUND / TEAM_NOT_FOUND, 403 NOT_ORGANISER, 422 LEAGUE_STARTED.
 */
export async function removeLeagueTeam(
  deps: AppDeps,
  auth: AuthContext,
  code: string,
  teamId: string,
): Promise<void> {
  const league = await loadLeague(deps, code);
  assertOrganiser(league, auth);
  await removeBeforeStart(deps, league, teamId);
}

/**
 * `POST /api/auctions/{id}/organiser/start`: starts the league now, once two teams are in (bots,
 * when on, fill the other seats as the room opens).
 * @throws 404 AUCTION_NOT_FOUND, 403 NOT_ORGANISER, 422 TOO_FEW_TEAMS, 422 LEAGUE_STARTED.
 */
export async function startLeague(
  deps: AppDeps,
  auth: AuthContext,
  auctionId: string,
): Promise<{ auctionId: string; status: AuctionRecord['status']; startsAt: string }> {
  const now = new Date(deps.clock.now());
  const after = await deps.database.db.transaction(async (tx) => {
    const a = await loadAuction(tx, auctionId, 'update');
    if (!isAdmin(auth)) assertOrganiser(a, auth);
    if (a.status !== 'SCHEDULED') throw started();
    if ((await countTeamsOfAuction(tx, a.id)) < 2) {
      throw new AppError(422, ErrorCode.TOO_FEW_TEAMS, LeagueMessage.TOO_FEW_TEAMS);
    }
    const live = await startNow(tx, a, now, MIN_AUCTION_DURATION_MS);
    if (!live) throw started();
    return live;
  });
  await deps.room.auctionChanged(after.id);
  return { auctionId: after.id, status: after.status, startsAt: after.startsAt.toISOString() };
}
