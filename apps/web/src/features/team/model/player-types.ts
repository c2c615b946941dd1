// Each player type's count in a squad beside the composition limits it is checked against (the
// engine's), labelled with the screens' one word for the type (lib/player-type-label.ts).
import { PLAYER_TYPES, TYPE_MAX, TYPE_MIN, type PlayerType } from '@bidxi/engine';
import { PLAYER_TYPE_LABEL } from '@/lib/player-type-label';

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
      label: PLAYER_TYPE_LABEL[type],
      count,
      min: TYPE_MIN[type],
      max: TYPE_MAX[type],
      isWithin: count >= TYPE_MIN[type] && count <= TYPE_MAX[type],
    };
  });
}
