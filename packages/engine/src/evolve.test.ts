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
    const next = evolve(state, { type: 'lotUnsold', lotId: 1, playerId: 'b0', at: T0 + 20_000 });
    expect(next.version).toBe(2);
    expect(next.lastClosedAt).toBe(T0 + 20_000);
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
      at: T0 + 15_001,
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
      recentBids: [{ teamId: 't2', amountLakhs: 125, at: T0 + 2_000 }],
    });
  });

  it('keeps the last ten bids of the lot, newest first, and starts each lot with none', () => {
    let state = openState();
    for (let i = 0; i < 12; i++) {
      state = evolve(state, {
        type: 'bidPlaced',
        lotId: 1,
        teamId: i % 2 === 0 ? 't1' : 't2',
        amountLakhs: 100 + 25 * i,
        at: T0 + i,
        closesAt: T0 + 15_000 + i,
      });
    }
    expect(state.currentLot?.recentBids.map((b) => b.amountLakhs)).toEqual(
      Array.from({ length: 10 }, (_, i) => 100 + 25 * (11 - i)),
    );
    const closed = evolve(state, {
      type: 'lotSold',
      lotId: 1,
      playerId: 'b0',
      teamId: 't2',
      amountLakhs: 375,
      at: T0 + 20_000,
    });
    const next = evolve(closed, {
      type: 'lotOpened',
      lotId: 2,
      playerId: 'b1',
      basePriceLakhs: 100,
      openedAt: T0 + 23_000,
      closesAt: T0 + 43_000,
    });
    expect(next.currentLot?.recentBids).toEqual([]);
  });

  it('sets the reorder window when bidding ends and completes the auction', () => {
    const state = makeState([], undefined, { reorderWindowMs: 600_000 });
    const ended = evolve(state, { type: 'biddingEnded', at: T0 });
    expect(ended).toMatchObject({
      phase: 'BIDDING_ENDED',
      biddingEndedAt: T0,
      reorderEndsAt: T0 + 600_000,
    });
    const done = evolve(ended, { type: 'auctionCompleted', at: T0 + 600_000 });
    expect(done).toMatchObject({ phase: 'COMPLETED', completedAt: T0 + 600_000 });
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
