// The bidding commands: a bid, a confidential maximum, withdrawing it, a pass. Each is
// judged at `now`; an accepted one is followed by the proxies' bids and any early close.
import type {
  CancelMaxBidCommand,
  PassCommand,
  PlaceBidCommand,
  SetMaxBidCommand,
} from './commands';
import { accept, withFollowUps, type Decision } from './decision';
import { refuse } from './errors';
import type { AuctionEvent } from './events';
import { isMultipleOf5Lakhs, roundUpTo5Lakhs } from './money';
import { isBiddingClosed, squadTypes } from './queries';
import { checkBid } from './rules/bid';
import { closesAtAfter } from './rules/close-time';
import { minNextBidLakhs } from './rules/increments';
import { canAddToSquad } from './rules/squad';
import type { AuctionState } from './state';

export function decidePlaceBid(
  state: AuctionState,
  command: PlaceBidCommand,
  now: number,
): Decision {
  const { lotId, teamId, amountLakhs, key } = command;
  const autopilot = state.autopilot[teamId];
  if (command.autopilot && !autopilot) return refuse('AUTOPILOT_OFF');
  const lot = state.currentLot;
  if (key !== undefined && lot?.lotId === lotId && lot.bidKeys.includes(`${teamId}:${key}`)) {
    return accept(); // the same bid again: already placed
  }
  const check = checkBid(state, command, now);
  if (!check.ok) return check;
  // `checkBid` passed, so the lot is open.
  const closesAt = closesAtAfter(lot!, now, state.settings.bidWindowMs);
  const placed: AuctionEvent = {
    type: 'bidPlaced',
    lotId,
    teamId,
    amountLakhs,
    at: now,
    closesAt,
    ...(key === undefined ? {} : { key }),
    ...(command.autopilot ? { autopilot: true as const } : {}),
  };
  if (autopilot && !command.autopilot) {
    // The owner bids themselves: autopilot stops at once.
    const off: AuctionEvent = {
      type: 'autopilotSet',
      teamId,
      enabled: false,
      reason: 'OWNER_BID',
      at: now,
    };
    return withFollowUps(state, [placed, off], now);
  }
  return withFollowUps(state, [placed], now);
}

export function decideSetMaxBid(
  state: AuctionState,
  command: SetMaxBidCommand,
  now: number,
): Decision {
  const { teamId, playerId, maxLakhs } = command;
  const team = state.teams[teamId];
  if (!team) return refuse('NOT_REGISTERED');
  if (isBiddingClosed(state)) return refuse('BIDDING_ENDED');
  const player = state.players[playerId];
  if (!player || player.status !== 'AVAILABLE') return refuse('PLAYER_NOT_AVAILABLE');
  if (!Number.isSafeInteger(maxLakhs) || maxLakhs <= 0 || !isMultipleOf5Lakhs(maxLakhs)) {
    return refuse('INVALID_AMOUNT');
  }
  const lot = state.currentLot?.playerId === playerId ? state.currentLot : null;
  if (lot?.passedTeamIds.includes(teamId)) return refuse('ALREADY_PASSED');
  const floor = lot ? minNextBidLakhs(lot) : roundUpTo5Lakhs(player.basePriceLakhs);
  if (maxLakhs < floor) return refuse('BID_TOO_LOW', { minLakhs: floor });
  if (maxLakhs > team.purseRemainingLakhs) {
    return refuse('PURSE_EXCEEDED', { purseRemainingLakhs: team.purseRemainingLakhs });
  }
  const squad = canAddToSquad(squadTypes(team), player.type);
  if (!squad.ok) return squad;
  const set: AuctionEvent = { type: 'maxBidSet', teamId, playerId, maxLakhs, at: now };
  return lot ? withFollowUps(state, [set], now) : accept(set);
}

export function decideCancelMaxBid(
  state: AuctionState,
  command: CancelMaxBidCommand,
  now: number,
): Decision {
  const { teamId, playerId } = command;
  if (!state.teams[teamId]) return refuse('NOT_REGISTERED');
  if (!state.proxies[playerId]?.some((p) => p.teamId === teamId)) return refuse('NO_MAX_BID');
  return accept({ type: 'maxBidCancelled', teamId, playerId, at: now });
}

export function decidePass(state: AuctionState, command: PassCommand, now: number): Decision {
  const { teamId, lotId } = command;
  const lot = state.currentLot;
  if (lot === null || lot.lotId !== lotId) {
    const isPastLot = lotId >= 1 && lotId <= state.lastLotId;
    if (!isPastLot) return refuse('LOT_NOT_OPEN');
    return lot === null ? refuse('LOT_CLOSED') : refuse('LOT_CHANGED');
  }
  if (now >= lot.closesAt) return refuse('LOT_CLOSED', { closesAt: lot.closesAt });
  if (!state.teams[teamId]) return refuse('NOT_REGISTERED');
  if (lot.highestTeamId === teamId) return refuse('ALREADY_HIGHEST');
  if (lot.passedTeamIds.includes(teamId)) return accept();
  return withFollowUps(state, [{ type: 'teamPassed', lotId, teamId, at: now }], now);
}
