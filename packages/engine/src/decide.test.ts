import { describe, expect, it } from 'vitest';
import { decide } from './decide';
import type { AuctionState } from './state';
import {
  accepted,
  buyNext,
  makePlayer,
  makeState,
  makeTeams,
  refusedCode,
  run,
} from './test-helpers';

const T0 = 1_767_225_600_000;
const OPEN = { type: 'openLot' } as const;
const END = { type: 'endBidding' } as const;
const close = (lotId: number) => ({ type: 'closeLot', lotId }) as const;
const pullBack = (playerId: string, teamId = 't2') =>
  ({ type: 'pullBack', playerId, teamId }) as const;

/** Three batters b0, b1, b2 (lot order b0 first) and two 100 Cr teams. */
function threeBatters(): AuctionState {
  return makeState(['b0', 'b1', 'b2'].map((id) => makePlayer(id, 'Batter')));
}

/** b0's lot has closed unsold; b1 is open as lot 2 at T0 + 23 s. */
function afterUnsoldB0(): AuctionState {
  const state = run(run(threeBatters(), OPEN, T0), close(1), T0 + 20_000);
  return run(state, OPEN, T0 + 23_000);
}

describe('openLot', () => {
  it('opens the next queued player at its base price for the lot window', () => {
    expect(accepted(threeBatters(), OPEN, T0)).toEqual([
      {
        type: 'lotOpened',
        lotId: 1,
        playerId: 'b0',
        basePriceLakhs: 100,
        openedAt: T0,
        closesAt: T0 + 20_000,
      },
    ]);
  });

  it('uses the configured lot window', () => {
    const state = makeState([makePlayer('b0', 'Batter')], makeTeams(2), { lotWindowMs: 5_000 });
    expect(accepted(state, OPEN, T0)).toMatchObject([{ closesAt: T0 + 5_000 }]);
  });

  it('refuses while a lot is open', () => {
    expect(refusedCode(run(threeBatters(), OPEN, T0), OPEN, T0 + 1)).toBe('LOT_ALREADY_OPEN');
  });

  it('refuses when the queue is empty', () => {
    expect(refusedCode(makeState([]), OPEN, T0)).toBe('NOTHING_TO_OPEN');
  });

  it('refuses after bidding ended', () => {
    const ended = run(makeState([]), { type: 'endBidding' }, T0);
    expect(refusedCode(ended, OPEN, T0)).toBe('BIDDING_ENDED');
  });

  it('waits for the pause after a close before the next lot', () => {
    const state = run(run(threeBatters(), OPEN, T0), close(1), T0 + 20_000);
    expect(decide(state, OPEN, T0 + 22_999)).toMatchObject({
      ok: false,
      error: { code: 'PAUSE_NOT_OVER', details: { opensAt: T0 + 23_000 } },
    });
    expect(decide(state, OPEN, T0 + 23_000).ok).toBe(true);
  });

  it('opens no lot before the lobby is over', () => {
    const state = makeState([makePlayer('b0', 'Batter')], makeTeams(2), { lotsStartAt: T0 });
    expect(refusedCode(state, OPEN, T0 - 1)).toBe('LOTS_NOT_STARTED');
    expect(decide(state, OPEN, T0).ok).toBe(true);
  });

  it('opens no lot at or after the scheduled end', () => {
    const state = makeState([makePlayer('b0', 'Batter')], makeTeams(2), {
      scheduledEndAt: T0,
    });
    expect(decide(state, OPEN, T0 - 1).ok).toBe(true);
    expect(refusedCode(state, OPEN, T0)).toBe('TIME_UP');
  });
});

