// Whether the players still to come can complete every team's XI at once (types only, not purses):
// each team needs its minimum of each type and, for its other open places, players of types it
// still has room for. A flow problem over four types, settled by its cut condition.
import { PLAYER_TYPES } from '../player-type';
import type { PlayerType } from '../player-type';
import { SQUAD_SIZE, TYPE_MAX, TYPE_MIN, countTypes } from './squad';

/** How many players of each type are still to be auctioned. */
export type TypeSupply = Readonly<Record<PlayerType, number>>;

/**
 * True when `supply` can complete every squad of `squads` to a valid XI at the same time (squads of
 * 11 or more are left out): each type's supply covers all squads' shortfalls below the minimum, and
 * what is left over can fill every squad's remaining places within each type's maximum (for every
 * set of types, the max-flow/min-cut condition of the assignment).
 *
 * @example
 * canCompleteAll([['Batter', 'Batter', 'Batter']], { Batter: 0, Bowler: 4, 'Wicket-Keeper': 2, 'All-Rounder': 2 }); // true
 */
export function canCompleteAll(
  squads: readonly (readonly PlayerType[])[],
  supply: TypeSupply,
): boolean {
  const spare: Record<PlayerType, number> = { ...supply };
  const teams: { flex: number; room: Record<PlayerType, number> }[] = [];
  for (const types of squads) {
    if (types.length >= SQUAD_SIZE) continue;
    const counts = countTypes(types);
    let flex = SQUAD_SIZE - types.length;
    const room = { ...counts };
    for (const t of PLAYER_TYPES) {
      if (counts[t] > TYPE_MAX[t]) return false;
      const need = Math.max(0, TYPE_MIN[t] - counts[t]);
      spare[t] -= need;
      flex -= need;
      room[t] = TYPE_MAX[t] - Math.max(counts[t], TYPE_MIN[t]);
    }
    if (flex < 0) return false;
    teams.push({ flex, room });
  }
  if (PLAYER_TYPES.some((t) => spare[t] < 0)) return false;
  const flexTotal = teams.reduce((sum, team) => sum + team.flex, 0);
  // Every cut: the types in `subset` give at most their spare, the others at most each team's room.
  for (let mask = 0; mask < 1 << PLAYER_TYPES.length; mask++) {
    const inSubset = (i: number) => (mask & (1 << i)) !== 0;
    let cut = 0;
    PLAYER_TYPES.forEach((t, i) => {
      if (inSubset(i)) cut += spare[t];
    });
    for (const team of teams) {
      let reach = 0;
      PLAYER_TYPES.forEach((t, i) => {
        if (!inSubset(i)) reach += team.room[t];
      });
      cut += Math.min(team.flex, reach);
    }
    if (cut < flexTotal) return false;
  }
  return true;
}
