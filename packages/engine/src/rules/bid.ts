// Every check a bid must pass (ARCHITECTURE.md §4 "A bid is accepted only if"), in the order a
// bidder would want to hear about them. Auction LIVE status and bans are the server's checks.
import type { PlaceBidCommand } from '../commands';
import { PASS, refuse } from '../errors';
import type { RuleCheck } from '../errors';
import { isMultipleOf5Lakhs } from '../money';
import { requirePlayer, squadTypes } from '../queries';
import type { AuctionState } from '../state';
import { minNextBidLakhs } from './increments';
import { checkPurse } from './purse';
import { canAddToSquad } from './squad';

/**
 * Judges a bid at `now` (epoch ms) without changing anything. Refusals, first failing wins:
 * `LOT_NOT_OPEN` / `LOT_CLOSED` (lot not open or not this `lotId`, or `now ≥ closesAt`),
 * `NOT_REGISTERED`, `ALREADY_HIGHEST`, `INVALID_AMOUNT` (not a positive multiple of 5 lakhs),
 * `BID_TOO_LOW` (below {@link minNextBidLakhs}, `details.minLakhs`), `PURSE_EXCEEDED`,
 * `SQUAD_FULL` / `ROLE_LIMIT`, `STALE_VERSION` (`expectedVersion` given and ≠ `state.version`).
 *
 * @example
 * checkBid(state, { type: 'placeBid', lotId: 1, teamId: 't1', amountLakhs: 200 }, now);
 * // { ok: true } when lot 1 is open at a base price of 2 Cr
 */
export function checkBid(state: AuctionState, command: PlaceBidCommand, now: number): RuleCheck {
  const lot = state.currentLot;
  if (lot === null || lot.lotId !== command.lotId) {
    const isPastLot = command.lotId >= 1 && command.lotId <= state.lastLotId;
    return isPastLot ? refuse('LOT_CLOSED', { lotId: command.lotId }) : refuse('LOT_NOT_OPEN');
  }
  if (now >= lot.closesAt) return refuse('LOT_CLOSED', { closesAt: lot.closesAt });

  const team = state.teams[command.teamId];
  if (!team) return refuse('NOT_REGISTERED');
  if (lot.highestTeamId === command.teamId) return refuse('ALREADY_HIGHEST');

  const { amountLakhs } = command;
  if (!isMultipleOf5Lakhs(amountLakhs) || amountLakhs <= 0) return refuse('INVALID_AMOUNT');
  const minLakhs = minNextBidLakhs(lot);
  if (amountLakhs < minLakhs) return refuse('BID_TOO_LOW', { minLakhs });

  const purse = checkPurse(team.purseRemainingLakhs, amountLakhs);
  if (!purse.ok) return purse;
  const squad = canAddToSquad(squadTypes(team), requirePlayer(state, lot.playerId).type);
  if (!squad.ok) return squad;

  if (command.expectedVersion !== undefined && command.expectedVersion !== state.version) {
    return refuse('STALE_VERSION', { version: state.version });
  }
  return PASS;
}
