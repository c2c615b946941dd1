import { describe, expect, it } from 'vitest';
import { initialState } from './initial-state';
import { loadSheet, makePlayer, makeTeams } from './test-helpers';

describe('initialState', () => {
  it('queues the real sheet in lot order with full purses', () => {
    const state = initialState({ auctionId: 'a1', players: loadSheet(), teams: makeTeams(3) });
    expect(state).toMatchObject({
      phase: 'WAITING',
      currentLot: null,
      lastLotId: 0,
      version: 0,
      biddingEndedAt: null,
      settings: { lotWindowMs: 20_000, bidWindowMs: 15_000, pauseBetweenLotsMs: 3_000 },
    });
    expect(state.queue).toHaveLength(148);
    expect(state.players[state.queue[7] ?? '']?.name).toBe('Jasprit Bumrah');
    expect(state.teams.t2).toEqual({
      teamId: 't2',
      ownerId: 'u2',
      name: 't2',
      ownerName: 'u2',
      imageUrl: null,
      purseTotalLakhs: 10_000,
      purseRemainingLakhs: 10_000,
      squad: [],
      isBot: false,
    });
    expect(
      Object.values(state.players).every((p) => p.status === 'AVAILABLE' && !p.isPullBackOnce),
    ).toBe(true);
  });

  it('merges partial settings over the defaults', () => {
    const state = initialState({
      auctionId: 'a1',
      players: [],
      teams: [],
      settings: { bidWindowMs: 10_000 },
    });
    expect(state.settings).toEqual({
      lotWindowMs: 20_000,
      bidWindowMs: 10_000,
      pauseBetweenLotsMs: 3_000,
      reorderWindowMs: 600_000,
      lotsStartAt: 0,
      scheduledEndAt: null,
      earlyCloseMs: 3_000,
    });
  });

  it('throws for duplicate player ids', () => {
    const players = [makePlayer('p1', 'Batter'), makePlayer('p1', 'Bowler')];
    expect(() => initialState({ auctionId: 'a1', players, teams: [] })).toThrow(/duplicate id/);
  });

  it('throws for a player without 11 slot points', () => {
    const players = [makePlayer('p1', 'Batter', { slotPoints: [1, 2, 3] })];
    expect(() => initialState({ auctionId: 'a1', players, teams: [] })).toThrow(/11 entries/);
  });

  it('throws for a purse that is not whole lakhs', () => {
    const teams = [{ teamId: 't1', ownerId: 'u1', purseTotalLakhs: 99.5 }];
    expect(() => initialState({ auctionId: 'a1', players: [], teams })).toThrow(/purseTotalLakhs/);
  });
});
