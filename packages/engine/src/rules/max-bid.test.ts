import { describe, expect, it } from 'vitest';
import { decide } from '../decide';
import type { PlayerType } from '../player-type';
import { makePlayer, makeState, makeTeams, run } from '../test-helpers';
import { completionCostLakhs, currentMaxBidLakhs, maxBidLakhs } from './max-bid';

const T0 = 1_767_225_600_000;
const none = { Batter: [], Bowler: [], 'Wicket-Keeper': [], 'All-Rounder': [] };

/** A valid XI's worth of types, minus what is left out. */
const xiTypes = (): PlayerType[] => [
  'Batter',
  'Batter',
  'Batter',
  'Batter',
  'Bowler',
  'Bowler',
  'Bowler',
  'Bowler',
  'Wicket-Keeper',
  'All-Rounder',
  'All-Rounder',
];

describe('completionCostLakhs', () => {
  it('is 0 for a valid XI and null for a squad that can never be valid', () => {
    expect(completionCostLakhs(xiTypes(), none)).toBe(0);
    expect(
      completionCostLakhs(['Bowler', 'Bowler', 'Bowler', 'Bowler', 'Bowler'], none),
    ).toBeNull();
  });

  it('buys the minimum of each type first, then the cheapest of any type with room', () => {
    // 3 batters, 4 bowlers, 1 keeper, 1 all-rounder: two more of anything but bowlers.
    const squad = xiTypes().filter((_, i) => i !== 3 && i !== 10);
    const cost = completionCostLakhs(squad, {
      Batter: [100],
      Bowler: [20, 30],
      'Wicket-Keeper': [40],
      'All-Rounder': [60, 70],
    });
    expect(cost).toBe(40 + 60); // no fifth bowler, the cheapest keeper and all-rounder
  });

  it('is null when a needed type has run out', () => {
    const noBowlers = xiTypes().filter((t) => t !== 'Bowler');
    expect(completionCostLakhs(noBowlers, { ...none, Bowler: [50, 50, 50] })).toBeNull();
  });
});

describe('maxBidLakhs', () => {
  /** Team t1 holds ten players (one bowler short) and the pool offers one bowler at 2 Cr. */
  function oneShort() {
    // Three batters (a fourth may still be added), three bowlers, two keepers, two all-rounders.
    const types: PlayerType[] = [
      'Batter',
      'Batter',
      'Batter',
      'Bowler',
      'Bowler',
      'Bowler',
      'Wicket-Keeper',
      'Wicket-Keeper',
      'All-Rounder',
      'All-Rounder',
    ];
    const bought = types.map((type, i) => makePlayer(`s${i}`, type, { basePriceLakhs: 25 }));
    const pool = [
      ...bought,
      // A later lot group: auctioned after the ten.
      makePlayer('bat', 'Batter', { basePriceLakhs: 25, lotGroup: 2 }),
      makePlayer('bowl', 'Bowler', { basePriceLakhs: 200, lotGroup: 2 }),
    ];
    let state = makeState(pool, makeTeams(2, 1_000));
    for (let i = 0; i < bought.length; i++) {
      const at = T0 + i * 60_000;
      state = run(state, { type: 'openLot' }, at);
      const lotId = state.currentLot!.lotId;
      state = run(state, { type: 'placeBid', lotId, teamId: 't1', amountLakhs: 25 }, at + 1);
      state = run(state, { type: 'closeLot', lotId }, at + 20_000);
    }
    return state;
  }

  it('refuses a purchase that would leave no way to complete a valid XI (OVER_MAX_BID 0)', () => {
    const state = run(oneShort(), { type: 'openLot' }, T0 + 3_600_000);
    expect(state.currentLot?.playerId).toBe('bat');
    expect(maxBidLakhs(state, 't1', 'bat')).toBe(0);
    const decision = decide(
      state,
      { type: 'placeBid', lotId: state.currentLot!.lotId, teamId: 't1', amountLakhs: 25 },
      T0 + 3_600_001,
    );
    expect(decision).toMatchObject({
      ok: false,
      error: { code: 'OVER_MAX_BID', details: { maxBidLakhs: 0 } },
    });
  });

  it('keeps the cheapest completion back from the purse', () => {
    const state = oneShort();
    // Purse 10 Cr − 10 × 25L = 7.5 Cr; the bowler is the last needed player: all of it may go on him.
    expect(maxBidLakhs(state, 't1', 'bowl')).toBe(750);
    expect(currentMaxBidLakhs(state, 't2')).toBeGreaterThan(0);
  });

  it('does not bind when the players left could not complete the XI anyway (a small pool)', () => {
    const state = run(makeState([makePlayer('b0', 'Batter')]), { type: 'openLot' }, T0);
    expect(maxBidLakhs(state, 't1', 'b0')).toBe(10_000);
  });
});
