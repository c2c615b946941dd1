/**
 * The players up next that the viewer's XI still wants, for the My Team page's stars. "Wants" is the
 * engine's `xiWantsPlayer` (Upcoming's "What I need", what autopilot bids on); the order is the
 * queue's, so the first is the one up next.
 */
import { xiWantsPlayer, type AuctionState } from '@bidxi/engine';

/** How many the My Team page lists (Upcoming has the rest). */
export const XI_TARGETS_COUNT = 5;

/**
 * Up to `limit` queued players (auctionPlayerIds, queue order) team `myTeamId`'s XI wants; empty
 * without a team, with a full XI, or when nobody still to come fits.
 */
export function xiTargetIds(
  state: AuctionState,
  myTeamId: string | null,
  limit = XI_TARGETS_COUNT,
): string[] {
  if (!myTeamId) return [];
  const ids: string[] = [];
  for (const id of state.queue) {
    if (ids.length >= limit) break;
    if (xiWantsPlayer(state, myTeamId, id)) ids.push(id);
  }
  return ids;
}

interface Cached {
  teams: AuctionState['teams'];
  players: AuctionState['players'];
  myTeamId: string | null;
  key: string;
}
// Memoised by identity: `evolve` replaces the queue, teams and players only when they change, so a
// bid (which changes none of them) is answered from here and the list does not re-render.
const keyCache = new WeakMap<AuctionState['queue'], Cached>();

/**
 * {@link xiTargetIds} joined with spaces: a string, so a store selector returning it re-renders
 * only when the list changes.
 */
export function xiTargetKey(state: AuctionState, myTeamId: string | null): string {
  const cached = keyCache.get(state.queue);
  if (
    cached &&
    cached.teams === state.teams &&
    cached.players === state.players &&
    cached.myTeamId === myTeamId
  ) {
    return cached.key;
  }
  const key = xiTargetIds(state, myTeamId).join(' ');
  keyCache.set(state.queue, { teams: state.teams, players: state.players, myTeamId, key });
  return key;
}
