import { describe, expect, it } from 'vitest';
import { initialState } from './initial-state';
import type { InitialStateInput } from './initial-state';
import { restoreState } from './restore-state';
import type { RestoreStateInput } from './restore-state';
import type { PoolPlayer } from './state';
import { makePlayer, makeTeams, run } from './test-helpers';

const T0 = 1_767_225_600_000;

const pool = ['b0', 'b1', 'b2', 'b3'].map((id) => makePlayer(id, 'Batter'));
const fresh: InitialStateInput = { auctionId: 'a1', players: pool, teams: makeTeams(2) };

/** Rows as a server stores them, taken from a state. */
function rowsOf(
  players: readonly PoolPlayer[],
  extra: Partial<RestoreStateInput> = {},
): RestoreStateInput {
  return {
    auctionId: 'a1',
    players,
    teams: makeTeams(2),
    currentLot: null,
    lastLotId: 0,
    biddingEndedAt: null,
    version: 0,
    ...extra,
  };
}

describe('restoreState', () => {
  it('rebuilds a running auction from its rows', () => {
    let state = run(initialState(fresh), { type: 'openLot' }, T0);
    state = run(state, { type: 'placeBid', lotId: 1, teamId: 't2', amountLakhs: 300 }, T0 + 1);
    state = run(state, { type: 'closeLot', lotId: 1 }, T0 + 15_001);
    state = run(state, { type: 'openLot' }, T0 + 18_001);
    state = run(state, { type: 'closeLot', lotId: 2 }, T0 + 38_001);
    state = run(state, { type: 'pullBack', playerId: 'b1', teamId: 't1' }, T0 + 39_000);
    state = run(state, { type: 'openLot' }, T0 + 41_000);

    const restored = restoreState(
      rowsOf(Object.values(state.players), {
        currentLot: state.currentLot,
        lastLotId: state.lastLotId,
        version: state.version,
      }),
    );
    expect(restored).toEqual(state);
    expect(restored.teams.t2?.purseRemainingLakhs).toBe(9_700);
    expect(restored.phase).toBe('LOT_OPEN');
  });

  it('queues pulled-back players first when no queue order is stored', () => {
    const players: PoolPlayer[] = pool.map((p) => ({
      ...p,
      status: 'AVAILABLE',
      isPullBackOnce: p.id === 'b3',
    }));
    expect(restoreState(rowsOf(players, { lastLotId: 3 })).queue).toEqual(['b3', 'b0', 'b1', 'b2']);
  });

  it('reports the phase from the rows', () => {
    const players: PoolPlayer[] = pool.map((p) => ({
      ...p,
      status: 'UNSOLD',
      isPullBackOnce: false,
    }));
    expect(restoreState(rowsOf(players, { lastLotId: 4 })).phase).toBe('BETWEEN_LOTS');
    expect(restoreState(rowsOf(players, { lastLotId: 4, biddingEndedAt: T0 })).phase).toBe(
      'BIDDING_ENDED',
    );
  });

  it('throws for a player sold to an unknown team', () => {
    const players: PoolPlayer[] = pool.map((p) => ({
      ...p,
      status: 'SOLD',
      soldToTeamId: 't9',
      soldForLakhs: 100,
      isPullBackOnce: false,
    }));
    expect(() => restoreState(rowsOf(players))).toThrow(/unknown team/);
  });

  it('throws for a team that spent more than its purse', () => {
    const players: PoolPlayer[] = pool.map((p) => ({
      ...p,
      status: 'SOLD',
      soldToTeamId: 't1',
      soldForLakhs: 5_000,
      isPullBackOnce: false,
    }));
    expect(() => restoreState(rowsOf(players))).toThrow(/overspent/);
  });

  it('throws for a stored queue that misses an available player', () => {
    const players: PoolPlayer[] = pool.map((p) => ({
      ...p,
      status: 'AVAILABLE',
      isPullBackOnce: false,
    }));
    expect(() => restoreState(rowsOf(players, { queue: ['b0', 'b1', 'b2'] }))).toThrow(/queue/);
  });
});
