/**
 * The batting order as the owner edits it (spec 001 §2 "Team players", §5 "Ranking"): a player scores
 * the points of the slot they occupy (`slotPoints[slot − 1]`) plus their bonus, so moving a player
 * changes the team's points. Pure functions: the screen previews what the server will compute.
 */
import type { SquadPlayerView } from '@bidxi/protocol';

/** The squad in the order of `ids`, each player re-slotted with the points of its new slot. */
export function reorderSquad(
  players: readonly SquadPlayerView[],
  ids: readonly string[],
): SquadPlayerView[] {
  const byId = new Map(players.map((p) => [p.id, p]));
  const ordered = ids.map((id) => byId.get(id)).filter((p) => p !== undefined);
  // Anything the order does not mention keeps its place after the rest (never drop a player).
  const rest = players.filter((p) => !ids.includes(p.id));
  return [...ordered, ...rest].map((p, index) => {
    const position = index + 1;
    const positionPoints = p.slotPoints[index] ?? 0;
    return { ...p, position, positionPoints, points: positionPoints + p.bonus };
  });
}

export interface SquadTotals {
  /** Σ points of the slots the players occupy. */
  totalPoints: number;
  /** Σ bonus. */
  totalBonus: number;
  /** What the XI scores: slot points plus bonus. */
  total: number;
}

export function squadTotals(players: readonly SquadPlayerView[]): SquadTotals {
  const totalPoints = players.reduce((sum, p) => sum + p.positionPoints, 0);
  const totalBonus = players.reduce((sum, p) => sum + p.bonus, 0);
  return { totalPoints, totalBonus, total: totalPoints + totalBonus };
}

/** `ids` with the item at `from` moved to `to` (both 0-based; out-of-range moves change nothing). */
export function moveItem<T>(ids: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return [...ids];
  const next = [...ids];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);
