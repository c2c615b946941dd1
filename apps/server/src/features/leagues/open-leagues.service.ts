/**
 * Open leagues on Home: public leagues starting within the next hour that still have a free seat,
 * so a player with no friends online finds a game with people in it.
 */
import {
  OPEN_LEAGUES_LIMIT,
  OPEN_LEAGUES_WINDOW_MS,
  type OpenLeaguesResponse,
} from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import { findOpenLeagues } from './leagues.repo';

/** `GET /api/leagues/open`: soonest start first; private, full and started leagues never appear. */
export async function openLeagues(deps: AppDeps): Promise<OpenLeaguesResponse> {
  const now = deps.clock.now();
  const rows = await findOpenLeagues(
    deps.database.db,
    new Date(now),
    new Date(now + OPEN_LEAGUES_WINDOW_MS),
    OPEN_LEAGUES_LIMIT,
  );
  return {
    leagues: rows.map((r) => ({
      code: r.code,
      title: r.title,
      startsAt: r.startsAt.toISOString(),
      teams: r.teams,
      maxTeams: r.maxTeams,
      freeSeats: r.maxTeams - r.teams,
    })),
  };
}
