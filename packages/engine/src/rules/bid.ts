// Every check a bid must pass (ARCHITECTURE.md §4 "A bid is accepted only if"), in the order a
// bidder would want to hear about them. Auction LIVE status and bans are the server's checks.
import type { PlaceBidCommand } from '../commands';
import { PASS, refuse } from '../errors';
import type { RuleCheck, RuleError } from '../errors';
import { isMultipleOf5Lakhs, lakhsToCrores } from '../money';
import { requirePlayer, squadTypes } from '../queries';
import type { AuctionState } from '../state';
import { minNextBidLakhs } from './increments';
import { maxBidLakhs } from './max-bid';
import { checkPurse } from './purse';
import { canAddToSquad } from './squad';

/** The web refuses a bid with less time left than this (spec 001 §5); the server judges at `closesAt`. */
export const CLIENT_MIN_TIME_LEFT_MS = 1_000;

/**
 * Why team `teamId` cannot bid the next amount on the open lot at `now`, or null when it can: the
 * refusal `checkBid` gives a bid of `minNextBidLakhs` (NOT_REGISTERED without a team), else LOT_CLOSING
 * with less than a second left: the client's own rule, the one reason the server may not share. The web disables the bid
 * buttons with this reason, so the buttons and the server never disagree.
 *
 * @example
 * whyCannotBid(state, 't1', now)?.code; // 'OVER_MAX_BID'
 */
export function whyCannotBid(
  state: AuctionState,
  teamId: string | null,
  now: number,
): RuleError | null {
  if (teamId === null || !state.teams[teamId]) return refuse('NOT_REGISTERED').error;
  const lot = state.currentLot;
  if (lot === null) return refuse('LOT_NOT_OPEN').error;
  const amountLakhs = minNextBidLakhs(lot);
  const check = checkBid(state, { type: 'placeBid', lotId: lot.lotId, teamId, amountLakhs }, now);
  if (!check.ok) return check.error;
  return lot.closesAt - now < CLIENT_MIN_TIME_LEFT_MS ? refuse('LOT_CLOSING').error : null;
}

/**
 * Judges a bid at `now` (epoch ms) without changing anything. Refusals, first failing wins:
 * `LOT_NOT_OPEN` (no such lot yet), `ALREADY_PASSED` (the team passed on this lot), `LOT_CLOSED` (this lot closed and none is open, or
 * `now ≥ closesAt`), `LOT_CHANGED` (this lot closed and a later one is open: the bid was meant for
 * another lot, even if the same player is back after a pull-back),
 * `NOT_REGISTERED`, `ALREADY_HIGHEST`, `INVALID_AMOUNT` (not a positive multiple of 5 lakhs),
 * `BID_TOO_LOW` (below {@link minNextBidLakhs}, `details.minLakhs`), `PURSE_EXCEEDED`,
 * `SQUAD_FULL` / `ROLE_LIMIT`, `OVER_MAX_BID` (above the reserve-aware max bid, `details.maxBidLakhs`;
 * rules/max-bid.ts). A bid that lost a race to an equal or higher bid is refused by the
 * amount rules (`BID_TOO_LOW`), so no version check is needed: events that do not touch the lot
 * (a registration, a pull-back) never make a bid stale.
 *
 * @example
 * checkBid(state, { type: 'placeBid', lotId: 1, teamId: 't1', amountLakhs: 200 }, now);
 * // { ok: true } when lot 1 is open at a base price of 2 Cr
 */
export function checkBid(state: AuctionState, command: PlaceBidCommand, now: number): RuleCheck {
  const lot = state.currentLot;
  if (lot === null || lot.lotId !== command.lotId) {
    const isPastLot = command.lotId >= 1 && command.lotId <= state.lastLotId;
    if (!isPastLot) return refuse('LOT_NOT_OPEN');
    // A bid decided on an earlier lot never lands on the next one (ARCHITECTURE.md §5).
    return lot === null
      ? refuse('LOT_CLOSED', { lotId: command.lotId })
      : refuse('LOT_CHANGED', { lotId: command.lotId, openLotId: lot.lotId });
  }
  if (now >= lot.closesAt) return refuse('LOT_CLOSED', { closesAt: lot.closesAt });

  const team = state.teams[command.teamId];
  if (!team) return refuse('NOT_REGISTERED');
  if (lot.highestTeamId === command.teamId) return refuse('ALREADY_HIGHEST');
  if (lot.passedTeamIds.includes(command.teamId)) return refuse('ALREADY_PASSED');

  const { amountLakhs } = command;
  if (!isMultipleOf5Lakhs(amountLakhs) || amountLakhs <= 0) return refuse('INVALID_AMOUNT');
  const minLakhs = minNextBidLakhs(lot);
  if (amountLakhs < minLakhs) return refuse('BID_TOO_LOW', { minLakhs });

  const purse = checkPurse(team.purseRemainingLakhs, amountLakhs);
  if (!purse.ok) return purse;
  const squad = canAddToSquad(squadTypes(team), requirePlayer(state, lot.playerId).type);
  if (!squad.ok) return squad;
  const maxLakhs = maxBidLakhs(state, team.teamId, lot.playerId);
  if (amountLakhs > maxLakhs) {
    return refuse(
      'OVER_MAX_BID',
      { maxBidLakhs: maxLakhs },
      `Your max bid is ${lakhsToCrores(maxLakhs)} Cr: keep enough purse to complete a valid XI.`,
    );
  }
  return PASS;
}
