import { describe, expect, it } from 'vitest';
import {
  createTestRoom,
  MY_TEAM,
  poolPlayer,
  RIVAL_TEAM,
  teamInput,
  RIVAL_INPUT,
} from '../testing/room-fixtures';
import { catchUpSummary } from './catch-up';

const names = [
  'Faf du Plessis',
  'Riyan Parag',
  'Virat Kohli',
  'Ishan Kishan',
  'Rashid Khan',
  'MS Dhoni',
];
const types = [
  'Batter',
  'Bowler',
  'All-Rounder',
  'Wicket-Keeper',
  'Bowler',
  'All-Rounder',
] as const;
const pool = names.map((name, i) =>
  poolPlayer({ id: `p${i}`, name, type: types[i], sheetIndex: i, lotGroup: 1 + i }),
);

function room() {
  return createTestRoom({
    players: pool,
    teams: [teamInput(), { ...RIVAL_INPUT, ownerName: 'Meera' }],
  });
}

describe('catchUpSummary', () => {
  it('one sale is the headline itself', () => {
    const r = room();
    r.open();
    const before = r.state;
    r.bid(RIVAL_TEAM, 300);
    r.close();
    expect(catchUpSummary(before, r.state, MY_TEAM)).toEqual({
      headline: 'Faf du Plessis sold to Meera for 3 Cr',
      lines: [],
    });
  });

  it("names the viewer 'you' and tells an unsold lot", () => {
    const r = room();
    const before = r.state;
    r.sell(MY_TEAM, 250);
    expect(catchUpSummary(before, r.state, MY_TEAM)?.headline).toBe(
      'Faf du Plessis sold to you for 2.5 Cr',
    );
    const mid = r.state;
    r.open();
    r.close();
    expect(catchUpSummary(mid, r.state, MY_TEAM)?.headline).toBe('Riyan Parag went unsold');
  });

  it('several lots: a count, then the lots in the order they came up', () => {
    const r = room();
    const before = r.state;
    r.sell(RIVAL_TEAM, 300);
    r.sell(MY_TEAM, 200);
    r.open();
    r.close();
    expect(catchUpSummary(before, r.state, MY_TEAM)).toEqual({
      headline: 'While you were away: 2 players sold, 1 unsold',
      lines: [
        'Faf du Plessis sold to Meera for 3 Cr',
        'Riyan Parag sold to you for 2 Cr',
        'Virat Kohli went unsold',
      ],
    });
  });

  it('many lots: the viewer’s buys and the latest others, and a count of the rest', () => {
    const r = room();
    const before = r.state;
    r.sell(MY_TEAM, 200);
    for (let i = 0; i < 5; i++) r.sell(RIVAL_TEAM, 200);
    const summary = catchUpSummary(before, r.state, MY_TEAM)!;
    expect(summary.headline).toBe('While you were away: 6 players sold');
    expect(summary.lines).toEqual([
      'Faf du Plessis sold to you for 2 Cr',
      'Ishan Kishan sold to Meera for 2 Cr',
      'Rashid Khan sold to Meera for 2 Cr',
      'MS Dhoni sold to Meera for 2 Cr',
      'and 2 more',
      'Bidding has ended',
    ]);
  });

  it('the same lot went on: its price and leader now', () => {
    const r = room();
    r.open();
    const before = r.state;
    r.bid(RIVAL_TEAM, 300);
    r.bid(MY_TEAM, 325);
    r.bid(RIVAL_TEAM, 475);
    expect(catchUpSummary(before, r.state, MY_TEAM)?.headline).toBe(
      'Bidding on Faf du Plessis went on — now 4.75 Cr by Meera',
    );
  });

  it('nothing happened: nothing to tell', () => {
    const r = room();
    r.open();
    expect(catchUpSummary(r.state, r.state, MY_TEAM)).toBeNull();
  });
});
