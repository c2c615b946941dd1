import { describe, expect, it } from 'vitest';
import { playerPoints, rankTeams, teamScore } from './scoring';
import { byName, loadSheet } from './test-helpers';

const sheet = loadSheet();
const xi = (...names: string[]) => names.map((name) => byName(sheet, name));

/** A valid XI from the real sheet: 4 batters, 2 all-rounders, 1 keeper, 4 bowlers. */
const REAL_XI = [
  'Rohit Sharma', //      slot 1: 975 + bonus 0    =   975
  'Virat Kohli', //       slot 2: 975 + 0          =   975
  'Suryakumar Yadav', //  slot 3: 1000 + 0         = 1,000
  'Shreyas Iyer', //      slot 4: 875 + 0          =   875
  'Hardik Pandya', //     slot 5: 775 + 375        = 1,150
  'Heinrich Klaasen', //  slot 6: 750 + 200        =   950
  'Andre Russell', //     slot 7: 750 + 375        = 1,125
  'Jasprit Bumrah', //    slot 8: 0 + 1000         = 1,000
  'Arshdeep Singh', //    slot 9: 0 + 1000         = 1,000
  'Kuldeep Yadav', //     slot 10: 0 + 950         =   950
  'Trent Boult', //       slot 11: 0 + 925         =   925
]; //                                      total = 10,925

describe('playerPoints', () => {
  it('adds the bonus to the points of the slot', () => {
    expect(playerPoints(byName(sheet, 'Hardik Pandya'), 4)).toBe(800 + 375);
    expect(playerPoints(byName(sheet, 'Virat Kohli'), 3)).toBe(900);
  });

  it('gives a bowler the bonus in any slot', () => {
    expect(playerPoints(byName(sheet, 'Jasprit Bumrah'), 1)).toBe(1000);
  });

  it.each([0, 12, 1.5])('throws for slot %s', (slot) => {
    expect(() => playerPoints(byName(sheet, 'Virat Kohli'), slot)).toThrow(RangeError);
  });
});

describe('teamScore', () => {
  it('sums slot points and bonuses over a real XI', () => {
    expect(teamScore(xi(...REAL_XI))).toBe(10_925);
  });

  it('depends on the batting order', () => {
    // Klaasen opens (0 + 200) and Rohit bats sixth (0): 10,925 − 975 − 950 + 200 + 0 = 9,200
    const swapped = [...REAL_XI];
    [swapped[0], swapped[5]] = [REAL_XI[5] ?? '', REAL_XI[0] ?? ''];
    expect(teamScore(xi(...swapped))).toBe(9_200);
  });

  it('is null for ten players', () => {
    expect(teamScore(xi(...REAL_XI.slice(0, 10)))).toBeNull();
  });

  it('is null for an XI with three all-rounders', () => {
    expect(teamScore(xi(...REAL_XI.slice(0, 10), 'Rashid Khan'))).toBeNull();
  });
});

describe('rankTeams', () => {
  it('shares ranks 1–2 and 3–4 between tied teams', () => {
    const ranked = rankTeams([
      { teamId: 'c', isValid: true, score: 800 },
      { teamId: 'a', isValid: true, score: 900 },
      { teamId: 'd', isValid: true, score: 800 },
      { teamId: 'b', isValid: true, score: 900 },
      { teamId: 'e', isValid: true, score: 700 },
    ]);
    expect(ranked.map((t) => [t.teamId, t.rank])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 3],
      ['d', 3],
      ['e', 5],
    ]);
  });

  it('puts invalid teams last with no rank', () => {
    const ranked = rankTeams([
      { teamId: 'x', isValid: false, score: null },
      { teamId: 'a', isValid: true, score: 100 },
    ]);
    expect(ranked.map((t) => [t.teamId, t.rank])).toEqual([
      ['a', 1],
      ['x', null],
    ]);
  });

  it('ranks bots like anyone else', () => {
    const ranked = rankTeams([
      { teamId: 'h', isValid: true, score: 100 },
      { teamId: 'bot', isValid: true, score: 200, isBot: true },
    ]);
    expect(ranked.map((t) => [t.teamId, t.rank])).toEqual([
      ['bot', 1],
      ['h', 2],
    ]);
  });
});
