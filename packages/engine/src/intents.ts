// What a participant asks, turned into commands on the state at the command's turn: the team is the
// one its owner holds in this state (never a team named by the client), and a bid or a pass is bound
// to the lot the participant saw (`lotId`) or, without one, to the open lot of the player they name.
// Server and clients share these, so a client can tell what its tap will be judged as.
import type {
  AuctionCommand,
  CancelMaxBidCommand,
  PassCommand,
  PlaceBidCommand,
  PullBackCommand,
  SetAutopilotCommand,
  SetMaxBidCommand,
} from './commands';
import { refuse } from './errors';
import type { Refusal } from './errors';
import { teamOfOwner } from './queries';
import type { AuctionState } from './state';

/** A command, or why the request names none (NOT_REGISTERED, LOT_CLOSED, LOT_CHANGED). */
export type Intent<C extends AuctionCommand> = C | Refusal;

/** The lot a request is bound to: the one it names, else the open lot of `playerId`. */
function lotOf(state: AuctionState, playerId: string, lotId?: number): number | Refusal {
  const lot = state.currentLot;
  if (lotId === undefined) {
    return lot?.playerId === playerId ? lot.lotId : refuse('LOT_CLOSED');
  }
  // The lot named is open but holds another player: the request was not meant for it.
  if (lot?.lotId === lotId && lot.playerId !== playerId) return refuse('LOT_CHANGED');
  return lotId;
}

const teamIdOf = (state: AuctionState, ownerId: string): string | Refusal =>
  teamOfOwner(state, ownerId)?.teamId ?? refuse('NOT_REGISTERED');

const isRefusal = (x: unknown): x is Refusal =>
  typeof x === 'object' && x !== null && (x as Refusal).ok === false;

/**
 * A bid of `amountLakhs` by `ownerId`'s team on `playerId` (on lot `lotId` when given).
 *
 * @example
 * bidIntent(state, 'u1', { playerId: 'p9', lotId: 4, amountLakhs: 225 });
 * // { type: 'placeBid', lotId: 4, teamId: 't1', amountLakhs: 225 }
 */
export function bidIntent(
  state: AuctionState,
  ownerId: string,
  r: { playerId: string; lotId?: number; amountLakhs: number; key?: string },
): Intent<PlaceBidCommand> {
  const teamId = teamIdOf(state, ownerId);
  if (isRefusal(teamId)) return teamId;
  const lotId = lotOf(state, r.playerId, r.lotId);
  if (isRefusal(lotId)) return lotId;
  const key = r.key === undefined ? {} : { key: r.key };
  return { type: 'placeBid', lotId, teamId, amountLakhs: r.amountLakhs, ...key };
}

/** A pass of `ownerId`'s team on `playerId`'s lot (lot `lotId` when given). */
export function passIntent(
  state: AuctionState,
  ownerId: string,
  r: { playerId: string; lotId?: number },
): Intent<PassCommand> {
  const teamId = teamIdOf(state, ownerId);
  if (isRefusal(teamId)) return teamId;
  const lotId = lotOf(state, r.playerId, r.lotId);
  return isRefusal(lotId) ? lotId : { type: 'pass', teamId, lotId };
}

/** `ownerId`'s team pulls `playerId` back. */
export function pullBackIntent(
  state: AuctionState,
  ownerId: string,
  playerId: string,
): Intent<PullBackCommand> {
  const teamId = teamIdOf(state, ownerId);
  return isRefusal(teamId) ? teamId : { type: 'pullBack', playerId, teamId };
}

/** `ownerId`'s team sets its maximum for `playerId`. */
export function setMaxBidIntent(
  state: AuctionState,
  ownerId: string,
  r: { playerId: string; maxLakhs: number },
): Intent<SetMaxBidCommand> {
  const teamId = teamIdOf(state, ownerId);
  return isRefusal(teamId) ? teamId : { type: 'setMaxBid', teamId, ...r };
}

/** `ownerId`'s team withdraws its maximum for `playerId`. */
export function cancelMaxBidIntent(
  state: AuctionState,
  ownerId: string,
  playerId: string,
): Intent<CancelMaxBidCommand> {
  const teamId = teamIdOf(state, ownerId);
  return isRefusal(teamId) ? teamId : { type: 'cancelMaxBid', teamId, playerId };
}

/** `ownerId`'s team turns its autopilot on or off (`capLakhs`: its optional ceiling per player). */
export function setAutopilotIntent(
  state: AuctionState,
  ownerId: string,
  r: { enabled: boolean; capLakhs?: number },
): Intent<SetAutopilotCommand> {
  const teamId = teamIdOf(state, ownerId);
  if (isRefusal(teamId)) return teamId;
  const cap = r.capLakhs === undefined ? {} : { capLakhs: r.capLakhs };
  return { type: 'setAutopilot', teamId, enabled: r.enabled, ...cap };
}
