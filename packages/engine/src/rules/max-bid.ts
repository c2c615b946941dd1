// The reserve-aware max bid: a team must keep enough purse to complete a valid XI (Batter
// 3–4, Bowler 4, Wicket-Keeper 1–2, All-Rounder 1–2, 11 players) from the players still available,
// at their base prices, so no team can buy itself into an XI it cannot complete.
import { PLAYER_TYPES } from '../player-type';
import type { PlayerType } from '../player-type';
import { requirePlayer, squadTypes } from '../queries';
import type { AuctionState } from '../state';
import { SQUAD_SIZE, TYPE_MAX, TYPE_MIN, canAddToSquad, countTypes } from './squad';

/** Base prices (integer lakhs) of available players, cheapest first, per type. */
export type PricesByType = Readonly<Record<PlayerType, readonly number[]>>;

/**
 * The cheapest cost (integer lakhs) of completing a valid XI for a squad of `types`, buying from
 * `available` at base prices; `null` when no choice of available players completes one (too few of a
 * needed type, a type over its maximum, or more than 11 players).
 *
 * @example
 * // 10 players with 3 bowlers: the cheapest available bowler completes the XI.
 * completionCostLakhs(tenWithThreeBowlers, { Batter: [50], Bowler: [75, 100], 'Wicket-Keeper': [], 'All-Rounder': [] });
 * // 75
 */
export function completionCostLakhs(
  types: readonly PlayerType[],
  available: PricesByType,
): number | null {
  const counts = countTypes(types);
  const slots = SQUAD_SIZE - types.length;
  if (slots < 0) return null;
  let cost = 0;
  let free = slots;
  const next: Record<PlayerType, number> = {
    Batter: 0,
    Bowler: 0,
    'Wicket-Keeper': 0,
    'All-Rounder': 0,
  };
  for (const t of PLAYER_TYPES) {
    if (counts[t] > TYPE_MAX[t]) return null;
    const need = Math.max(0, TYPE_MIN[t] - counts[t]);
    const prices = available[t];
    if (prices.length < need) return null;
    for (let k = 0; k < need; k++) cost += prices[k] ?? 0;
    next[t] = need;
    free -= need;
  }
  if (free < 0) return null;
  // The remaining slots: the cheapest heads of the per-type lists, each up to its type's maximum.
  for (; free > 0; free--) {
    let best: PlayerType | null = null;
    for (const t of PLAYER_TYPES) {
      const i = next[t];
      if (counts[t] + i >= TYPE_MAX[t] || i >= available[t].length) continue;
      if (best === null || available[t][i]! < available[best][next[best]]!) best = t;
    }
    if (best === null) return null;
    cost += available[best][next[best]]!;
    next[best] += 1;
  }
  return cost;
}

/** Whether a squad of `types` can reach a valid XI at all, given how many of each type are left. */
function canComplete(types: readonly PlayerType[], left: Readonly<Record<PlayerType, number>>) {
  const counts = countTypes(types);
  let slots = SQUAD_SIZE - types.length;
  let room = 0;
  for (const t of PLAYER_TYPES) {
    const need = Math.max(0, TYPE_MIN[t] - counts[t]);
    if (counts[t] > TYPE_MAX[t] || left[t] < need) return false;
    slots -= need;
    room += Math.min(left[t], TYPE_MAX[t] - counts[t]) - need;
  }
  return slots >= 0 && room >= slots;
}

// Memoised by identity: evolve replaces `queue` only when it changes, and bids ask often.
const pricesCache = new WeakMap<AuctionState['queue'], PricesByType>();

/** The base prices of the queued (AVAILABLE, not on the block) players, cheapest first, per type. */
export function availablePrices(state: AuctionState): PricesByType {
  const cached = pricesCache.get(state.queue);
  if (cached) return cached;
  const prices: Record<PlayerType, number[]> = {
    Batter: [],
    Bowler: [],
    'Wicket-Keeper': [],
    'All-Rounder': [],
  };
  for (const id of state.queue) {
    const p = requirePlayer(state, id);
    prices[p.type].push(p.basePriceLakhs);
  }
  for (const t of PLAYER_TYPES) prices[t].sort((a, b) => a - b);
  pricesCache.set(state.queue, prices);
  return prices;
}

/**
 * The most team `teamId` may bid for player `playerId` (integer lakhs, a multiple of 5): its purse
 * less the cheapest completion of a valid XI after buying that player, from the players still
 * available. 0 when the team cannot add the player (squad full, type limit) or when buying it would
 * leave no way to complete a valid XI. When the players still available could not complete this
 * team's XI anyway (a small pool), the reserve does not apply: the limit is the purse.
 *
 * @example
 * maxBidLakhs(state, 't1', state.currentLot.playerId); // e.g. 1250 (12.5 Cr) with 100 Cr and 10 to buy
 */
export function maxBidLakhs(state: AuctionState, teamId: string, playerId: string): number {
  const team = state.teams[teamId];
  const player = state.players[playerId];
  if (!team || !player) return 0;
  const types = squadTypes(team);
  if (!canAddToSquad(types, player.type).ok) return 0;
  const available = availablePrices(state);
  const left = {
    Batter: available.Batter.length,
    Bowler: available.Bowler.length,
    'Wicket-Keeper': available['Wicket-Keeper'].length,
    'All-Rounder': available['All-Rounder'].length,
  };
  left[player.type] += 1; // the player on the block is one of the players left
  if (!canComplete(types, left)) return team.purseRemainingLakhs;
  const reserve = completionCostLakhs([...types, player.type], available);
  if (reserve === null) return 0;
  return Math.max(0, Math.floor((team.purseRemainingLakhs - reserve) / 5) * 5);
}

/**
 * A team's max bid for the player on the block, or for the next queued player between lots
 * (what its purse bar shows); 0 when there is none.
 */
export function currentMaxBidLakhs(state: AuctionState, teamId: string): number {
  const playerId = state.currentLot?.playerId ?? state.queue[0];
  return playerId === undefined ? 0 : maxBidLakhs(state, teamId, playerId);
}
