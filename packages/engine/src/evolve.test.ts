import { describe, expect, it } from 'vitest';
import { evolve } from './evolve';
import type { AuctionState } from './state';
import { makePlayer, makeState, run } from './test-helpers';

const T0 = 1_767_225_600_000;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

function openState(): AuctionState {
  const state = makeState(['b0', 'b1'].map((id) => makePlayer(id, 'Batter')));
  return run(state, { type: 'openLot' }, T0);
}

describe('evolve', () => {
  it('adds one to the version per event', () => {
    const state = openState();
    expect(state.version).toBe(1);
    const next = evolve(state, { type: 'lotUnsold', lotId: 1, playerId: 'b0' });
    expect(next.version).toBe(2);
  });

  it('never changes its input', () => {
    const state = deepFreeze(openState());
    const snapshot = structuredClone(state);
    const bid = evolve(state, {
      type: 'bidPlaced',
      lotId: 1,
      teamId: 't1',
      amountLakhs: 100,
      at: T0 + 1,
      closesAt: T0 + 15_001,
    });
    const sold = evolve(deepFreeze(bid), {
      type: 'lotSold',
      lotId: 1,
      playerId: 'b0',
      teamId: 't1',
      amountLakhs: 100,
    });
    expect(state).toEqual(snapshot);
    expect(sold.teams.t1?.purseRemainingLakhs).toBe(9_900);
    expect(sold.queue).toEqual(['b1']);
  });

  it('records the bid on the open lot', () => {
    const next = evolve(openState(), {
      type: 'bidPlaced',
      lotId: 1,
      teamId: 't2',
      amountLakhs: 125,
      at: T0 + 2_000,
      closesAt: T0 + 17_000,
    });
    expect(next.currentLot).toMatchObject({
      currentBidLakhs: 125,
      highestTeamId: 't2',
      bidCount: 1,
      lastBidAt: T0 + 2_000,
      closesAt: T0 + 17_000,
    });
  });

  it('throws for a bid on a lot that is not open, which means a missed event', () => {
    const event = {
      type: 'bidPlaced',
      lotId: 7,
      teamId: 't1',
      amountLakhs: 100,
      at: T0,
      closesAt: T0,
    } as const;
    expect(() => evolve(openState(), event)).toThrow(/lot 7/);
  });

  it('throws for an unknown event type', () => {
    const bogus = { type: 'lotExploded' } as unknown as Parameters<typeof evolve>[1];
    expect(() => evolve(openState(), bogus)).toThrow(/Unexpected event/);
  });
});
