// The room's timetable, pure: what the lot clock must do next and when. The server's clock sets one
// timer from it; the web shows the same instants ("Next player in 00:03"). Time is never read here.
import type {
  CloseLotCommand,
  CompleteAuctionCommand,
  EndBiddingCommand,
  OpenLotCommand,
} from './commands';
import { MIN_PRESENT_TEAMS, allTeamsFull, nextLotOpensAt, presentTeamCount } from './queries';
import type { AuctionState } from './state';

/** A command the clock submits at `at` (epoch ms). `decide` still judges it then. */
export interface Deadline {
  readonly at: number;
  readonly command: OpenLotCommand | CloseLotCommand | EndBiddingCommand | CompleteAuctionCommand;
}

/**
 * The next timed step of the auction (ARCHITECTURE.md §4) as seen at `now` (epoch ms), given which
 * owners are connected (`presentOwnerIds`; bot teams always count):
 * - a lot is open → close it at its `closesAt`;
 * - between lots → open the next one after the lobby and the pause, if at least two teams are
 *   present and the scheduled end has not come; end bidding when nothing is left to auction, or at
 *   the scheduled end; with fewer than two teams present and no scheduled end, nothing (wait);
 * - bidding ended → complete at `reorderEndsAt`;
 * - completed, or paused by the organiser → `null`.
 *
 * @example
 * const next = nextDeadline(state, new Set(['u1', 'u2']), now);
 * if (next) setTimeout(() => submit(next.command), next.at - now);
 */
export function nextDeadline(
  state: AuctionState,
  presentOwnerIds: ReadonlySet<string>,
  now: number,
): Deadline | null {
  if (state.pausedAt !== null) return null; // the organiser resumes it
  switch (state.phase) {
    case 'COMPLETED':
      return null;
    case 'BIDDING_ENDED':
      return state.reorderEndsAt === null
        ? null
        : { at: state.reorderEndsAt, command: { type: 'completeAuction' } };
    case 'LOT_OPEN': {
      const lot = state.currentLot;
      return lot ? { at: lot.closesAt, command: { type: 'closeLot', lotId: lot.lotId } } : null;
    }
    case 'WAITING':
    case 'BETWEEN_LOTS': {
      const opensAt = nextLotOpensAt(state);
      const endAt = state.settings.scheduledEndAt;
      if (state.queue.length === 0 || allTeamsFull(state.teams)) {
        return { at: opensAt, command: { type: 'endBidding' } };
      }
      const isBeforeEnd = endAt === null || Math.max(opensAt, now) < endAt;
      if (isBeforeEnd && presentTeamCount(state, presentOwnerIds) >= MIN_PRESENT_TEAMS) {
        return { at: opensAt, command: { type: 'openLot' } };
      }
      return endAt === null ? null : { at: endAt, command: { type: 'endBidding' } };
    }
  }
}
