// Away: a human team whose owner had no connection at any moment of a lot goes on autopilot when that
// lot closes (docs/architecture.md "Autopilot"), so no team fails because its owner looked away. The
// room notes which owners it saw connected while the lot was open (everyone present when it opened,
// plus everyone who connected before it closed); these rules say which lots it may judge and which
// teams that lot's close puts on autopilot.
import type { AuctionState, Lot } from './state';

/**
 * Whether a watcher that started at `watchingSinceMs` (epoch ms) can judge `lot`: only if it saw
 * the lot open, since who was connected before it started is unknown.
 */
export function canJudgeAttendance(lot: Pick<Lot, 'openedAt'>, watchingSinceMs: number): boolean {
  return lot.openedAt >= watchingSinceMs;
}

/**
 * The teams to put on autopilot (reason AWAY) now that lot `lotId` is no longer the open lot: every
 * human team not on autopilot whose owner is not in `seenOwnerIds` (owner ids connected at any
 * moment of that lot). Empty while that lot is still open or not yet opened, and once bidding has
 * ended (nothing is left to bid on).
 */
export function awayTeamIds(
  state: AuctionState,
  lotId: number,
  seenOwnerIds: ReadonlySet<string>,
): string[] {
  if (state.currentLot?.lotId === lotId || state.lastLotId < lotId) return [];
  if (state.phase === 'BIDDING_ENDED' || state.phase === 'COMPLETED') return [];
  return Object.values(state.teams)
    .filter((t) => !t.isBot && !state.autopilot[t.teamId] && !seenOwnerIds.has(t.ownerId))
    .map((t) => t.teamId);
}
