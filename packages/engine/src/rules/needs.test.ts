import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAYER_TYPES } from '../player-type';
import type { PlayerType } from '../player-type';
import { xiNeeds, xiRisk } from './needs';
import { validateComposition } from './squad';

const repeat = (type: PlayerType, count: number): PlayerType[] =>
  Array.from({ length: count }, () => type);

const VALID_XI: PlayerType[] = [
  ...repeat('Batter', 4),
  ...repeat('Bowler', 4),
  ...repeat('Wicket-Keeper', 2),
  ...repeat('All-Rounder', 1),
];

const pool = (counts: Partial<Record<PlayerType, number>>, price = 50) => ({
  Batter: Array<number>(counts.Batter ?? 0).fill(price),
  Bowler: Array<number>(counts.Bowler ?? 0).fill(price),
  'Wicket-Keeper': Array<number>(counts['Wicket-Keeper'] ?? 0).fill(price),
  'All-Rounder': Array<number>(counts['All-Rounder'] ?? 0).fill(price),
});

describe('xiNeeds', () => {
  it('an empty squad needs the minimum of every type', () => {
    expect(xiNeeds([])).toEqual({ Batter: 3, Bowler: 4, 'Wicket-Keeper': 1, 'All-Rounder': 1 });
  });

  it('ten players one bowler short need one bowler', () => {
    const ten = VALID_XI.filter((_, i) => i !== 4);
    expect(xiNeeds(ten)).toEqual({ Batter: 0, Bowler: 1, 'Wicket-Keeper': 0, 'All-Rounder': 0 });
  });

  it('never negative, and a valid XI needs nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PLAYER_TYPES), { maxLength: 14 }), (types) => {
        const needs = xiNeeds(types);
        for (const t of PLAYER_TYPES) expect(needs[t]).toBeGreaterThanOrEqual(0);
        if (validateComposition(types).isValid) {
          for (const t of PLAYER_TYPES) expect(needs[t]).toBe(0);
        }
      }),
    );
  });
});

describe('xiRisk', () => {
  const ten = VALID_XI.filter((_, i) => i !== 4);

  it('warns when fewer bowlers are left than all teams need', () => {
    const risk = xiRisk(ten, 500, pool({ Bowler: 1, Batter: 5 }), [ten, ten]);
    expect(risk.shortTypes).toEqual([{ type: 'Bowler', left: 1 }]);
    expect(risk.purseShort).toBe(false);
  });

  it('is calm when the pool covers every team that needs the type', () => {
    expect(xiRisk(ten, 500, pool({ Bowler: 2 }), [ten, ten])).toEqual({
      shortTypes: [],
      purseShort: false,
    });
  });

  it('warns when the purse cannot cover base prices of the open slots', () => {
    expect(xiRisk(ten, 40, pool({ Bowler: 3 }, 50), [ten]).purseShort).toBe(true);
  });

  it('a valid XI is never at risk', () => {
    expect(xiRisk(VALID_XI, 0, pool({}), [VALID_XI, []])).toEqual({
      shortTypes: [],
      purseShort: false,
    });
  });
});
