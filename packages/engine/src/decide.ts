// decide: (state, command, now) → the events that command causes, or the rule it breaks.
// Pure: `now` is the caller's clock reading (epoch ms); nothing here reads a clock.
import type {
  AuctionCommand,
  CloseLotCommand,
  PlaceBidCommand,
  PullBackCommand,
  RegisterTeamCommand,
} from './commands';
import { assertNever, refuse } from './errors';
import type { Refusal } from './errors';
import type { AuctionEvent } from './events';
import { isBiddingOver, requirePlayer } from './queries';
import { checkBid } from './rules/bid';
import { SQUAD_SIZE } from './rules/squad';
import type { AuctionState } from './state';

/** The result of {@link decide}: the events to store, broadcast and `evolve`, or the refusal. */
export type Decision = { readonly ok: true; readonly events: readonly AuctionEvent[] } | Refusal;

const accept = (...events: AuctionEvent[]): Decision => ({ ok: true, events });

/**
 * Judges `command` against `state` at `now` (epoch ms) by the rules of ARCHITECTURE.md §4 and
 * returns the resulting events (apply each with `evolve`, in order) or a `RuleError`.
 *
 * - `openLot`: opens the next queued player, closing at `now + lotWindowMs`. Refused
 *   `BIDDING_ENDED`, `LOT_ALREADY_OPEN`, `NOTHING_TO_OPEN`. Whether enough participants are
 *   connected is the runner's decision.
 * - `placeBid`: see `checkBid`; an accepted bid moves the close to `now + bidWindowMs`.
 * - `closeLot`: refused `LOT_NOT_DUE` while `now < closesAt`, `LOT_CLOSED` when already closed
 *   (idempotent callers treat it as done), `LOT_NOT_OPEN` for a lot never opened. Emits `lotSold`
 *   or `lotUnsold`, then `biddingEnded` when no AVAILABLE player is left or every team has 11.
 * - `pullBack`: `NOT_REGISTERED`, `BIDDING_ENDED`, `PLAYER_NOT_UNSOLD`, `PULLBACK_USED`.
 * - `endBidding`: `BIDDING_ENDED`, `LOT_ALREADY_OPEN`, `BIDDING_NOT_OVER`.
 * - `registerTeam`: `BIDDING_ENDED`, `ALREADY_REGISTERED`, `INVALID_AMOUNT` (purse not a positive
 *   whole number of lakhs).
 *
 * @example
 * const decision = decide(state, { type: 'placeBid', lotId: 3, teamId: 't1', amountLakhs: 225 }, now);
 * if (decision.ok) state = decision.events.reduce(evolve, state);
 * else reply(decision.error.code, decision.error.message);
 */
export function decide(state: AuctionState, command: AuctionCommand, now: number): Decision {
  switch (command.type) {
    case 'openLot':
      return decideOpenLot(state, now);
    case 'placeBid':
      return decidePlaceBid(state, command, now);
    case 'closeLot':
      return decideCloseLot(state, command, now);
    case 'pullBack':
      return decidePullBack(state, command);
    case 'endBidding':
      return decideEndBidding(state, now);
    case 'registerTeam':
      return decideRegisterTeam(state, command);
    default:
      return assertNever(command, 'command');
  }
}

function decideOpenLot(state: AuctionState, now: number): Decision {
  if (state.phase === 'BIDDING_ENDED') return refuse('BIDDING_ENDED');
  if (state.currentLot !== null) return refuse('LOT_ALREADY_OPEN');
  const playerId = state.queue[0];
  if (playerId === undefined) return refuse('NOTHING_TO_OPEN');
  const { basePriceLakhs } = requirePlayer(state, playerId);
  const closesAt = now + state.settings.lotWindowMs;
  const lotId = state.lastLotId + 1;
  return accept({ type: 'lotOpened', lotId, playerId, basePriceLakhs, openedAt: now, closesAt });
}

function decidePlaceBid(state: AuctionState, command: PlaceBidCommand, now: number): Decision {
  const check = checkBid(state, command, now);
  if (!check.ok) return check;
  const { lotId, teamId, amountLakhs } = command;
  const closesAt = now + state.settings.bidWindowMs;
  return accept({ type: 'bidPlaced', lotId, teamId, amountLakhs, at: now, closesAt });
}

function decideCloseLot(state: AuctionState, command: CloseLotCommand, now: number): Decision {
  const lot = state.currentLot;
  if (lot === null || lot.lotId !== command.lotId) {
    const isPastLot = command.lotId >= 1 && command.lotId <= state.lastLotId;
    return isPastLot ? refuse('LOT_CLOSED', { lotId: command.lotId }) : refuse('LOT_NOT_OPEN');
  }
  if (now < lot.closesAt) return refuse('LOT_NOT_DUE', { closesAt: lot.closesAt });

  const { lotId, playerId, highestTeamId, currentBidLakhs } = lot;
  const closed: AuctionEvent =
    highestTeamId !== null && currentBidLakhs !== null
      ? { type: 'lotSold', lotId, playerId, teamId: highestTeamId, amountLakhs: currentBidLakhs }
      : { type: 'lotUnsold', lotId, playerId };
  if (!isOverAfterClose(state, highestTeamId)) return accept(closed);
  return accept(closed, { type: 'biddingEnded', at: now });
}

/** Whether closing the current lot (sold to `buyerId`, or unsold) leaves nothing to bid for. */
function isOverAfterClose(state: AuctionState, buyerId: string | null): boolean {
  if (state.queue.length === 0) return true;
  const teams = Object.values(state.teams);
  if (teams.length === 0) return false;
  return teams.every((team) => team.squad.length + (team.teamId === buyerId ? 1 : 0) >= SQUAD_SIZE);
}

function decidePullBack(state: AuctionState, command: PullBackCommand): Decision {
  if (!state.teams[command.teamId]) return refuse('NOT_REGISTERED');
  if (state.phase === 'BIDDING_ENDED') return refuse('BIDDING_ENDED');
  const player = state.players[command.playerId];
  if (!player || player.status !== 'UNSOLD') return refuse('PLAYER_NOT_UNSOLD');
  if (player.isPullBackOnce) return refuse('PULLBACK_USED');
  return accept({ type: 'playerPulledBack', playerId: player.id, teamId: command.teamId });
}

function decideEndBidding(state: AuctionState, now: number): Decision {
  if (state.phase === 'BIDDING_ENDED') return refuse('BIDDING_ENDED');
  if (state.currentLot !== null) return refuse('LOT_ALREADY_OPEN');
  if (!isBiddingOver(state)) return refuse('BIDDING_NOT_OVER');
  return accept({ type: 'biddingEnded', at: now });
}

function decideRegisterTeam(state: AuctionState, command: RegisterTeamCommand): Decision {
  if (state.phase === 'BIDDING_ENDED') return refuse('BIDDING_ENDED');
  if (state.teams[command.teamId]) return refuse('ALREADY_REGISTERED');
  const { teamId, ownerId, purseTotalLakhs } = command;
  if (!Number.isSafeInteger(purseTotalLakhs) || purseTotalLakhs <= 0) {
    return refuse('INVALID_AMOUNT', { purseTotalLakhs });
  }
  const isBot = command.isBot ?? false;
  return accept({ type: 'teamRegistered', teamId, ownerId, purseTotalLakhs, isBot });
}
