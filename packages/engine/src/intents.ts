// What a participant asks, turned into commands on the state at the command's turn: the team is the
// one its owner holds in this state (never a team named by the client), and a bid or a pass is bound
// to the lot the participant saw (`lotId`) or, without one, to the open lot of the player they name.
// Server and clients share these, so a client can tell what its tap will be judged as. A request is
// a value (ARCHITECTURE.md "one owner per room": commands are data queued to their room, not
// closures); `commandOf` is what the room runs at the request's turn.
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

/** The message of an amount that is not on the price step (0.05 Cr = 5 lakhs). */
export const OFF_STEP_MESSAGE = 'Amounts go in steps of 0.05 Cr.';

/**
 * A participant's request to a room, as received: `ownerId` is the verified user (never a client
 * field), and a bid or a pass names what the participant saw. The room turns it into an
 * {@link AuctionCommand} at its turn in the queue ({@link commandOf}).
 */
export type ParticipantRequest =
  | {
      type: 'bidRequest';
      ownerId: string;
      playerId: string;
      /** The lot the bidder saw; absent (older clients): the open lot of `playerId`. */
      lotId?: number;
      /** Integer lakhs; null: the amount sent is not on the price step (refused INVALID_AMOUNT). */
      amountLakhs: number | null;
      key?: string;
    }
  | { type: 'passRequest'; ownerId: string; playerId: string; lotId?: number }
  | { type: 'pullBackRequest'; ownerId: string; playerId: string }
  | { type: 'setMaxBidRequest'; ownerId: string; playerId: string; maxLakhs: number }
  | { type: 'cancelMaxBidRequest'; ownerId: string; playerId: string }
  | { type: 'setAutopilotRequest'; ownerId: string; enabled: boolean; capLakhs?: number };

/**
 * Anything queued to a room: an engine command as it stands (the clock's, an organiser's, a
 * registration's) or a participant's request.
 */
export type RoomRequest = AuctionCommand | ParticipantRequest;

/** A bid as it was received: what a refusal of it records (bid log and audit chain). */
export interface BidAttempt {
  teamId: string | null;
  lotId: number | null;
  /** Integer lakhs; null when the amount sent was not on the price step. */
  amountLakhs: number | null;
}

const isParticipantRequest = (r: RoomRequest): r is ParticipantRequest =>
  r.type.endsWith('Request');

/**
 * The engine command `request` stands for on `state`, or why there is none: NOT_REGISTERED,
 * LOT_CLOSED, LOT_CHANGED (the intents above) or INVALID_AMOUNT for a bid off the price step
 * ({@link OFF_STEP_MESSAGE}). An engine command is returned as it is.
 */
export function commandOf(state: AuctionState, request: RoomRequest): Intent<AuctionCommand> {
  if (!isParticipantRequest(request)) return request;
  const { ownerId } = request;
  switch (request.type) {
    case 'bidRequest': {
      const { playerId, lotId, amountLakhs, key } = request;
      if (amountLakhs === null) return refuse('INVALID_AMOUNT', undefined, OFF_STEP_MESSAGE);
      const lot = lotId === undefined ? {} : { lotId };
      return bidIntent(state, ownerId, { playerId, amountLakhs, ...lot, ...(key ? { key } : {}) });
    }
    case 'passRequest':
      return passIntent(state, ownerId, request);
    case 'pullBackRequest':
      return pullBackIntent(state, ownerId, request.playerId);
    case 'setMaxBidRequest':
      return setMaxBidIntent(state, ownerId, {
        playerId: request.playerId,
        maxLakhs: request.maxLakhs,
      });
    case 'cancelMaxBidRequest':
      return cancelMaxBidIntent(state, ownerId, request.playerId);
    case 'setAutopilotRequest':
      return setAutopilotIntent(state, ownerId, request);
  }
}

/**
 * The bid `request` is, as received (its team: the owner's in `state`, if any; its lot: the one
 * named, else the open lot of the player named); null for anything that is not a bid. A refusal of
 * a bid is recorded from this, whichever check refused it.
 */
export function bidAttemptOf(state: AuctionState, request: RoomRequest): BidAttempt | null {
  if (request.type === 'placeBid') {
    return { teamId: request.teamId, lotId: request.lotId, amountLakhs: request.amountLakhs };
  }
  if (request.type !== 'bidRequest') return null;
  const lot = state.currentLot;
  return {
    teamId: teamOfOwner(state, request.ownerId)?.teamId ?? null,
    lotId: request.lotId ?? (lot?.playerId === request.playerId ? lot.lotId : null),
    amountLakhs: request.amountLakhs,
  };
}
