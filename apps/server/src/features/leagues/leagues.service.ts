/**
 * Making and finding leagues: a player's free auction for friends, with an invite code. The server
 * decides every money setting (₹0 fee, no prize pool: a league never moves rupees in either money
 * mode); the player picks the title, seats, start, purse, pace, bots and visibility.
 */
import { PLAYER_TYPE_LABELS, poolShortfall, type PlayerType } from '@bidxi/engine';
import {
  ErrorCode,
  LEAGUE_DEFAULT_START_MS,
  LEAGUE_PACE_WINDOWS,
  LeagueMessage,
  MAX_OPEN_LEAGUES_PER_PLAYER,
  type CreateLeagueBody,
  type CreateLeagueResponse,
  type LeagueView,
} from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { AppError, conflict, notFound } from '../../platform/errors';
import { crToLakhs, lakhsToCr } from '../../platform/units';
import type { AuctionRecord } from '../auctions/auctions.port';
import { createLeagueAuction } from '../auctions/auction-create.service';
import { seedPlayerSheet } from '../players/demo-auction.service';
import { poolFromMasterSheet, replacePoolRows } from '../players/players.port';
import { findPoolUpload } from './league-pool-uploads.repo';
import { findTeamOf } from '../teams/teams.port';
import { unusedInviteCode } from './invite-code';
import {
  countOpenLeagues,
  findLeagueByCode,
  inviteCodeTaken,
  leagueFacts,
  lockUser,
  masterPlayerTypes,
  setInviteCode,
} from './leagues.repo';

/** A league's lobby after its start, before the first lot. */
export const LEAGUE_LOBBY_MS = 15_000;
const DEFAULT_PURSE_CR = 100;

export const leagueNotFound = () => notFound(LeagueMessage.NOT_FOUND, ErrorCode.LEAGUE_NOT_FOUND);

/** The answer to a new or rotated code. */
const invite = (deps: AppDeps, auctionId: string, code: string): CreateLeagueResponse => ({
  auctionId,
  inviteCode: code,
  inviteUrl: `${deps.config.publicUrl.replace(/\/$/, '')}/join/${code}`,
});

/**
 * 422 POOL_SHORTFALL when `types` cannot give `teams` teams a valid XI, else null; e.g.
 * 'The player pool cannot give 10 teams a valid XI: 3 more Wicket Keeper(s), 2 more players'. */
export function shortfallError(teams: number, types: readonly PlayerType[]): AppError | null {
  const short = poolShortfall(types, teams);
  if (!short) return null;
  const parts = Object.entries(short.byType).map(
    ([type, n]) => `${n} more ${PLAYER_TYPE_LABELS[type as PlayerType]}(s)`,
  );
  if (short.total > 0) parts.push(`${short.total} more players in all`);
  return new AppError(
    422,
    ErrorCode.POOL_SHORTFALL,
    `The player pool cannot give ${teams} teams a valid XI: ${parts.join(', ')}`,
    { shortfall: { byType: short.byType, total: short.total } },
  );
}

/** The caller's upload named by `pool` (null for the sheet). @throws 404 POOL_NOT_FOUND. */
async function uploadedPool(tx: DbOrTx, userId: string, pool: CreateLeagueBody['pool']) {
  if (pool === undefined || pool === 'sheet') return null;
  const upload = await findPoolUpload(tx, pool, userId);
  if (!upload) throw notFound('No uploaded pool of yours has this id', ErrorCode.POOL_NOT_FOUND);
  return upload;
}

/**
 * `POST /api/leagues`: a new SCHEDULED league organised by the caller, with the built-in sheet or the
 * caller's uploaded pool (`pool`) as its pool. The organiser plays only if they join like anyone else.
 * @throws AppError 422 START_IN_PAST, 422 POOL_SHORTFALL (types named), 404 POOL_NOT_FOUND, 409
 *   LEAGUE_LIMIT past MAX_OPEN_LEAGUES_PER_PLAYER upcoming or live leagues, 404 USER_NOT_FOUND.
 */
