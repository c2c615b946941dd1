import { describe, expect, it } from 'vitest';
import { awayTeamIds, canJudgeAttendance } from './away';
import { makePlayer, makeState, run } from './test-helpers';

const T0 = 1_767_225_600_000;
const teams = ['a', 'b', 'c'].map((x) => ({
  teamId: x,
  ownerId: `u-${x}`,
  purseTotalLakhs: 10_000,
}));
const players = [makePlayer('p0', 'Batter'), makePlayer('p1', 'Bowler')];

describe('awayTeamIds', () => {
  it('names the human teams whose owner was not seen during the lot, once it has closed', () => {
    const open = run(makeState(players, teams), { type: 'openLot' }, T0);
    const seen = new Set(['u-b', 'u-c']);
    expect(awayTeamIds(open, 1, seen)).toEqual([]); // still open: not judged yet
    const closed = run(open, { type: 'closeLot', lotId: 1 }, T0 + 20_000);
    expect(awayTeamIds(closed, 1, seen)).toEqual(['a']);
    expect(awayTeamIds(closed, 1, new Set())).toEqual(['a', 'b', 'c']);
  });

  it('leaves out bot teams, teams already on autopilot and lots not yet opened', () => {
    const withBot = [
      ...teams,
      { teamId: 'bot', ownerId: 'u-bot', purseTotalLakhs: 10_000, isBot: true },
    ];
    let state = makeState(players, withBot);
    state = run(state, { type: 'setAutopilot', teamId: 'b', enabled: true }, T0);
    state = run(state, { type: 'openLot' }, T0);
    expect(awayTeamIds(state, 2, new Set())).toEqual([]);
    state = run(state, { type: 'closeLot', lotId: 1 }, T0 + 20_000);
    expect(awayTeamIds(state, 1, new Set())).toEqual(['a', 'c']);
  });

  it('judges no one once bidding has ended', () => {
    let state = run(makeState([players[0]!], teams), { type: 'openLot' }, T0);
    state = run(state, { type: 'closeLot', lotId: 1 }, T0 + 20_000);
    expect(state.phase === 'BIDDING_ENDED' || state.phase === 'COMPLETED').toBe(true);
    expect(awayTeamIds(state, 1, new Set())).toEqual([]);
  });
});

describe('canJudgeAttendance', () => {
  it('judges only a lot that opened after the watch began', () => {
    expect(canJudgeAttendance({ openedAt: T0 }, T0)).toBe(true);
    expect(canJudgeAttendance({ openedAt: T0 }, T0 + 5_000)).toBe(false);
  });
});
