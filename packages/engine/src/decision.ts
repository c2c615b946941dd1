// What a decision is, and the parts of one that several commands share: accepting, closing the open
// lot, and what follows an event on an open lot (proxy bids, then an early close).
import type { Refusal } from './errors';
import type { AuctionEvent, LotSoldEvent, LotUnsoldEvent } from './events';
import { organiserAfterClose } from './organiser';
import { evolve } from './evolve';
import { closesAtAfter } from './rules/close-time';
import { earlyCloseVerdict } from './rules/early-close';
import { proxyBids } from './rules/proxy';
import { SQUAD_SIZE } from './rules/squad';
import type { AuctionState } from './state';

/** The result of `decide`: the events to store, broadcast and `evolve`, or the refusal. */
export type Decision = { readonly ok: true; readonly events: readonly AuctionEvent[] } | Refusal;

/** An accepting decision. */
export const accept = (...events: AuctionEvent[]): Decision => ({ ok: true, events });

/**
 * `events` and what follows them on the open lot at `now`: the proxies' bids, then an early close
 * (or an unsold close when nobody bid and every team is out).
 */
export function withFollowUps(state: AuctionState, events: AuctionEvent[], now: number): Decision {
  let after = events.reduce(evolve, state);
  const proxies = proxyBids(after, now);
  after = proxies.reduce(evolve, after);
  const out: AuctionEvent[] = [...events, ...proxies];
  const verdict = earlyCloseVerdict(after, now);
  const lot = after.currentLot;
  if (verdict === 'ending' && lot) {
    const closesAt = closesAtAfter(lot, now, after.settings.earlyCloseMs);
    if (closesAt < lot.closesAt)
      out.push({ type: 'lotEndingEarly', lotId: lot.lotId, at: now, closesAt });
  } else if (verdict === 'unsold' && lot) {
    out.push(...closeEvents(after, now));
  }
  return accept(...out);
}

/**
 * The open lot's close at `now`: sold to the highest bidder or unsold, then the end of bidding when
 * nothing is left, then what the organiser asked to follow it (organiser.ts).
 */
export function closeEvents(state: AuctionState, now: number): AuctionEvent[] {
  const closed = closeEvent(state, now);
  if (!closed) return [];
  const highestTeamId = closed.type === 'lotSold' ? closed.teamId : null;
  const events: AuctionEvent[] = isOverAfterClose(state, highestTeamId)
    ? [closed, { type: 'biddingEnded', at: now }]
    : [closed];
  return [...events, ...organiserAfterClose(state, events, now)];
}

/** The open lot's sale to its highest bidder at `now`, or its close unsold; null with no open lot. */
export function closeEvent(state: AuctionState, now: number): LotSoldEvent | LotUnsoldEvent | null {
  const lot = state.currentLot;
  if (!lot) return null;
  const { lotId, playerId, highestTeamId, currentBidLakhs } = lot;
  return highestTeamId !== null && currentBidLakhs !== null
    ? {
        type: 'lotSold',
        lotId,
        playerId,
        teamId: highestTeamId,
        amountLakhs: currentBidLakhs,
        at: now,
      }
    : { type: 'lotUnsold', lotId, playerId, at: now };
}

/** Whether closing the current lot (sold to `buyerId`, or unsold) leaves nothing to bid for. */
function isOverAfterClose(state: AuctionState, buyerId: string | null): boolean {
  if (state.queue.length === 0) return true;
  const teams = Object.values(state.teams);
  if (teams.length === 0) return false;
  return teams.every((team) => team.squad.length + (team.teamId === buyerId ? 1 : 0) >= SQUAD_SIZE);
}
