import { describe, expect, it } from 'vitest';
import type { MasterPlayer } from './practice.repo';
import { choosePracticePool } from './practice-pool';

const TYPES = ['Batter', 'Bowler', 'Wicket-Keeper', 'All-Rounder'] as const;
const master: MasterPlayer[] = Array.from({ length: 148 }, (_, i) => ({
  id: `p${i}`,
  name: `Player ${i}`,
  type: TYPES[i % 4]!,
  lotGroup: 1 + (i % 5),
  sheetIndex: i,
  basePriceLakhs: 50,
  bonus: 0,
  slotPoints: Array(11).fill(10),
  imageId: null,
}));
const count = (pool: MasterPlayer[], type: string) => pool.filter((p) => p.type === type).length;

describe('choosePracticePool', () => {
  it('takes 10 batters, 12 bowlers, 5 keepers and 6 all-rounders: three full XIs', () => {
    const pool = choosePracticePool(master, 'a1');
    expect(pool).toHaveLength(33);
    expect([TYPES.map((type) => count(pool, type))]).toEqual([[10, 12, 5, 6]]);
    expect(pool.map((p) => p.sheetIndex)).toEqual(
      [...pool.map((p) => p.sheetIndex)].sort((a, b) => a - b),
    );
  });

  it('draws the same players for one auction and different ones for another', () => {
    const ids = (seed: string) => choosePracticePool(master, seed).map((p) => p.id);
    expect(ids('a1')).toEqual(ids('a1'));
    expect(ids('a2')).not.toEqual(ids('a1'));
  });

  it('takes every player of a type the master pool is short of', () => {
    const few = master.filter((p) => p.type !== 'Wicket-Keeper' || p.sheetIndex < 10);
    expect(count(choosePracticePool(few, 'a1'), 'Wicket-Keeper')).toBe(
      few.filter((p) => p.type === 'Wicket-Keeper').length,
    );
  });
});
