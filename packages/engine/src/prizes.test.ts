import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distributePrizes, prizePoolPaise } from './prizes';
import type { ScoredTeam } from './scoring';

const team = (
  teamId: string,
  score: number | null,
  extra: Partial<ScoredTeam> = {},
): ScoredTeam => ({
  teamId,
  isValid: score !== null,
  score,
  ...extra,
});

const paid = (teams: readonly ScoredTeam[], poolPaise = 100_000) =>
  distributePrizes(teams, poolPaise).teams.map((t) => [t.teamId, t.prizeRank, t.prizePaise]);

describe('prizePoolPaise', () => {
  it('takes the percent of the fees, rounded down to the paisa', () => {
    expect(prizePoolPaise(1_000_050, 80)).toBe(800_040);
    expect(prizePoolPaise(999, 80)).toBe(799);
    expect(prizePoolPaise(5_000_000)).toBe(4_000_000);
  });

  it('is exact for large safe amounts', () => {
    expect(prizePoolPaise(Number.MAX_SAFE_INTEGER, 100)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses fractional paise and percents outside 0–100', () => {
    expect(() => prizePoolPaise(10.5, 80)).toThrow(RangeError);
    expect(() => prizePoolPaise(1_000, 101)).toThrow(RangeError);
  });
});

describe('distributePrizes', () => {
  it('pays 50/30/20 to ranks 1–3', () => {
    const result = distributePrizes(
      [team('a', 9), team('b', 8), team('c', 7), team('d', 6)],
      100_000,
    );
    expect(result.distribution).toEqual({
      firstPrizePaise: 50_000,
      secondPrizePaise: 30_000,
      thirdPrizePaise: 20_000,
      poolPaise: 100_000,
    });
    expect(result.teams.map((t) => t.prizePaise)).toEqual([50_000, 30_000, 20_000, 0]);
  });

  it('splits prizes 1 and 2 between teams tied at rank 1', () => {
    expect(paid([team('a', 9), team('b', 9), team('c', 7), team('d', 6)])).toEqual([
      ['a', 1, 40_000],
      ['b', 1, 40_000],
      ['c', 3, 20_000],
      ['d', null, 0],
    ]);
  });

  it('splits prize 3 between teams tied at ranks 3–4', () => {
    expect(paid([team('a', 9), team('b', 8), team('c', 7), team('d', 7), team('e', 1)])).toEqual([
      ['a', 1, 50_000],
      ['b', 2, 30_000],
      ['c', 3, 10_000],
      ['d', 3, 10_000],
      ['e', null, 0],
    ]);
  });

  it('leaves the odd paisa of a three-way tie unpaid', () => {
    expect(paid([team('a', 5), team('b', 5), team('c', 5)])).toEqual([
      ['a', 1, 33_333],
      ['b', 1, 33_333],
      ['c', 1, 33_333],
    ]);
  });

  it('never pays an invalid team', () => {
    expect(paid([team('x', null), team('a', 5)])).toEqual([
      ['x', null, 0],
      ['a', 1, 50_000],
    ]);
  });

  it('does not pay the unused prizes when fewer than three teams are valid', () => {
    const result = distributePrizes([team('a', 9), team('b', 8), team('x', null)], 100_000);
    expect(result.teams.map((t) => t.prizePaise)).toEqual([50_000, 30_000, 0]);
    expect(result.distribution.thirdPrizePaise).toBe(20_000);
  });

  it('never pays a bot and gives its prize to the best human', () => {
    const teams = [team('bot', 99, { isBot: true }), team('a', 9), team('b', 8), team('c', 7)];
    expect(paid(teams)).toEqual([
      ['bot', null, 0],
      ['a', 1, 50_000],
      ['b', 2, 30_000],
      ['c', 3, 20_000],
    ]);
  });

  it('uses a custom split', () => {
    expect(paid([team('a', 9), team('b', 8)], 1_000).map((t) => t[2])).toEqual([500, 300]);
    const result = distributePrizes([team('a', 9)], 1_000, [70, 20, 10]);
    expect(result.teams[0]?.prizePaise).toBe(700);
  });

  it('refuses a split above 100 percent', () => {
    expect(() => distributePrizes([], 1_000, [60, 30, 20])).toThrow(RangeError);
  });

  it('never pays more than the pool', () => {
    const teamArb = fc.record({
      teamId: fc.uuid(),
      isValid: fc.boolean(),
      score: fc.integer({ min: 0, max: 5 }),
      isBot: fc.boolean(),
    });
    const splitArb = fc
      .tuple(fc.nat(100), fc.nat(100), fc.nat(100))
      .filter(([a, b, c]) => a + b + c <= 100);
    fc.assert(
      fc.property(
        fc.uniqueArray(teamArb, { selector: (t) => t.teamId, maxLength: 12 }),
        fc.nat(10_000_000),
        splitArb,
        (teams, pool, split) => {
          const result = distributePrizes(teams, pool, split);
          const total = result.teams.reduce((sum, t) => sum + t.prizePaise, 0);
          expect(total).toBeLessThanOrEqual(pool);
          for (const t of result.teams) {
            const input = teams.find((x) => x.teamId === t.teamId);
            if (input?.isBot || !input?.isValid) expect(t.prizePaise).toBe(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