describe('closeLot', () => {
  it('refuses before the lot is due', () => {
    const state = run(threeBatters(), OPEN, T0);
    expect(decide(state, close(1), T0 + 19_999)).toMatchObject({
      ok: false,
      error: { code: 'LOT_NOT_DUE', details: { closesAt: T0 + 20_000 } },
    });
  });

  it('sells to the highest bidder and charges the purse', () => {
    let state = run(threeBatters(), OPEN, T0);
    state = run(state, { type: 'placeBid', lotId: 1, teamId: 't1', amountLakhs: 150 }, T0 + 1_000);
    expect(refusedCode(state, close(1), T0 + 15_999)).toBe('LOT_NOT_DUE');
    expect(accepted(state, close(1), T0 + 16_000)).toEqual([
      {
        type: 'lotSold',
        lotId: 1,
        playerId: 'b0',
        teamId: 't1',
        amountLakhs: 150,
        at: T0 + 16_000,
      },
    ]);
    const closed = run(state, close(1), T0 + 16_000);
    expect(closed.teams.t1).toMatchObject({
      purseRemainingLakhs: 9_850,
      squad: [{ playerId: 'b0' }],
    });
    expect(closed.players.b0).toMatchObject({
      status: 'SOLD',
      soldToTeamId: 't1',
      soldForLakhs: 150,
    });
    expect(closed.phase).toBe('BETWEEN_LOTS');
  });

  it('marks a lot without bids unsold', () => {
    const state = run(threeBatters(), OPEN, T0);
    expect(accepted(state, close(1), T0 + 20_000)).toEqual([
      { type: 'lotUnsold', lotId: 1, playerId: 'b0', at: T0 + 20_000 },
    ]);
  });

  it('refuses to close a lot twice', () => {
    const state = run(run(threeBatters(), OPEN, T0), close(1), T0 + 20_000);
    expect(refusedCode(state, close(1), T0 + 20_001)).toBe('LOT_CLOSED');
  });

  it('refuses to close a lot that never opened', () => {
    expect(refusedCode(threeBatters(), close(1), T0)).toBe('LOT_NOT_OPEN');
  });

  it('ends bidding when the last available player closes', () => {
    let state = makeState([makePlayer('b0', 'Batter')]);
    state = run(state, OPEN, T0);
    expect(accepted(state, close(1), T0 + 20_000)).toEqual([
      { type: 'lotUnsold', lotId: 1, playerId: 'b0', at: T0 + 20_000 },
      { type: 'biddingEnded', at: T0 + 20_000 },
    ]);
    expect(run(state, close(1), T0 + 20_000)).toMatchObject({
      phase: 'BIDDING_ENDED',
      biddingEndedAt: T0 + 20_000,
    });
  });
  it('ends bidding when every team has 11 players, even with players left', () => {
    const types = [
      'Batter',
      'Batter',
      'Batter',
      'Batter',
      'Bowler',
      'Bowler',
      'Bowler',
      'Bowler',
    ] as const;
    const xi = [...types, 'Wicket-Keeper', 'All-Rounder', 'All-Rounder'] as const;
    const pool = [...xi, 'Wicket-Keeper' as const].map((type, i) => makePlayer(`x${i}`, type));
    let state = makeState(pool, makeTeams(1));
    for (let i = 0; i < 10; i += 1) state = buyNext(state, 't1', T0 + i * 60_000);
    state = run(state, OPEN, T0 + 600_000);
    state = run(
      state,
      { type: 'placeBid', lotId: 11, teamId: 't1', amountLakhs: 100 },
      T0 + 600_001,
    );
    expect(accepted(state, close(11), T0 + 615_001)).toEqual([
      {
        type: 'lotSold',
        lotId: 11,
        playerId: 'x9',
        teamId: 't1',
        amountLakhs: 100,
        at: T0 + 615_001,
      },
      { type: 'biddingEnded', at: T0 + 615_001 },
    ]);
  });
});

describe('extendLot', () => {
  it('gives an overdue lot a fresh bid window, and only an overdue one', () => {
    const state = run(threeBatters(), OPEN, T0);
    const extend = { type: 'extendLot', lotId: 1, reason: 'RECOVERY' } as const;
    expect(refusedCode(state, extend, T0 + 19_999)).toBe('LOT_NOT_DUE');
    expect(accepted(state, extend, T0 + 30_000)).toEqual([
      { type: 'lotExtended', lotId: 1, at: T0 + 30_000, closesAt: T0 + 45_000, reason: 'RECOVERY' },
    ]);
    const extended = run(state, extend, T0 + 30_000);
    expect(extended.currentLot?.closesAt).toBe(T0 + 45_000);
    expect(
      decide(extended, { type: 'placeBid', lotId: 1, teamId: 't1', amountLakhs: 100 }, T0 + 31_000)
        .ok,
    ).toBe(true);
    expect(refusedCode(extended, { ...extend, lotId: 2 }, T0 + 50_000)).toBe('LOT_NOT_OPEN');
  });
});

describe('pullBack', () => {
  it('puts an unsold player next after the current lot, once', () => {
    const state = run(afterUnsoldB0(), pullBack('b0'), T0 + 24_000);
    expect(state.players.b0).toMatchObject({ status: 'AVAILABLE', isPullBackOnce: true });
    expect(state.currentLot?.playerId).toBe('b1');
    expect(state.queue).toEqual(['b0', 'b2']);
  });

  it('refuses a second pull-back of the same player', () => {
    let state = run(afterUnsoldB0(), pullBack('b0'), T0 + 24_000);
    state = run(state, close(2), T0 + 43_000);
    state = run(run(state, OPEN, T0 + 46_000), close(3), T0 + 66_000);
    expect(state.players.b0?.status).toBe('UNSOLD');
    expect(refusedCode(state, pullBack('b0'), T0 + 67_000)).toBe('PULLBACK_USED');
  });

  it('refuses a player who is not unsold', () => {
    expect(refusedCode(afterUnsoldB0(), pullBack('b2'), T0 + 24_000)).toBe('PLAYER_NOT_UNSOLD');
    expect(refusedCode(afterUnsoldB0(), pullBack('nobody'), T0 + 24_000)).toBe('PLAYER_NOT_UNSOLD');
  });

  it('refuses a team that is not in the auction', () => {
    expect(refusedCode(afterUnsoldB0(), pullBack('b0', 't9'), T0 + 24_000)).toBe('NOT_REGISTERED');
  });

  it('refuses after bidding ended', () => {
    let state = run(makeState([makePlayer('b0', 'Batter')]), OPEN, T0);
    state = run(state, close(1), T0 + 20_000);
    expect(refusedCode(state, pullBack('b0'), T0 + 21_000)).toBe('BIDDING_ENDED');
  });
});

