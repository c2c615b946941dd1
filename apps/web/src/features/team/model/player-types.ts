// The four player types as the team screen shows them (spec 001 §3: Batter shown as Batsmen) and the
// composition limits the counts are checked against (the engine's, so client and server agree).
import { PLAYER_TYPES, TYPE_MAX, TYPE_MIN, type PlayerType } from '@bidxi/engine';

export const TYPE_LABEL: Readonly<Record<PlayerType, string>> = {
  Batter: 'Batsmen',
  Bowler: 'Bowler',
  'Wicket-Keeper': 'Wicket-Keeper',
  'All-Rounder': 'All-Rounder',
};

export interface TypeCount {
  type: PlayerType;
  label: string;
  count: number;
  min: number;
  max: number;
  isWithin: boolean;
}

/** Each type's count with its limits ('Batsmen 3 of 3–4'), in lot order. */
export function typeCounts(counts: Partial<Record<PlayerType, number>>): TypeCount[] {
  return PLAYER_TYPES.map((type) => {
    const count = counts[type] ?? 0;
    return {
      type,
      label: TYPE_LABEL[type],
      count,
      min: TYPE_MIN[type],
      max: TYPE_MAX[type],
      isWithin: count >= TYPE_MIN[type] && count <= TYPE_MAX[type],
    };
  });
}
