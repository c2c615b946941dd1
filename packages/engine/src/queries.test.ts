import { describe, expect, it } from 'vitest';
import { clockMovedTeamIds, nextQueuedPlayerId, presentPlayerIds, teamOfOwner } from './queries';
import { makePlayer, makeState, makeTeams, run } from './test-helpers';

const T0 = 1_767_225_600_000;

describe('nextQueuedPlayerId', () => {
  it('is the player about to open between lots, the one after it once it opens, null at the end', () => {
    const state = makeState(['b0', 'b1'].map((id) => makePlayer(id, 'Batter')));
    expect(nextQueuedPlayerId(state)).toBe('b0');
    const first = run(state, { type: 'openLot' }, T0);
    expect(first.currentLot?.playerId).toBe('b0');
    expect(nextQueuedPlayerId(first)).toBe('b1');
    const closesAt = first.currentLot?.closesAt ?? T0;
    const unsold = run(first, { type: 'closeLot', lotId: 1 }, closesAt);
    const last = run(unsold, { type: 'openLot' }, closesAt + 60_000);
    expect(last.currentLot?.playerId).toBe('b1');
    expect(nextQueuedPlayerId(last)).toBeNull();
  });
});

describe('teamOfOwner and presentPlayerIds', () => {
  const T0 = 1_767_225_600_000;
  const register = (teamId: string, ownerId: string, isBot = false) =>
    ({ type: 'registerTeam', teamId, ownerId, purseTotalLakhs: 10_000, isBot }) as const;

  it('follow the teams as they change: a team registered later is found, a bot is no player', () => {
    const before = makeState([makePlayer('p1', 'Batter')]);
    expect(teamOfOwner(before, 'u1')?.teamId).toBe('t1');
    expect(teamOfOwner(before, 'u3')).toBeUndefined();
    expect(presentPlayerIds(before, ['u3', 'u2', 'admin', 'u1'])).toEqual(['u2', 'u1']);

    const after = run(run(before, register('t3', 'u3'), T0), register('b1', 'bot-1', true), T0);
    expect(teamOfOwner(after, 'u3')?.teamId).toBe('t3');
    expect(teamOfOwner(after, 'bot-1')?.teamId).toBe('b1');
    expect(presentPlayerIds(after, ['u3', 'bot-1', 'u1'])).toEqual(['u3', 'u1']);
    // The earlier state still answers for its own teams.
    expect(teamOfOwner(before, 'u3')).toBeUndefined();
  });
});

describe('clockMovedTeamIds', () => {
  it('lists the bot teams and the human teams on autopilot, no other team', () => {
    const T0 = 1_767_225_600_000;
    const bot = { teamId: 'b1', ownerId: 'bot-1', purseTotalLakhs: 10_000, isBot: true };
    const state = makeState([makePlayer('p1', 'Batter')], [...makeTeams(3), bot]);
    expect(clockMovedTeamIds(state)).toEqual(['b1']);
    const on = run(state, { type: 'setAutopilot', teamId: 't2', enabled: true }, T0);
    expect(clockMovedTeamIds(on)).toEqual(['b1', 't2']);
    const off = run(on, { type: 'setAutopilot', teamId: 't2', enabled: false }, T0 + 1);
    expect(clockMovedTeamIds(off)).toEqual(['b1']);
  });
});