export async function createLeague(
  deps: AppDeps,
  auth: AuthContext,
  body: CreateLeagueBody,
): Promise<CreateLeagueResponse> {
  const db = deps.database.db;
  const now = new Date(deps.clock.now());
  const startsAt = body.startsAt
    ? new Date(body.startsAt)
    : new Date(now.getTime() + LEAGUE_DEFAULT_START_MS);
  if (startsAt.getTime() <= now.getTime()) {
    throw new AppError(422, ErrorCode.START_IN_PAST, 'Start time must be in the future');
  }
  const userId = auth.user.id;
  const created = await db.transaction(async (tx) => {
    // One user's creations run one at a time, so the limit holds under a double tap.
    if (!(await lockUser(tx, userId))) throw notFound('User not found', ErrorCode.USER_NOT_FOUND);
    if ((await countOpenLeagues(tx, userId)) >= MAX_OPEN_LEAGUES_PER_PLAYER) {
      throw conflict(LeagueMessage.LIMIT, ErrorCode.LEAGUE_LIMIT);
    }
    const upload = await uploadedPool(tx, userId, body.pool);
    await seedPlayerSheet(tx);
    if (!upload) {
      const refused = shortfallError(body.maxTeams, await masterPlayerTypes(tx));
      if (refused) throw refused;
    }
    const inviteCode = await unusedInviteCode((code) => inviteCodeTaken(tx, code));
    const auction = await createLeagueAuction(tx, {
      title: body.title,
      startsAt,
      budgetLimitLakhs: crToLakhs(body.purseCr ?? DEFAULT_PURSE_CR),
      lobbyMs: LEAGUE_LOBBY_MS,
      ...LEAGUE_PACE_WINDOWS[body.pace ?? 'standard'],
      organiserId: userId,
      inviteCode,
      visibility: body.visibility ?? 'private',
      maxTeams: body.maxTeams,
      botsFill: body.botsFill ?? true,
      now,
    });
    if (upload) {
      // The upload's rows again through the import's rules, then this league's seats (all or none).
      await replacePoolRows(
        tx,
        auction.id,
        { players: upload.rows, ...(upload.sheetRows ? { sheetRows: upload.sheetRows } : {}) },
        (rows) =>
          shortfallError(
            body.maxTeams,
            rows.map((r) => r.type),
          ),
      );
    } else await poolFromMasterSheet(tx, auction.id);
    return auction;
  });
  await deps.room.auctionChanged(created.id);
  return invite(deps, created.id, created.inviteCode!);
}

/** The league of `code`. @throws AppError 404 LEAGUE_NOT_FOUND (unknown or rotated code). */
export async function loadLeague(deps: AppDeps, code: string): Promise<AuctionRecord> {
  const league = await findLeagueByCode(deps.database.db, code);
  if (!league) throw leagueNotFound();
  return league;
}

const paceOf = (a: AuctionRecord) =>
  a.lotWindowMs === LEAGUE_PACE_WINDOWS.quick.lotWindowMs ? 'quick' : 'standard';

/**
 * `GET /api/leagues/{code}`: what anyone with the code sees, and with a session (`viewerId`) whether
 * the caller organises it and their team. @throws 404 LEAGUE_NOT_FOUND.
 */
export async function leagueByCode(
  deps: AppDeps,
  code: string,
  viewerId: string | null,
): Promise<LeagueView> {
  const league = await loadLeague(deps, code);
  const facts = await leagueFacts(deps.database.db, league);
  const team = viewerId ? await findTeamOf(deps.database.db, league.id, viewerId) : null;
  return {
    auctionId: league.id,
    title: league.title,
    startsAt: league.startsAt.toISOString(),
    organiser: facts.organiser,
    teams: facts.members.length,
    members: facts.members,
    maxTeams: league.maxTeams ?? facts.members.length,
    status: league.status,
    visibility: league.visibility ?? 'private',
    pace: paceOf(league),
    botsFill: league.botsFill,
    purseCr: lakhsToCr(league.budgetLimitLakhs),
    you: viewerId ? { organiser: league.organiserId === viewerId, teamId: team?.id ?? null } : null,
  };
}

/**
 * `POST /api/leagues/{code}/rotate`: a new code for the organiser's league; the old one stops.
 * @throws 404 LEAGUE_NOT_FOUND, 403 NOT_ORGANISER.
 */
export async function rotateInviteCode(
  deps: AppDeps,
  auth: AuthContext,
  code: string,
): Promise<CreateLeagueResponse> {
  const league = await loadLeague(deps, code);
  assertOrganiser(league, auth);
  const db = deps.database.db;
  const next = await unusedInviteCode((c) => inviteCodeTaken(db, c));
  await setInviteCode(db, league.id, next, new Date(deps.clock.now()));
  return invite(deps, league.id, next);
}

/** @throws AppError 403 NOT_ORGANISER unless the caller organises `league`. */
export function assertOrganiser(league: Pick<AuctionRecord, 'organiserId'>, auth: AuthContext) {
  if (league.organiserId === null || league.organiserId !== auth.user.id) {
    throw new AppError(403, ErrorCode.NOT_ORGANISER, LeagueMessage.NOT_ORGANISER);
  }
}