describe('endBidding', () => {
  it('ends an auction with nothing to auction', () => {
    expect(accepted(makeState([]), { type: 'endBidding' }, T0)).toEqual([
      { type: 'biddingEnded', at: T0 },
    ]);
  });

  it('refuses while players remain', () => {
    expect(refusedCode(threeBatters(), { type: 'endBidding' }, T0)).toBe('BIDDING_NOT_OVER');
  });

  it('refuses while a lot is open', () => {
    const state = run(threeBatters(), OPEN, T0);
    expect(refusedCode(state, { type: 'endBidding' }, T0)).toBe('LOT_ALREADY_OPEN');
  });

  it('refuses twice', () => {
    const ended = run(makeState([]), { type: 'endBidding' }, T0);
    expect(refusedCode(ended, { type: 'endBidding' }, T0)).toBe('BIDDING_ENDED');
  });

  it('ends bidding at the scheduled end with players left, once no lot is open', () => {
    const state = makeState(
      ['b0', 'b1'].map((id) => makePlayer(id, 'Batter')),
      makeTeams(2),
      { scheduledEndAt: T0 + 1_000 },
    );
    expect(refusedCode(state, { type: 'endBidding' }, T0 + 999)).toBe('BIDDING_NOT_OVER');
    const opened = run(state, OPEN, T0);
    expect(refusedCode(opened, { type: 'endBidding' }, T0 + 1_000)).toBe('LOT_ALREADY_OPEN');
    expect(accepted(state, { type: 'endBidding' }, T0 + 1_000)).toEqual([
      { type: 'biddingEnded', at: T0 + 1_000 },
    ]);
  });
});

describe('completeAuction', () => {
  const COMPLETE = { type: 'completeAuction' } as const;

  it('completes once the reorder window is over, and only once', () => {
    const ended = run(makeState([], undefined, { reorderWindowMs: 600_000 }), END, T0);
    expect(decide(ended, COMPLETE, T0 + 599_999)).toMatchObject({
      ok: false,
      error: { code: 'REORDER_WINDOW_OPEN', details: { reorderEndsAt: T0 + 600_000 } },
    });
    const done = run(ended, COMPLETE, T0 + 600_000);
    expect(done.phase).toBe('COMPLETED');
    expect(refusedCode(done, COMPLETE, T0 + 600_001)).toBe('AUCTION_COMPLETED');
  });

  it('refuses while bidding goes on', () => {
    expect(refusedCode(threeBatters(), COMPLETE, T0)).toBe('BIDDING_NOT_OVER');
  });
});

describe('registerTeam', () => {
  const register = {
    type: 'registerTeam',
    teamId: 't3',
    ownerId: 'u3',
    purseTotalLakhs: 10_000,
  } as const;

  it('adds a team with a full purse during the auction', () => {
    const state = run(run(threeBatters(), OPEN, T0), register, T0 + 1);
    expect(state.teams.t3).toEqual({
      teamId: 't3',
      ownerId: 'u3',
      name: 't3',
      ownerName: 'u3',
      imageUrl: null,
      purseTotalLakhs: 10_000,
      purseRemainingLakhs: 10_000,
      squad: [],
      isBot: false,
    });
    expect(
      decide(state, { type: 'placeBid', lotId: 1, teamId: 't3', amountLakhs: 100 }, T0 + 2).ok,
    ).toBe(true);
  });

  it('refuses a team already registered', () => {
    expect(refusedCode(threeBatters(), { ...register, teamId: 't1' }, T0)).toBe(
      'ALREADY_REGISTERED',
    );
  });

  it('refuses a purse that is not a positive whole number of lakhs', () => {
    expect(refusedCode(threeBatters(), { ...register, purseTotalLakhs: 0.5 }, T0)).toBe(
      'INVALID_AMOUNT',
    );
  });

  it('refuses after bidding ended', () => {
    const ended = run(makeState([]), { type: 'endBidding' }, T0);
    expect(refusedCode(ended, register, T0)).toBe('BIDDING_ENDED');
  });
});
