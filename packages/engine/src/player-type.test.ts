import { describe, expect, it } from 'vitest';
import { PLAYER_TYPES, parsePlayerType, parseSheetType } from './player-type';

describe('parseSheetType', () => {
  it('reads the sheet cell into type and lot group', () => {
    expect(parseSheetType('Batsmen 2')).toEqual({ type: 'Batter', lotGroup: 2 });
    expect(parseSheetType('Bowler 7')).toEqual({ type: 'Bowler', lotGroup: 7 });
    expect(parseSheetType('Wicket-Keeper 1')).toEqual({ type: 'Wicket-Keeper', lotGroup: 1 });
    expect(parseSheetType('All-Rounder 4')).toEqual({ type: 'All-Rounder', lotGroup: 4 });
  });

  it.each([
    ['Batsmen', 'Batter'],
    ['Batsman', 'Batter'],
    ['batter', 'Batter'],
    ['BOWLER', 'Bowler'],
    ['Wicket Keeper', 'Wicket-Keeper'],
    ['Wicket-Keeper', 'Wicket-Keeper'],
    ['WicketKeeper', 'Wicket-Keeper'],
    ['all rounder', 'All-Rounder'],
    ['All-Rounder', 'All-Rounder'],
    ['AllRounder', 'All-Rounder'],
  ])('accepts the alias %s', (alias, type) => {
    expect(parseSheetType(`${alias} 3`)).toEqual({ type, lotGroup: 3 });
    expect(parsePlayerType(alias)).toBe(type);
  });

  it('tolerates surrounding spaces', () => {
    expect(parseSheetType('  Bowler   12 ')).toEqual({ type: 'Bowler', lotGroup: 12 });
  });

  it('refuses unknown types, missing or zero groups', () => {
    expect(parseSheetType('Spinner 1')).toBeNull();
    expect(parseSheetType('Bowler')).toBeNull();
    expect(parseSheetType('Bowler 0')).toBeNull();
    expect(parseSheetType('constructor 1')).toBeNull();
  });
});

describe('PLAYER_TYPES', () => {
  it('lists the types in lot order', () => {
    expect(PLAYER_TYPES).toEqual(['Batter', 'Bowler', 'Wicket-Keeper', 'All-Rounder']);
  });
});
