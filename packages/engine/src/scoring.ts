// Points and ranking (ARCHITECTURE.md §4 "Scoring and prizes", spec/auctions-and-room.md §5
// "Ranking"): slot points plus bonus, summed over a valid XI; ties share a rank; invalid teams last.
import { validateComposition } from './rules/squad';
import type { PoolPlayer } from './state';

/** The player fields scoring reads. */
export type ScoredPlayer = Pick<PoolPlayer, 'type' | 'bonus' | 'slotPoints'>;

/**
 * A player's points in batting-order `slot` (1–11): `slotPoints[slot − 1] + bonus`.
 * Throws RangeError for a slot outside 1–11.
 *
 * @example
 * // Virat Kohli: slot points 975, 975, 900, 0…; bonus 0
 * playerPoints(kohli, 3); // 900
 */
export function playerPoints(
  player: Pick<PoolPlayer, 'bonus' | 'slotPoints'>,
  slot: number,
): number {
  const slotPoints = Number.isInteger(slot) ? player.slotPoints[slot - 1] : undefined;
  if (slotPoints === undefined || slot < 1) throw new RangeError(`Slot ${slot} is not 1–11`);
  return slotPoints + player.bonus;
}

/**
 * A team's score: the sum of {@link playerPoints} with `orderedPlayers[i]` in slot `i + 1`, or
 * `null` when the XI is not a valid team (exactly 11 within the type ranges), whose score is N/A.
 *
 * @example
 * teamScore(orderedXi); // 7_150, or null for 10 players
 */
export function teamScore(orderedPlayers: readonly ScoredPlayer[]): number | null {
  if (!validateComposition(orderedPlayers.map((player) => player.type)).isValid) return null;
  return orderedPlayers.reduce((sum, player, index) => sum + playerPoints(player, index + 1), 0);
}

/** A team ready to rank. `score` is ignored (and may be `null`) when `isValid` is false. */
export interface ScoredTeam {
  readonly teamId: string;
  readonly isValid: boolean;
  readonly score: number | null;
  readonly isBot?: boolean;
}

/** A ranked team: `rank` is 1-based, or `null` (shown as N/A, 'auction has failed') when invalid. */
export interface RankedTeam extends ScoredTeam {
  readonly rank: number | null;
}

/**
 * Ranks teams: valid teams by score descending with competition ranking (ties share a rank and the
 * next rank skips: 1, 1, 3), then invalid teams with rank `null`. Ties keep the input order. Bots
 * are ranked like anyone else.
 *
 * @example
 * rankTeams([
 *   { teamId: 'a', isValid: true, score: 900 },
 *   { teamId: 'b', isValid: true, score: 950 },
 *   { teamId: 'c', isValid: false, score: null },
 * ]).map((t) => [t.teamId, t.rank]); // [['b', 1], ['a', 2], ['c', null]]
 */
export function rankTeams<T extends ScoredTeam>(teams: readonly T[]): (T & RankedTeam)[] {
  const valid = teams
    .filter((team) => team.isValid && team.score !== null)
    .sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
  // Competition ranking: one more than the number of teams strictly ahead.
  const ranked = valid.map((team) => ({
    ...team,
    rank: valid.findIndex((other) => other.score === team.score) + 1,
  }));
  const invalid = teams
    .filter((team) => !(team.isValid && team.score !== null))
    .map((team) => ({ ...team, rank: null }));
  return [...ranked, ...invalid];
}
