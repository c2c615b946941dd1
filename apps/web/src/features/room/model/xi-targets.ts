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
