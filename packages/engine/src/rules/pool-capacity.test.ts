import { describe, expect, it } from 'vitest';
import type { PlayerType } from '../player-type';
import { poolShortfall } from './pool-capacity';

const pool = (b: number, bo: number, wk: number, ar: number): PlayerType[] => [
  ...Array<PlayerType>(b).fill('Batter'),
  ...Array<PlayerType>(bo).fill('Bowler'),
  ...Array<PlayerType>(wk).fill('Wicket-Keeper'),
  ...Array<PlayerType>(ar).fill('All-Rounder'),
];

describe('poolShortfall', () => {
  it('passes a pool with exactly the minimum XIs', () => {
    expect(poolShortfall(pool(8, 8, 2, 4), 2)).toBeNull();
  });

  it('names each type short of every team’s minimum', () => {
    expect(poolShortfall(pool(40, 8, 1, 2), 2)).toEqual({
      byType: { 'Wicket-Keeper': 1 },
      total: 3,
    });
  });

  it('counts players missing overall when types are capped at their maximum', () => {
    // Minimums met, but 2 teams × 11 needs more than 8 + 8 + 2 + 2.
    expect(poolShortfall(pool(6, 8, 2, 2), 2)).toEqual({ byType: {}, total: 4 });
  });
});
