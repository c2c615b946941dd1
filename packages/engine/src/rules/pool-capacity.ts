// Whether a pool can give every team of an auction a valid XI (spec/auctions-and-room.md §5
// "Composition limits"): each type needs its minimum for every team, and the types together, each
// counted at most to its maximum per team, need 11 per team.
import { PLAYER_TYPES, type PlayerType } from '../player-type';
import { SQUAD_SIZE, TYPE_MAX, TYPE_MIN, countTypes } from './squad';

/** What a pool lacks for `teams` valid XIs: players missing per type, and in all. */
export interface PoolShortfall {
  /** Types with fewer players than every team's minimum, and how many more each needs. */
  readonly byType: Partial<Record<PlayerType, number>>;
  /** Players missing overall (types capped at their per-team maximum), 0 when enough. */
  readonly total: number;
}

/**
 * The shortfall of a pool of these player types for `teams` valid XIs, or null when it can fill them.
 *
 * @example
 * poolShortfall(Array(40).fill('Batter'), 2); // { byType: { Bowler: 8, 'Wicket-Keeper': 2, 'All-Rounder': 2 }, total: 14 }
 */
export function poolShortfall(types: readonly PlayerType[], teams: number): PoolShortfall | null {
  const counts = countTypes(types);
  const byType: Partial<Record<PlayerType, number>> = {};
  let usable = 0;
  for (const type of PLAYER_TYPES) {
    const need = TYPE_MIN[type] * teams;
    if (counts[type] < need) byType[type] = need - counts[type];
    usable += Math.min(counts[type], TYPE_MAX[type] * teams);
  }
  const total = Math.max(0, SQUAD_SIZE * teams - usable);
  return Object.keys(byType).length === 0 && total === 0 ? null : { byType, total };
}
