// The organiser's controls: pause/resume, add time, undo the last sale, skip a lot, end
// early. Each is an engine decision like any other (rule checks, events in the log, evolve), by the
// admin `by`; the server only lets admins send them.
import type { OrganiserCommand } from './commands';
import { accept, closeEvents, type Decision } from './decision';
import { refuse } from './errors';
import type { AuctionEvent } from './events';
import { allTeamsFull, isBiddingClosed } from './queries';
import type { AuctionState } from './state';

/** The longest addition to a lot's window, in seconds (ten minutes). */
export const MAX_ADDED_SECONDS = 600;
/** The longest reason for an undone sale, in characters. */
export const MAX_UNDO_REASON_LENGTH = 200;

/**
 * Judges an organiser command at `now`:
 * - `pauseAuction`: `AUCTION_COMPLETED`, `ALREADY_PAUSED`. While paused no bid, pass, max bid,
 *   pull-back, open, close or end is accepted (`PAUSED`).
 * - `resumeAuction`: `NOT_PAUSED`; every pending instant (the open lot's close, the pause after the
 *   last close, the lobby, the scheduled end, the reorder window) moves by the paused time.
 * - `addTime`: `LOT_NOT_OPEN`, `LOT_MOVED_ON` (another lot is open: details `lotId`, `playerId`),
 *   `INVALID_AMOUNT` (1–600 whole seconds): the lot closes that much later, and no later bid or early
 *   close brings the close before that (`Lot.closesNoEarlierThan`).
 * - `undoSale`: `REASON_REQUIRED`, `BIDDING_ENDED`, `NOTHING_TO_UNDO`, `SALE_CHANGED` (the named
 *   lot's sale is not the last one: details are the last sale): the last sale is undone, the
 *   player AVAILABLE again (auctioned next after the open lot), the team's purse restored.
 * - `skipLot`: `LOT_NOT_OPEN`, `LOT_MOVED_ON`: the open lot closes now, unsold, whatever its bids.
 * - `endAuction`: `BIDDING_ENDED`: the open lot closes now (sold to its leader if any) and bidding
 *   ends; a paused auction is resumed first (`auctionResumed`), so its reorder window runs.
 *
 * @example
 * decide(state, { type: 'pauseAuction', by: adminId }, now); // [{ type: 'auctionPaused', at: now, by }]
 */
export function decideOrganiser(
  state: AuctionState,
  command: OrganiserCommand,
  now: number,
): Decision {
  const { by } = command;
  switch (command.type) {
    case 'pauseAuction':
      if (state.phase === 'COMPLETED') return refuse('AUCTION_COMPLETED');
      if (state.pausedAt !== null) return refuse('ALREADY_PAUSED');
      return accept({ type: 'auctionPaused', at: now, by });
    case 'resumeAuction': {
      if (state.pausedAt === null) return refuse('NOT_PAUSED');
      const pausedMs = Math.max(0, now - state.pausedAt);
      return accept({ type: 'auctionResumed', at: now, by, pausedMs });
    }
    case 'addTime': {
      const lot = state.currentLot;
      if (!lot || lot.lotId !== command.lotId) return refuseStaleLot(state);
      const { seconds } = command;
      if (!Number.isSafeInteger(seconds) || seconds < 1 || seconds > MAX_ADDED_SECONDS) {
        return refuse('INVALID_AMOUNT', { maxSeconds: MAX_ADDED_SECONDS });
      }
      const closesAt = Math.max(lot.closesAt, now) + seconds * 1000;
      return accept({
        type: 'lotExtended',
        lotId: lot.lotId,
        at: now,
        closesAt,
        reason: 'ORGANISER',
        by,
      });
    }
    case 'undoSale': {
      const reason = command.reason.trim();
      if (reason.length === 0 || reason.length > MAX_UNDO_REASON_LENGTH) {
        return refuse('REASON_REQUIRED');
      }
      if (isBiddingClosed(state)) return refuse('BIDDING_ENDED');
      const sale = state.lastSale;
      if (!sale) return refuse('NOTHING_TO_UNDO');
      if (sale.lotId !== command.lotId) return refuse('SALE_CHANGED', { ...sale });
      return accept({ type: 'saleUndone', ...sale, reason, by, at: now });
    }
    case 'skipLot': {
      const lot = state.currentLot;
      if (!lot || lot.lotId !== command.lotId) return refuseStaleLot(state);
      const skipped: AuctionEvent = {
        type: 'lotUnsold',
        lotId: lot.lotId,
        playerId: lot.playerId,
        at: now,
        reason: 'SKIPPED',
        by,
      };
      // A skip never sells; with nothing left to auction bidding ends, as after any last close.
      if (state.queue.length > 0 && !allTeamsFull(state.teams)) return accept(skipped);
      return accept(skipped, { type: 'biddingEnded', at: now });
    }
    case 'endAuction': {
      if (isBiddingClosed(state)) return refuse('BIDDING_ENDED');
      // Ending a paused auction ends the pause too, so the reorder window runs and it completes.
      const resumed: AuctionEvent[] =
        state.pausedAt === null
          ? []
          : [{ type: 'auctionResumed', at: now, by, pausedMs: Math.max(0, now - state.pausedAt) }];
      const closed = closeEvents(state, now).filter((e) => e.type !== 'biddingEnded');
      return accept(...resumed, ...closed, { type: 'biddingEnded', at: now, by });
    }
  }
}

/** A control named a lot that is not the open one: `LOT_MOVED_ON` with the open lot, else `LOT_NOT_OPEN`. */
function refuseStaleLot(state: AuctionState): Decision {
  const lot = state.currentLot;
  if (!lot) return refuse('LOT_NOT_OPEN');
  return refuse('LOT_MOVED_ON', { lotId: lot.lotId, playerId: lot.playerId });
}
