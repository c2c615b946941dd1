// The organiser's controls: pause/resume, add time, undo the last sale, skip a lot, end early. Each
// is an engine decision like any other (rule checks, events in the log, evolve), by the admin `by`;
// the server only lets admins and the auction's organiser send them. Everything of a control lives
// here: its command, its own events, what it keeps on the state and the lot, its decision and how
// its events apply. `decide`, `evolve` and the command and event unions pick them up from here.
import { accept, closeEvent, type Decision } from './decision';
import { refuse } from './errors';
import type { AuctionEvent } from './events';
import { allTeamsFull, isBiddingClosed, requirePlayer, requireTeam } from './queries';
import { insertPulledBack } from './rules/lot-order';
import type { AuctionState, Lot, PoolPlayer } from './state';

/**
 * The organiser's controls, each by admin `by`: pause and resume the auction (the clock stops; closes
 * move by the paused time), add time to the open lot, undo the last sale (with a reason), skip the
 * open lot (it closes unsold), end the auction early. Each control that acts on a lot names it
 * (`lotId`: the lot on the organiser's screen; for `undoSale` the sold lot), so a stale screen is
 * refused rather than acting on another lot. `pauseAfterLot`: pause the auction when the open lot
 * closes (sold, unsold or skipped) instead of opening the next one.
 */
export type OrganiserCommand =
  | { readonly type: 'pauseAuction'; readonly by: string }
  | { readonly type: 'resumeAuction'; readonly by: string }
  | {
      readonly type: 'addTime';
      readonly by: string;
      readonly lotId: number;
      readonly seconds: number;
    }
  | {
      readonly type: 'undoSale';
      readonly by: string;
      readonly lotId: number;
      readonly reason: string;
    }
  | { readonly type: 'skipLot'; readonly by: string; readonly lotId: number }
  | { readonly type: 'endAuction'; readonly by: string }
  | { readonly type: 'pauseAfterLot'; readonly by: string; readonly lotId: number };

/** Every organiser command type, once: `decide` hands these to {@link decideOrganiser}. */
const ORGANISER_COMMAND_TYPES: Record<OrganiserCommand['type'], true> = {
  pauseAuction: true,
  resumeAuction: true,
  addTime: true,
  undoSale: true,
  skipLot: true,
  endAuction: true,
  pauseAfterLot: true,
};

/** Whether `command` is one of the organiser's controls. */
export function isOrganiserCommand(command: {
  readonly type: string;
}): command is OrganiserCommand {
  return Object.hasOwn(ORGANISER_COMMAND_TYPES, command.type);
}

/** The organiser (`by`) paused the auction `at`: no bid, open or close until it resumes. */
export interface AuctionPausedEvent {
  readonly type: 'auctionPaused';
  readonly at: number;
  readonly by: string;
}

/** The organiser resumed the auction `at`; every pending instant moves by `pausedMs`. */
export interface AuctionResumedEvent {
  readonly type: 'auctionResumed';
  readonly at: number;
  readonly by: string;
  readonly pausedMs: number;
}

/** The organiser undid the last sale: the player is AVAILABLE again, the team's purse restored. */
export interface SaleUndoneEvent {
  readonly type: 'saleUndone';
  readonly lotId: number;
  readonly playerId: string;
  readonly teamId: string;
  readonly amountLakhs: number;
  readonly reason: string;
  readonly by: string;
  readonly at: number;
}

/**
 * The organiser (`by`) asked `at` that the auction pause once lot `lotId` closes: the close's
 * `auctionPaused` (same `at` as the close, by them) takes the place of the next lot's open.
 */
export interface PauseAfterLotAskedEvent {
  readonly type: 'pauseAfterLotAsked';
  readonly lotId: number;
  readonly at: number;
  readonly by: string;
}

/**
 * The organiser's own events (their controls also cause shared ones: `lotExtended`, `lotUnsold`,
 * `biddingEnded` carry `by`). Each carries the admin `by`; `evolveOrganiser` applies them.
 */
export type OrganiserEvent =
  AuctionPausedEvent | AuctionResumedEvent | SaleUndoneEvent | PauseAfterLotAskedEvent;

/** Every organiser event type, once: `evolve` hands these to {@link evolveOrganiser}. */
const ORGANISER_EVENT_TYPES: Record<OrganiserEvent['type'], true> = {
  auctionPaused: true,
  auctionResumed: true,
  saleUndone: true,
  pauseAfterLotAsked: true,
};

/** Whether `event` is one of the organiser's own events. */
export function isOrganiserEvent(event: { readonly type: string }): event is OrganiserEvent {
  return Object.hasOwn(ORGANISER_EVENT_TYPES, event.type);
}

/** What the organiser's controls keep on the open lot (part of `Lot`). Instants are epoch ms. */
export interface OrganiserLotFields {
  /**
   * The close the organiser's added time promised, once they added time: no bid or early close
   * moves `closesAt` before it (rules/close-time.ts). Absent until then.
   */
  readonly closesNoEarlierThan?: number;
  /** The organiser who asked the auction to pause once this lot closes (`pauseAfterLot`); absent: none. */
  readonly pauseAfterBy?: string;
}

/**
 * What follows the close of the open lot at `now` because the organiser asked for it: `state` is the
 * state before the close, `closed` its events (the sale or no sale, and `biddingEnded` when nothing
 * is left). `closeEvents` and a skip append these: the pause the organiser asked for with
 * `pauseAfterLot`, at the close's instant, unless bidding ends there or the auction is paused already.
 */
