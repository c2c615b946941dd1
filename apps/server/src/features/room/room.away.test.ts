import { describe, expect, it } from 'vitest';
import {
  decide,
  evolve,
  initialState,
  type AuctionCommand,
  type AuctionState,
} from '@bidxi/engine';
import { AwayWatch } from './room.away';

const T0 = 1_767_225_600_000;
const player = (i: number) => ({
  id: `p${i}`,
  name: `P${i}`,
  type: 'Batter' as const,
  lotGroup: 1,
  sheetIndex: i,
  basePriceLakhs: 50,
  bonus: 0,
  slotPoints: Array<number>(11).fill(0),
});
const teams = ['a', 'b', 'c'].map((x) => ({
  teamId: x,
  ownerId: `u-${x}`,
  purseTotalLakhs: 10_000,
}));

function run(state: AuctionState, command: AuctionCommand, now: number): AuctionState {
  const d = decide(state, command, now);
  if (!d.ok) throw new Error(d.error.code);
  return d.events.reduce(evolve, state);
}

describe('AwayWatch', () => {
  it('names the teams whose owner had no connection for a whole lot, at its close', () => {
    const watch = new AwayWatch(T0);
    let state = initialState({ auctionId: 'x', players: [player(0), player(1)], teams });
    state = run(state, { type: 'openLot' }, T0);
    expect(watch.observe(state, new Set(['u-b']))).toEqual([]);
    expect(watch.observe(state, new Set(['u-c']))).toEqual([]); // b left, c came: both seen
    state = run(state, { type: 'closeLot', lotId: 1 }, T0 + 20_000);
    expect(watch.observe(state, new Set())).toEqual(['a']);
  });

  it('does not judge a lot that opened before the clock started', () => {
    let state = initialState({ auctionId: 'x', players: [player(0), player(1)], teams });
    state = run(state, { type: 'openLot' }, T0);
    const watch = new AwayWatch(T0 + 5_000);
    expect(watch.observe(state, new Set())).toEqual([]);
    state = run(state, { type: 'closeLot', lotId: 1 }, T0 + 20_000);
    expect(watch.observe(state, new Set())).toEqual([]);
  });
});
