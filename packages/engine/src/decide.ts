// decide: (state, command, now) → the events that command causes, or the rule it breaks.
// Pure: `now` is the caller's clock reading (epoch ms); nothing here reads a clock. The lifecycle
// commands are here; bids (decide-bids.ts) and the organiser's controls (organiser.ts) apart.
import type {
  AuctionCommand,
  CloseLotCommand,
  ExtendLotCommand,
  PullBackCommand,
  RegisterTeamCommand,
} from './commands';
import { decideCancelMaxBid, decidePass, decidePlaceBid, decideSetMaxBid } from './decide-bids';
import { decideSetAutopilot } from './decide-autopilot';
import { decideOrganiser, isOrganiserCommand } from './organiser';
import { accept, closeEvents, withFollowUps, type Decision } from './decision';
import { assertNever, refuse } from './errors';
import { isBiddingClosed, isBiddingOver, isTimeUp, nextLotOpensAt, requirePlayer } from './queries';
import type { AuctionState } from './state';

export type { Decision } from './decision';

/** Commands the organiser's pause holds back (everything that moves the auction on). */
const HELD_WHILE_PAUSED = new Set<AuctionCommand['type']>([
  'openLot',
  'placeBid',
  'setMaxBid',
  'pass',
  'closeLot',
  'extendLot',
  'pullBack',
  'endBidding',
  'completeAuction',
]);

/**
 * Judges `command` against `state` at `now` (epoch ms) by the rules of ARCHITECTURE.md §4 and
 * returns the resulting events (apply each with `evolve`, in order) or a `RuleError`.
 *
 * - `openLot`: opens the next queued player, closing at `now + lotWindowMs`. Refused
 *   `BIDDING_ENDED`, `LOT_ALREADY_OPEN`, `LOTS_NOT_STARTED` (before `lotsStartAt`), `PAUSE_NOT_OVER`
 *   (within `pauseBetweenLotsMs` of the last close), `TIME_UP` (at or after the scheduled end),
 *   `NOTHING_TO_OPEN`. Whether enough participants are connected is the clock's decision.
 * - `placeBid`: see `checkBid`; an accepted bid moves the close to `now + bidWindowMs`. A bid whose
 *   `key` this team already used on this lot is accepted again with no events (one bid).
 * - `setMaxBid` / `cancelMaxBid`: a confidential maximum for an AVAILABLE player (rules/proxy.ts):
 *   `NOT_REGISTERED`, `BIDDING_ENDED`, `PLAYER_NOT_AVAILABLE`, `INVALID_AMOUNT`, `BID_TOO_LOW`
 *   (below the next bid, or the base price), `PURSE_EXCEEDED`, `SQUAD_FULL` / `ROLE_LIMIT`,
 *   `ALREADY_PASSED`; `NO_MAX_BID` to cancel none.
 * - `setAutopilot`: see `decideSetAutopilot`; an autopilot bid (`placeBid` with `autopilot`) is
 *   refused `AUTOPILOT_OFF` once the team's autopilot is off, and the owner's own bid turns it off
 *   (`autopilotSet` with reason OWNER_BID after the `bidPlaced`).
 * - `pass`: "Not interested" on the open lot: `LOT_NOT_OPEN` / `LOT_CLOSED` / `LOT_CHANGED`,
 *   `NOT_REGISTERED`, `ALREADY_HIGHEST`; a second pass changes nothing.
 * - After opening a lot, a bid, a maximum on the player on the block, or a pass, the proxies bid
 *   (rules/proxy.ts), and when every team but the leader is out the lot ends early: `lotEndingEarly`
 *   (within `earlyCloseMs`) or, with no bid, `lotUnsold` at once (rules/early-close.ts).
 * - `closeLot`: refused `LOT_NOT_DUE` while `now < closesAt`, `LOT_CLOSED` when already closed
 *   (idempotent callers treat it as done), `LOT_NOT_OPEN` for a lot never opened. Emits `lotSold`
 *   or `lotUnsold` at `now`, then `biddingEnded` when no AVAILABLE player is left or every team has
 *   11 (a lot that ends after the scheduled end does not end bidding by itself: the clock does).
 * - `extendLot` (RECOVERY): only an open lot whose close has passed (`LOT_NOT_OPEN`, `LOT_NOT_DUE`);
 *   it closes `bidWindowMs` after `now` instead.
 * - `pullBack`: `NOT_REGISTERED`, `BIDDING_ENDED`, `PLAYER_NOT_UNSOLD`, `PULLBACK_USED`.
 * - `endBidding`: `BIDDING_ENDED`, `LOT_ALREADY_OPEN`, `BIDDING_NOT_OVER` (players left, squads
 *   not full and the scheduled end not come).
 * - `completeAuction`: `AUCTION_COMPLETED`, `BIDDING_NOT_OVER` (bidding has not ended),
 *   `REORDER_WINDOW_OPEN` (before `reorderEndsAt`).
 * - `registerTeam`: `BIDDING_ENDED`, `ALREADY_REGISTERED`, `INVALID_AMOUNT` (purse not a positive
 *   whole number of lakhs).
 * - The organiser's controls: see `decideOrganiser`. While the auction is paused, every command that
 *   moves it on is refused `PAUSED`.
 *
 * @example
 * const decision = decide(state, { type: 'placeBid', lotId: 3, teamId: 't1', amountLakhs: 225 }, now);
 * if (decision.ok) state = decision.events.reduce(evolve, state);
 * else reply(decision.error.code, decision.error.message);
 */
