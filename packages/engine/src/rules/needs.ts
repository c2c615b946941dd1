// What a team's XI still needs, by player type, and whether the remaining pool or the team's purse
// puts completing a valid XI at risk (spec/auctions-and-room.md §5 "Composition limits").
import { PLAYER_TYPES } from '../player-type';
import type { PlayerType } from '../player-type';
import { completionCostLakhs } from './max-bid';
import type { PricesByType } from './max-bid';
import { SQUAD_SIZE, TYPE_MIN, countTypes } from './squad';

/** Players of each type a squad still needs to reach the minimum of a valid XI (never negative). */
export type TypeNeeds = Readonly<Record<PlayerType, number>>;

/**
 * What a squad of `types` still needs per type: the shortfall below {@link TYPE_MIN}. A squad that is
 * already a valid XI needs nothing.
 *
 * @example
 * xiNeeds(['Batter', 'Batter', 'Batter']); // { Batter: 0, Bowler: 4, 'Wicket-Keeper': 1, 'All-Rounder': 1 }
 */
export function xiNeeds(types: readonly PlayerType[]): TypeNeeds {
  const counts = countTypes(types);
  const needs = { Batter: 0, Bowler: 0, 'Wicket-Keeper': 0, 'All-Rounder': 0 };
  for (const t of PLAYER_TYPES) needs[t] = Math.max(0, TYPE_MIN[t] - counts[t]);
  return needs;
}

/** Why a team's XI is at risk; empty `shortTypes` and `purseShort: false` mean not at risk. */
export interface XiRisk {
  /** Types the team needs whose remaining pool is smaller than all teams' needs of that type. */
  readonly shortTypes: readonly { readonly type: PlayerType; readonly left: number }[];
  /** True when the purse cannot cover base prices of the cheapest completion of the XI. */
  readonly purseShort: boolean;
}

/**
 * Whether a team's XI is at risk: for each type it still needs, the remaining pool (`available`,
 * base prices of players not yet sold or closed unsold) holds fewer of that type than the combined
 * needs of every team (`allTeamsTypes`, including this one); or its purse (integer lakhs) cannot
 * cover the base prices of its open slots.
 *
 * @example
 * xiRisk(myTypes, 40, available, [myTypes, otherTypes]).shortTypes; // [{ type: 'Bowler', left: 2 }]
 */
export function xiRisk(
  teamTypes: readonly PlayerType[],
  purseLakhs: number,
  available: PricesByType,
  allTeamsTypes: readonly (readonly PlayerType[])[],
): XiRisk {
  const mine = xiNeeds(teamTypes);
  const shortTypes: { type: PlayerType; left: number }[] = [];
  for (const t of PLAYER_TYPES) {
    if (mine[t] === 0) continue;
    const demand = allTeamsTypes.reduce((sum, types) => sum + xiNeeds(types)[t], 0);
    const left = available[t].length;
    if (left < demand) shortTypes.push({ type: t, left });
  }
  const open = SQUAD_SIZE - teamTypes.length;
  const cost = open > 0 ? completionCostLakhs(teamTypes, available) : 0;
  const purseShort = cost !== null && cost > purseLakhs;
  return { shortTypes, purseShort };
}
