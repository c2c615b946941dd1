/**
 * A league's own players: a player uploads a CSV/XLSX's rows before making the league (kept, named
 * at the creation), or before the start its organiser (or an admin) replaces the league's pool with
 * them; both are checked by the admin import's row rules, and refused when the pool cannot give every
 * seat a valid XI.
 */
import {
  ErrorCode,
  LeagueMessage,
  type ReplaceLeaguePoolBody,
  type ReplaceLeaguePoolResponse,
  type UploadLeaguePoolBody,
  type UploadLeaguePoolResponse,
} from '@bidxi/protocol';
import { isAdmin } from '../../platform/access';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { loadAuction } from '../auctions/auctions.service';
import { checkPoolRows, replacePoolRows } from '../players/players.port';
import { insertPoolUpload } from './league-pool-uploads.repo';
import { assertOrganiser, loadLeague, shortfallError } from './leagues.service';

/**
 * `POST /api/leagues/{code}/pool`: all rows or none, under the auction's row lock (so it cannot race
 * the start or another upload).
 * @throws 404 LEAGUE_NOT_FOUND, 403 NOT_ORGANISER, 422 LEAGUE_STARTED, 422 INVALID_PLAYER_ROWS (rows
 *   and fields named), 422 POOL_SHORTFALL (types named).
 */
export async function replaceLeaguePool(
  deps: AppDeps,
  auth: AuthContext,
  code: string,
  body: ReplaceLeaguePoolBody,
): Promise<ReplaceLeaguePoolResponse> {
  const league = await loadLeague(deps, code);
  if (!isAdmin(auth)) assertOrganiser(league, auth);
  const now = deps.clock.now();
  const replaced = await deps.database.db.transaction(async (tx) => {
    const a = await loadAuction(tx, league.id, 'update');
    if (a.status !== 'SCHEDULED' || a.startsAt.getTime() <= now) {
      throw new AppError(422, ErrorCode.LEAGUE_STARTED, LeagueMessage.STARTED);
    }
    const seats = a.maxTeams ?? 2;
    const players = await replacePoolRows(tx, a.id, body, (rows) =>
      shortfallError(
        seats,
        rows.map((r) => r.type),
      ),
    );
    return { auctionId: a.id, players, dryRun: body.dryRun ?? false };
  });
  if (!replaced.dryRun) await deps.room.auctionChanged(replaced.auctionId);
  return replaced;
}

/**
 * `POST /api/leagues/pools`: checks an uploaded CSV/XLSX's rows by the admin import's rules and keeps
 * them for the caller's next league (`POST /api/leagues` `pool: poolId`, where its seats are checked).
 * @throws 422 INVALID_PLAYER_ROWS (rows and fields named; nothing kept).
 */
export async function uploadLeaguePool(
  deps: AppDeps,
  auth: AuthContext,
  body: UploadLeaguePoolBody,
): Promise<UploadLeaguePoolResponse> {
  const rows = checkPoolRows(body);
  const poolId = await insertPoolUpload(deps.database.db, {
    ownerId: auth.user.id,
    rows: body.players,
    sheetRows: body.sheetRows ?? null,
    players: rows.length,
    createdAt: new Date(deps.clock.now()),
  });
  return { poolId, players: rows.length };
}