export function decide(state: AuctionState, command: AuctionCommand, now: number): Decision {
  if (state.pausedAt !== null && HELD_WHILE_PAUSED.has(command.type)) return refuse('PAUSED');
  if (isOrganiserCommand(command)) return decideOrganiser(state, command, now);
  switch (command.type) {
    case 'openLot':
      return decideOpenLot(state, now);
    case 'placeBid':
      return decidePlaceBid(state, command, now);
    case 'setMaxBid':
      return decideSetMaxBid(state, command, now);
    case 'cancelMaxBid':
      return decideCancelMaxBid(state, command, now);
    case 'setAutopilot':
      return decideSetAutopilot(state, command, now);
    case 'pass':
      return decidePass(state, command, now);
    case 'closeLot':
      return decideCloseLot(state, command, now);
    case 'extendLot':
      return decideExtendLot(state, command, now);
    case 'pullBack':
      return decidePullBack(state, command);
    case 'endBidding':
      return decideEndBidding(state, now);
    case 'completeAuction':
      return decideComplete(state, now);
    case 'registerTeam':
      return decideRegisterTeam(state, command);
    default:
      return assertNever(command, 'command');
  }
}

function decideOpenLot(state: AuctionState, now: number): Decision {
  if (isBiddingClosed(state)) return refuse('BIDDING_ENDED');
  if (state.currentLot !== null) return refuse('LOT_ALREADY_OPEN');
  if (now < state.settings.lotsStartAt) {
    return refuse('LOTS_NOT_STARTED', { lotsStartAt: state.settings.lotsStartAt });
  }
  const opensAt = nextLotOpensAt(state);
  if (now < opensAt) return refuse('PAUSE_NOT_OVER', { opensAt });
  if (isTimeUp(state, now)) return refuse('TIME_UP');
  const playerId = state.queue[0];
  if (playerId === undefined) return refuse('NOTHING_TO_OPEN');
  const { basePriceLakhs } = requirePlayer(state, playerId);
  const closesAt = now + state.settings.lotWindowMs;
  const lotId = state.lastLotId + 1;
  return withFollowUps(
    state,
    [{ type: 'lotOpened', lotId, playerId, basePriceLakhs, openedAt: now, closesAt }],
    now,
  );
}

function decideCloseLot(state: AuctionState, command: CloseLotCommand, now: number): Decision {
  const lot = state.currentLot;
  if (lot === null || lot.lotId !== command.lotId) {
    const isPastLot = command.lotId >= 1 && command.lotId <= state.lastLotId;
    return isPastLot ? refuse('LOT_CLOSED', { lotId: command.lotId }) : refuse('LOT_NOT_OPEN');
  }
  if (now < lot.closesAt) return refuse('LOT_NOT_DUE', { closesAt: lot.closesAt });
  return accept(...closeEvents(state, now));
}

function decideExtendLot(state: AuctionState, command: ExtendLotCommand, now: number): Decision {
  const lot = state.currentLot;
  if (lot === null || lot.lotId !== command.lotId) return refuse('LOT_NOT_OPEN');
  if (now < lot.closesAt) return refuse('LOT_NOT_DUE', { closesAt: lot.closesAt });
  const closesAt = now + state.settings.bidWindowMs;
  return accept({
    type: 'lotExtended',
    lotId: lot.lotId,
    at: now,
    closesAt,
    reason: command.reason,
  });
}

function decidePullBack(state: AuctionState, command: PullBackCommand): Decision {
  if (!state.teams[command.teamId]) return refuse('NOT_REGISTERED');
  if (isBiddingClosed(state)) return refuse('BIDDING_ENDED');
  const player = state.players[command.playerId];
  if (!player || player.status !== 'UNSOLD') return refuse('PLAYER_NOT_UNSOLD');
  if (player.isPullBackOnce) return refuse('PULLBACK_USED');
  return accept({ type: 'playerPulledBack', playerId: player.id, teamId: command.teamId });
}

function decideEndBidding(state: AuctionState, now: number): Decision {
  if (isBiddingClosed(state)) return refuse('BIDDING_ENDED');
  if (state.currentLot !== null) return refuse('LOT_ALREADY_OPEN');
  if (!isBiddingOver(state, now)) return refuse('BIDDING_NOT_OVER');
  return accept({ type: 'biddingEnded', at: now });
}

function decideComplete(state: AuctionState, now: number): Decision {
  if (state.phase === 'COMPLETED') return refuse('AUCTION_COMPLETED');
  if (state.phase !== 'BIDDING_ENDED' || state.reorderEndsAt === null) {
    return refuse('BIDDING_NOT_OVER');
  }
  if (now < state.reorderEndsAt) {
    return refuse('REORDER_WINDOW_OPEN', { reorderEndsAt: state.reorderEndsAt });
  }
  return accept({ type: 'auctionCompleted', at: now });
}

function decideRegisterTeam(state: AuctionState, command: RegisterTeamCommand): Decision {
  if (isBiddingClosed(state)) return refuse('BIDDING_ENDED');
  if (state.teams[command.teamId]) return refuse('ALREADY_REGISTERED');
  const { teamId, ownerId, purseTotalLakhs } = command;
  if (!Number.isSafeInteger(purseTotalLakhs) || purseTotalLakhs <= 0) {
    return refuse('INVALID_AMOUNT', { purseTotalLakhs });
  }
  return accept({
    type: 'teamRegistered',
    teamId,
    ownerId,
    purseTotalLakhs,
    isBot: command.isBot ?? false,
    name: command.name ?? teamId,
    ownerName: command.ownerName ?? ownerId,
    imageUrl: command.imageUrl ?? null,
  });
}
