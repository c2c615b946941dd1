// Max bids by proxy: a team sets a confidential maximum for a player, and the server bids
// for it at the lowest increment needed, up to that maximum, within its max bid and squad rules. A
// contest is settled as eBay and Draft Fantasy do: the strongest maximum wins (of two equal ones, the
// earlier) and pays one increment over the runner-up's maximum (or the bid it must beat), never more
// than its own maximum. It happens at once, inside the decision that opened the lot, placed a bid or
// set a maximum — so never after the close, and whether or not the owner is connected.
import { closesAtAfter } from './close-time';
import type { AuctionEvent, BidPlacedEvent } from '../events';
import type { AuctionState, ProxyMax } from '../state';
import { minNextBidLakhs } from './increments';
import { maxBidLakhs } from './max-bid';

/** A proxy as it can act now: its maximum cut to the team's max bid (multiple of 5 lakhs). */
interface Contender {
  readonly teamId: string;
  readonly maxLakhs: number;
  readonly setAt: number;
}

const stronger = (a: Contender, b: Contender) => b.maxLakhs - a.maxLakhs || a.setAt - b.setAt;
const nextAfter = (lakhs: number) => minNextBidLakhs({ basePriceLakhs: 0, currentBidLakhs: lakhs });

/** The largest bid at or above `floor` that a maximum of `max` can still answer, or null. */
function largestAnswerable(floor: number, max: number): number | null {
  const candidates = [25, 50]
    .map((step) => Math.floor((max - step) / 5) * 5)
    .filter((x) => x >= floor && nextAfter(x) <= max);
  return candidates.length > 0 ? Math.max(...candidates) : null;
}

/** The proxies of the open lot's player, each cut to what its team may bid now. */
function contendersOf(state: AuctionState, entries: readonly ProxyMax[]): Contender[] {
  const lot = state.currentLot;
  if (!lot) return [];
  return entries
    .filter((p) => !lot.passedTeamIds.includes(p.teamId))
    .map((p) => ({
      teamId: p.teamId,
      setAt: p.setAt,
      maxLakhs: Math.min(p.maxLakhs, maxBidLakhs(state, p.teamId, lot.playerId)),
    }));
}

/**
 * The bids the proxies place on the open lot at `now` (none, one, or two: a challenger's bid and the
 * leading proxy's answer), marked `proxy`. Pure; apply them in order with `evolve`.
 *
 * @example
 * // t1 leads at 2 Cr with a maximum of 5 Cr; t2 sets a maximum of 3 Cr:
 * proxyBids(state, now); // t2 bids 3 Cr, t1 answers 3.25 Cr
 */
export function proxyBids(state: AuctionState, now: number): BidPlacedEvent[] {
  const lot = state.currentLot;
  if (!lot || now >= lot.closesAt) return [];
  const entries = state.proxies[lot.playerId];
  if (!entries || entries.length === 0) return [];
  const floor = minNextBidLakhs(lot);
  const all = contendersOf(state, entries);
  const challengers = all
    .filter((c) => c.teamId !== lot.highestTeamId && c.maxLakhs >= floor)
    .sort(stronger);
  const top = challengers[0];
  if (!top) return [];
  const bid = (teamId: string, amountLakhs: number): BidPlacedEvent => ({
    type: 'bidPlaced',
    lotId: lot.lotId,
    teamId,
    amountLakhs,
    at: now,
    closesAt: closesAtAfter(lot, now, state.settings.bidWindowMs),
    proxy: true,
  });
  const leading = all.find((c) => c.teamId === lot.highestTeamId);
  if (leading && stronger(leading, top) < 0) {
    // The leading proxy holds: the challenger shows its maximum and the leader answers one step above.
    let shown: number | null = top.maxLakhs;
    if (nextAfter(shown) > leading.maxLakhs) shown = largestAnswerable(floor, leading.maxLakhs);
    if (shown === null) return [bid(top.teamId, floor)]; // the leader cannot answer any raise
    return [bid(top.teamId, shown), bid(leading.teamId, nextAfter(shown))];
  }
  // A challenger wins: one step over the best other maximum, or over the bid it must beat.
  const others = [...challengers.slice(1), ...(leading ? [leading] : [])];
  const beat = Math.max(lot.currentBidLakhs ?? -1, ...others.map((c) => c.maxLakhs));
  const price = beat < 0 ? floor : Math.max(floor, nextAfter(beat));
  return [bid(top.teamId, Math.min(top.maxLakhs, price))];
}

/** A max bid that ran out: its team, the team's owner, the player, and the bid that beat it. */
export interface ExhaustedMaxBid {
  teamId: string;
  ownerId: string;
  playerId: string;
  /** The bid that beat it, in lakhs. */
  amountLakhs: number;
}

/**
 * The max bids `events` exhausted on the lot open in `before` (whose owners hear "you were
 * outbid"): those still in play before them (leading, or able to reach the next bid) whose team does
 * not hold the last bid they placed on that lot. A proxy answers in the same decision whenever its
 * maximum allows, so one in play that no longer leads has run out. Bots' maxima are not reported.
 * None when the events place no bid on that lot.
 */
export function exhaustedMaxBids(
  before: AuctionState,
  events: readonly AuctionEvent[],
): ExhaustedMaxBid[] {
  const lot = before.currentLot;
  if (!lot) return [];
  const last = events
    .filter((e): e is BidPlacedEvent => e.type === 'bidPlaced' && e.lotId === lot.lotId)
    .at(-1);
  if (!last) return [];
  const floor = minNextBidLakhs(lot);
  return (before.proxies[lot.playerId] ?? []).flatMap((p) => {
    const team = before.teams[p.teamId];
    const inPlay = lot.highestTeamId === p.teamId || p.maxLakhs >= floor;
    if (!team || team.isBot || !inPlay || p.teamId === last.teamId) return [];
    const { teamId } = p;
    return [
      { teamId, ownerId: team.ownerId, playerId: lot.playerId, amountLakhs: last.amountLakhs },
    ];
  });
}
