import { describe, expect, it } from 'vitest';
import { loadSheet } from '../test-helpers';
import { insertPulledBack, orderLots } from './lot-order';

describe('orderLots on the real sheet', () => {
  const sheet = loadSheet();
  const ordered = orderLots(sheet);

  it('keeps all 148 players', () => {
    expect(sheet).toHaveLength(148);
    expect(new Set(ordered.map((p) => p.id)).size).toBe(148);
  });

  it('opens with the group-1 batters in sheet order', () => {
    expect(ordered.slice(0, 7).map((p) => p.name)).toEqual([
      'Shreyas Iyer',
      'Rohit Sharma',
      'Ruturaj Gaikwad',
      'Virat Kohli',
      'Shubman Gill',
      'Tilak Varma',
      'Suryakumar Yadav',
    ]);
  });

  it('follows group-1 batters with group-1 bowlers, keepers, then all-rounders', () => {
    const groupOne = ordered.filter((p) => p.lotGroup === 1);
    expect(groupOne.map((p) => p.type)).toEqual([
      ...Array(7).fill('Batter'),
      ...Array(6).fill('Bowler'),
      ...Array(7).fill('Wicket-Keeper'),
      ...Array(8).fill('All-Rounder'),
    ]);
    expect(ordered[7]?.name).toBe('Jasprit Bumrah');
    expect(ordered[13]?.name).toBe('Heinrich Klaasen');
    expect(ordered[20]?.name).toBe('Hardik Pandya');
    expect(ordered[28]?.name).toBe('Faf du Plessis');
  });

  it('orders by group, then type, then sheet row everywhere', () => {
    const typeRank = { Batter: 0, Bowler: 1, 'Wicket-Keeper': 2, 'All-Rounder': 3 };
    const keys = ordered.map((p) => [p.lotGroup, typeRank[p.type], p.sheetIndex] as const);
    const sortedKeys = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
    expect(keys).toEqual(sortedKeys);
  });

  it('ends with the group-7 bowlers', () => {
    expect(ordered.at(-1)?.name).toBe('Maheesh Theekshana');
    expect(ordered.slice(-10).every((p) => p.type === 'Bowler' && p.lotGroup === 7)).toBe(true);
  });

  it('does not change its input', () => {
    expect(sheet.map((p) => p.sheetIndex)).toEqual(sheet.map((_, i) => i));
  });
});

describe('insertPulledBack', () => {
  it('puts a pulled-back player next', () => {
    expect(insertPulledBack(['a', 'b'], 'x', () => false)).toEqual(['x', 'a', 'b']);
  });

  it('keeps earlier pull-backs ahead of later ones', () => {
    const pulled = new Set(['x']);
    expect(insertPulledBack(['x', 'a', 'b'], 'y', (id) => pulled.has(id))).toEqual([
      'x',
      'y',
      'a',
      'b',
    ]);
  });
});
