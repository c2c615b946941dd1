// The four player types as every screen names them — the engine's words, "Batter" (issue 18 §6: the
// app said Batter, Batsman and Batsmen on different screens; spec 001 §3's "Batsmen" is the sheet's
// word) — and the composition limits the counts are checked against (the engine's).
import { PLAYER_TYPES, TYPE_MAX, TYPE_MIN, type PlayerType } from '@bidxi/engine';

export const TYPE_LABEL: Readonly<Record<PlayerType, string>> = {
  Batter: 'Batter',
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

/** Each type's count with its limits ('Batter 3 of 3–4'), in lot order. */
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
