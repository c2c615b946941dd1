// Pass and early close: a team that passed ("Not interested"), or that cannot bid the next
// amount (type full, squad full, over its max bid or purse), is out of the lot. When every team but
// the leader is out, the lot closes within `earlyCloseMs`; with no bid at all, it closes at once.
import { teamIdsOf } from '../queries';
import type { AuctionState } from '../state';
import { minNextBidLakhs } from './increments';
import { maxBidLakhs } from './max-bid';

/** Whether team `teamId` is out of the open lot: it passed, or it cannot bid the next amount. */
export function isOutOfLot(state: AuctionState, teamId: string): boolean {
  const lot = state.currentLot;
  if (!lot) return true;
  if (lot.passedTeamIds.includes(teamId)) return true;
  return maxBidLakhs(state, teamId, lot.playerId) < minNextBidLakhs(lot);
}

/**
 * Where the open lot stands on passes: `'unsold'` when nobody has bid and every team is out (close it
 * now, unsold), `'ending'` when every team but the leader is out and the lot closes later than
 * `now + earlyCloseMs` (bring the close forward), else `null`.
 */
export function earlyCloseVerdict(state: AuctionState, now: number): 'unsold' | 'ending' | null {
  const lot = state.currentLot;
  const teams = teamIdsOf(state);
  if (!lot || teams.length === 0) return null;
  // One team still in the lot settles it: a bid in a room of a thousand teams asks one or two.
  if (teams.some((id) => id !== lot.highestTeamId && !isOutOfLot(state, id))) return null;
  if (lot.highestTeamId === null) return 'unsold';
  return lot.closesAt > now + state.settings.earlyCloseMs ? 'ending' : null;
}