export function organiserAfterClose(
  state: AuctionState,
  closed: readonly AuctionEvent[],
  now: number,
): AuctionEvent[] {
  const by = state.currentLot?.pauseAfterBy;
  if (by === undefined || state.pausedAt !== null) return [];
  if (closed.some((e) => e.type === 'biddingEnded')) return [];
  return [{ type: 'auctionPaused', at: now, by }];
}

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
 * - `pauseAfterLot`: `LOT_NOT_OPEN`, `LOT_MOVED_ON`: when the named lot closes (sold, unsold or
 *   skipped) the auction pauses at that instant instead of opening the next lot (`auctionPaused` in
 *   the close's commit; `resumeAuction` as after any pause). No pause when that close ends bidding.
 *   Asking again for the same lot is idempotent: accepted, no event.
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
      if (state.queue.length === 0 || allTeamsFull(state.teams)) {
        return accept(skipped, { type: 'biddingEnded', at: now });
      }
      return accept(skipped, ...organiserAfterClose(state, [skipped], now));
    }
    case 'endAuction': {
      if (isBiddingClosed(state)) return refuse('BIDDING_ENDED');
      // Ending a paused auction ends the pause too, so the reorder window runs and it completes.
      const resumed: AuctionEvent[] =
        state.pausedAt === null
          ? []
          : [{ type: 'auctionResumed', at: now, by, pausedMs: Math.max(0, now - state.pausedAt) }];
      const closed = closeEvent(state, now);
      return accept(...resumed, ...(closed ? [closed] : []), { type: 'biddingEnded', at: now, by });
    }
    case 'pauseAfterLot': {
      const lot = state.currentLot;
      if (!lot || lot.lotId !== command.lotId) return refuseStaleLot(state);
      if (lot.pauseAfterBy !== undefined) return accept(); // asked already: one request
      return accept({ type: 'pauseAfterLotAsked', lotId: lot.lotId, at: now, by });
    }
  }
}

/** A control named a lot that is not the open one: `LOT_MOVED_ON` with the open lot, else `LOT_NOT_OPEN`. */
function refuseStaleLot(state: AuctionState): Decision {
  const lot = state.currentLot;
  if (!lot) return refuse('LOT_NOT_OPEN');
  return refuse('LOT_MOVED_ON', { lotId: lot.lotId, playerId: lot.playerId });
}

/**
 * Applies one of the organiser's own events (see `evolve`, which bumps `version`): a pause stops
 * the clock, a resume moves every pending instant by the paused time, an undone sale puts the
 * player back in the queue (after the open lot) and restores the team's purse, a pause asked for
 * after the open lot is kept on it (`pauseAfterBy`, gone with the lot when it closes).
 */
export function evolveOrganiser(state: AuctionState, event: OrganiserEvent): AuctionState {
  switch (event.type) {
    case 'auctionPaused':
      return { ...state, pausedAt: event.at };
    case 'auctionResumed':
      return resumed(state, event.pausedMs);
    case 'saleUndone':
      return applySaleUndone(state, event);
    case 'pauseAfterLotAsked': {
      const lot = state.currentLot;
      if (lot?.lotId !== event.lotId) {
        throw new Error(
          `Pause after lot ${event.lotId} but the open lot is ${lot?.lotId ?? 'none'}`,
        );
      }
      return { ...state, currentLot: { ...lot, pauseAfterBy: event.by } };
    }
  }
}

/** Every pending instant moves by the paused time; the auction runs again. */
function resumed(state: AuctionState, pausedMs: number): AuctionState {
  const later = (ms: number | null) => (ms === null ? null : ms + pausedMs);
  const { settings, currentLot } = state;
  const wasInLobby = state.pausedAt !== null && settings.lotsStartAt > state.pausedAt;
  return {
    ...state,
    pausedAt: null,
    currentLot: currentLot ? lotMovedBy(currentLot, pausedMs) : null,
    lastClosedAt: later(state.lastClosedAt),
    reorderEndsAt: later(state.reorderEndsAt),
    settings: {
      ...settings,
      lotsStartAt: wasInLobby ? settings.lotsStartAt + pausedMs : settings.lotsStartAt,
      scheduledEndAt: later(settings.scheduledEndAt),
    },
  };
}

/** The open lot with its close (and the organiser's promised close) `pausedMs` later. */
function lotMovedBy(lot: Lot, pausedMs: number): Lot {
  const { closesNoEarlierThan } = lot;
  return {
    ...lot,
    closesAt: lot.closesAt + pausedMs,
    ...(closesNoEarlierThan === undefined
      ? {}
      : { closesNoEarlierThan: closesNoEarlierThan + pausedMs }),
  };
}

function applySaleUndone(state: AuctionState, event: SaleUndoneEvent): AuctionState {
  const { playerId, teamId, amountLakhs } = event;
  const player = requirePlayer(state, playerId);
  const team = requireTeam(state, teamId);
  const back: PoolPlayer = { ...player, status: 'AVAILABLE' };
  delete (back as { soldToTeamId?: string }).soldToTeamId;
  delete (back as { soldForLakhs?: number }).soldForLakhs;
  const isPulledBack = (id: string): boolean => state.players[id]?.isPullBackOnce === true;
  return {
    ...state,
    players: { ...state.players, [playerId]: back },
    teams: {
      ...state.teams,
      [teamId]: {
        ...team,
        purseRemainingLakhs: team.purseRemainingLakhs + amountLakhs,
        squad: team.squad.filter((entry) => entry.playerId !== playerId),
      },
    },
    queue: insertPulledBack(state.queue, playerId, isPulledBack),
    lastSale: null,
  };
}
