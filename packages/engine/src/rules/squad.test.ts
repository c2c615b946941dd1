import { describe, expect, it } from 'vitest';
import type { PlayerType } from '../player-type';
import { canAddToSquad, validateComposition } from './squad';

const repeat = (type: PlayerType, count: number): PlayerType[] =>
  Array.from({ length: count }, () => type);

/** 4 batters, 4 bowlers, 2 keepers, 1 all-rounder: a valid XI. */
const VALID_XI: PlayerType[] = [
  ...repeat('Batter', 4),
  ...repeat('Bowler', 4),
  ...repeat('Wicket-Keeper', 2),
  ...repeat('All-Rounder', 1),
];

describe('canAddToSquad', () => {
  it('accepts a player while below the limits', () => {
    expect(canAddToSquad(repeat('Bowler', 3), 'Bowler')).toEqual({ ok: true });
  });

  it('rejects a fifth bowler', () => {
    expect(canAddToSquad(repeat('Bowler', 4), 'Bowler')).toMatchObject({
      ok: false,
      error: { code: 'ROLE_LIMIT', message: 'You cannot have more than 4 Bowler(s).' },
    });
  });

  it('names types as the spec does', () => {
    expect(canAddToSquad(repeat('Batter', 4), 'Batter')).toMatchObject({
      error: { message: 'You cannot have more than 4 Batsman(s).' },
    });
    expect(canAddToSquad(repeat('Wicket-Keeper', 2), 'Wicket-Keeper')).toMatchObject({
      error: { message: 'You cannot have more than 2 Wicket Keeper(s).' },
    });
    expect(canAddToSquad(repeat('All-Rounder', 2), 'All-Rounder')).toMatchObject({
      error: { message: 'You cannot have more than 2 All Rounder(s).' },
    });
  });

  it('rejects a twelfth player', () => {
    expect(canAddToSquad(VALID_XI, 'All-Rounder')).toMatchObject({
      ok: false,
      error: {
        code: 'SQUAD_FULL',
        message: 'Total players exceed the maximum allowed limit of 11.',
      },
    });
  });
});

describe('validateComposition', () => {
  it('accepts 4 batters, 4 bowlers, 2 keepers and 1 all-rounder', () => {
    expect(validateComposition(VALID_XI)).toEqual({
      isValid: true,
      counts: { Batter: 4, Bowler: 4, 'Wicket-Keeper': 2, 'All-Rounder': 1 },
      errors: [],
    });
  });

  it('accepts 3 batters, 4 bowlers, 2 keepers and 2 all-rounders', () => {
    const types = [
      ...repeat('Batter', 3),
      ...repeat('Bowler', 4),
      ...repeat('Wicket-Keeper', 2),
      ...repeat('All-Rounder', 2),
    ];
    expect(validateComposition(types).isValid).toBe(true);
  });

  it('rejects a team of 10', () => {
    const result = validateComposition(VALID_XI.slice(1));
    expect(result.isValid).toBe(false);
    expect(result.errors).toEqual(['Team composition is Invalid.']);
  });

  it('rejects 11 players with only 3 bowlers', () => {
    const types = [
      ...repeat('Batter', 4),
      ...repeat('Bowler', 3),
      ...repeat('Wicket-Keeper', 2),
      ...repeat('All-Rounder', 2),
    ];
    expect(validateComposition(types).isValid).toBe(false);
  });

  it('explains an over-full team', () => {
    const result = validateComposition([...VALID_XI, 'Bowler']);
    expect(result.errors).toEqual([
      'Total players exceed the maximum allowed limit of 11.',
      'You cannot have more than 4 Bowler(s).',
      'Team composition is Invalid.',
    ]);
  });
});
