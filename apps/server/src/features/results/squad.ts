/**
 * A squad in batting order and what it scores (ARCHITECTURE.md §4 "Scoring and prizes"): the owner's
 * stored order, or purchase order when never set; points of the slot each player occupies + bonus.
 * Pure functions; the engine computes the score and the verdict on the composition.
 */
import { SQUAD_SIZE, teamScore, validateComposition, type PlayerType } from '@bidxi/engine';
import type { SquadPlayerView } from '@bidxi/protocol';
import type { PoolPlayerRecord } from '../players/players.port';
import { toPoolPlayerView } from '../players/players.port';

/**
 * The squad in slot order: the ids of `storedOrder` that are still in the squad, in that order, then
 * the rest in purchase order (the `lotSold` event's seq, `soldSeq`; players without one after, in lot
 * order as given).
 */
export function orderSquad(
  players: readonly PoolPlayerRecord[],
  storedOrder: readonly string[] | null,
  soldSeq: ReadonlyMap<string, number>,
): PoolPlayerRecord[] {
  const byPurchase = players
    .map((p, i) => ({ p, key: soldSeq.get(p.id) ?? Number.MAX_SAFE_INTEGER, i }))
    .sort((a, b) => a.key - b.key || a.i - b.i)
    .map((x) => x.p);
  if (!storedOrder) return byPurchase;
  const byId = new Map(players.map((p) => [p.id, p]));
  const placed = new Set<string>();
  const ordered: PoolPlayerRecord[] = [];
  for (const id of storedOrder) {
    const p = byId.get(id);
    if (p && !placed.has(id)) {
      ordered.push(p);
      placed.add(id);
    }
  }
  return [...ordered, ...byPurchase.filter((p) => !placed.has(p.id))];
}

/** What an ordered squad scores. Points are integers; `score` is null for an invalid team. */
export interface SquadTotals {
  /** Σ slot points of the slot each player occupies. */
  totalPoints: number;
  /** Σ bonus. */
  totalBonus: number;
  /** `totalPoints + totalBonus` for a valid XI (the engine's `teamScore`), else null. */
  score: number | null;
  isValid: boolean;
  counts: Record<PlayerType, number>;
  /** The spec's composition messages; empty when valid. */
  errors: string[];
}

/** The points of the player in `position` (1-based); 0 beyond slot 11. */
const positionPoints = (p: PoolPlayerRecord, position: number) =>
  position <= SQUAD_SIZE ? (p.slotPoints[position - 1] ?? 0) : 0;

/** Scores a squad given in slot order. */
export function scoreSquad(ordered: readonly PoolPlayerRecord[]): SquadTotals {
  const verdict = validateComposition(ordered.map((p) => p.type));
  const totalPoints = ordered.reduce((sum, p, i) => sum + positionPoints(p, i + 1), 0);
  const totalBonus = ordered.reduce((sum, p) => sum + p.bonus, 0);
  return {
    totalPoints,
    totalBonus,
    score: verdict.isValid ? teamScore(ordered) : null,
    isValid: verdict.isValid,
    counts: { ...verdict.counts },
    errors: [...verdict.errors],
  };
}

/** The squad as the protocol shows it: each player with its position and the points it scores there. */
export function toSquadPlayerViews(ordered: readonly PoolPlayerRecord[]): SquadPlayerView[] {
  return ordered.map((p, i) => {
    const points = positionPoints(p, i + 1);
    return {
      ...toPoolPlayerView(p),
      position: i + 1,
      positionPoints: points,
      points: points + p.bonus,
    };
  });
}

/**
 * Whether `order` is exactly the squad's players, each once (a complete permutation).
 * @returns null when it is, else what is wrong (for the 422 message).
 */
export function permutationProblem(
  order: readonly string[],
  squadIds: readonly string[],
): string | null {
  const squad = new Set(squadIds);
  const seen = new Set<string>();
  for (const id of order) {
    if (!squad.has(id)) return 'The order lists a player who is not in this team';
    if (seen.has(id)) return 'The order lists a player twice';
    seen.add(id);
  }
  if (seen.size !== squad.size) {
    return `The order must list all ${squad.size} players of the team`;
  }
  return null;
}
