// Confidential facts ("nobody else sees" a max bid). The log keeps them whole; what a
// client receives keeps only its own team's maxima, and another team's max-bid events arrive as
// `redacted` placeholders, so its log numbering stays whole. Whether a team is on autopilot is
// public; the ceiling its owner set is not.
import type { AuctionEvent } from './events';
import type { AuctionState } from './state';

/**
 * Whether an event is confidential to one team, and whose: a max bid, or an autopilot change that
 * carries the owner's ceiling.
 */
export function confidentialTeamOf(event: AuctionEvent): string | null {
  if (event.type === 'autopilotSet') return event.capLakhs === undefined ? null : event.teamId;
  return event.type === 'maxBidSet' || event.type === 'maxBidCancelled' ? event.teamId : null;
}

/**
 * The event as team `viewerTeamId` (null: an admin or spectator) may see it: another team's max-bid
 * events become `redacted` placeholders; its autopilot changes lose their ceiling.
 *
 * @example
 * redactEvent({ type: 'maxBidSet', teamId: 't1', playerId: 'p1', maxLakhs: 500, at }, 't2');
 * // { type: 'redacted' }
 */
export function redactEvent(event: AuctionEvent, viewerTeamId: string | null): AuctionEvent {
  const owner = confidentialTeamOf(event);
  if (owner === null || owner === viewerTeamId) return event;
  if (event.type === 'autopilotSet') {
    const { capLakhs: _cap, ...shown } = event;
    return shown;
  }
  return { type: 'redacted' };
}

/** The state as team `viewerTeamId` may see it: only its own max bids and autopilot ceiling. */
export function redactState(state: AuctionState, viewerTeamId: string | null): AuctionState {
  const proxies: Record<string, AuctionState['proxies'][string]> = {};
  for (const [playerId, entries] of Object.entries(state.proxies)) {
    const mine = entries.filter((p) => p.teamId === viewerTeamId);
    if (mine.length > 0) proxies[playerId] = mine;
  }
  const autopilot: Record<string, AuctionState['autopilot'][string]> = {};
  for (const [teamId, entry] of Object.entries(state.autopilot)) {
    autopilot[teamId] =
      teamId === viewerTeamId ? entry : { since: entry.since, reason: entry.reason };
  }
  return { ...state, proxies, autopilot };
}
