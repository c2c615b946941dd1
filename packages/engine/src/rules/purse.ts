// The purse rule (ARCHITECTURE.md §4): a bid must be within the team's remaining purse. Nothing is
// held back for players still to buy; that is the bidder's own planning (the bots do it).
import { PASS, refuse } from '../errors';
import type { RuleCheck } from '../errors';

/**
 * Whether a team with `purseRemainingLakhs` may bid `amountLakhs` (both integer lakhs):
 * refused `PURSE_EXCEEDED` ('Not enough money in purse') when the amount is larger.
 *
 * @example
 * checkPurse(1000, 1050); // { ok: false, error: { code: 'PURSE_EXCEEDED', … } }
 */
export function checkPurse(purseRemainingLakhs: number, amountLakhs: number): RuleCheck {
  if (amountLakhs > purseRemainingLakhs) {
    return refuse('PURSE_EXCEEDED', { purseRemainingLakhs });
  }
  return PASS;
}
