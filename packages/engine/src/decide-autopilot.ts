// Turning a team's autopilot on or off (autopilot.ts). Allowed until bidding ends, in paused
// auctions too (it moves nothing by itself); asking for the state it is already in changes nothing.
import type { SetAutopilotCommand } from './commands';
import { accept, type Decision } from './decision';
import { refuse } from './errors';
import { isMultipleOf5Lakhs } from './money';
import { isBiddingClosed } from './queries';
import type { AuctionState } from './state';

/**
 * `setAutopilot`: `NOT_REGISTERED` (no such team, or a bot team), `BIDDING_ENDED`, `INVALID_AMOUNT`
 * (a ceiling that is not a positive multiple of 5 lakhs). Turning on a team already on with the same
 * ceiling, or off a team already off, is accepted with no events.
 */
export function decideSetAutopilot(
  state: AuctionState,
  command: SetAutopilotCommand,
  now: number,
): Decision {
  const { teamId, enabled, capLakhs } = command;
  const team = state.teams[teamId];
  if (!team || team.isBot) return refuse('NOT_REGISTERED');
  if (isBiddingClosed(state)) return refuse('BIDDING_ENDED');
  const current = state.autopilot[teamId];
  if (!enabled) {
    return current
      ? accept({ type: 'autopilotSet', teamId, enabled: false, reason: 'OWNER', at: now })
      : accept();
  }
  if (capLakhs !== undefined) {
    if (!Number.isSafeInteger(capLakhs) || capLakhs <= 0 || !isMultipleOf5Lakhs(capLakhs)) {
      return refuse('INVALID_AMOUNT');
    }
  }
  if (current && current.capLakhs === capLakhs) return accept();
  const reason = command.reason ?? 'OWNER';
  const cap = capLakhs === undefined ? {} : { capLakhs };
  return accept({ type: 'autopilotSet', teamId, enabled: true, reason, at: now, ...cap });
}
