import { describe, expect, it } from 'vitest';
import { nextDeadline } from './clock';
import { makePlayer, makeState, makeTeams, run } from './test-helpers';

const T0 = 1_767_225_600_000;
const both = new Set(['u1', 'u2']);
const batters = (n: number) => Array.from({ length: n }, (_, i) => makePlayer(`b${i}`, 'Batter'));

describe('nextDeadline', () => {
  it('opens the first lot when the lobby ends, once two teams are present', () => {
    const state = makeState(batters(2), makeTeams(2), { lotsStartAt: T0 });
    expect(nextDeadline(state, both, T0)).toEqual({ at: T0, command: { type: 'openLot' } });
    expect(nextDeadline(state, new Set(['u1']), T0)).toBeNull();
  });

  it('counts bot teams as present', () => {
    const teams = makeTeams(2).map((t, i) => ({ ...t, isBot: i === 1 }));
    const state = makeState(batters(2), teams, { lotsStartAt: T0 });
    expect(nextDeadline(state, new Set(['u1']), T0)?.command.type).toBe('openLot');
  });

  it('closes the open lot at its closesAt, and opens the next after the pause', () => {
    const open = run(makeState(batters(2)), { type: 'openLot' }, T0);
    expect(nextDeadline(open, both, T0)).toEqual({
      at: T0 + 20_000,
      command: { type: 'closeLot', lotId: 1 },
    });
    const closed = run(open, { type: 'closeLot', lotId: 1 }, T0 + 20_010);
    expect(nextDeadline(closed, both, T0)).toEqual({
      at: T0 + 23_010,
      command: { type: 'openLot' },
    });
  });

  it('ends bidding at the scheduled end when too few teams are present or no lot fits', () => {
    const state = makeState(batters(2), makeTeams(2), { scheduledEndAt: T0 + 60_000 });
    expect(nextDeadline(state, new Set(), T0)).toEqual({
      at: T0 + 60_000,
      command: { type: 'endBidding' },
    });
    const late = makeState(batters(2), makeTeams(2), {
      lotsStartAt: T0 + 60_000,
      scheduledEndAt: T0 + 60_000,
    });
    expect(nextDeadline(late, both, T0)?.command.type).toBe('endBidding');
    // A clock that wakes after the scheduled end ends bidding instead of opening a lot.
    expect(nextDeadline(state, both, T0 + 60_001)).toEqual({
      at: T0 + 60_000,
      command: { type: 'endBidding' },
    });
  });

  it('ends bidding when nothing is left, then completes when the reorder window ends', () => {
    const empty = makeState([], makeTeams(2), { lotsStartAt: T0, reorderWindowMs: 600_000 });
    expect(nextDeadline(empty, new Set(), T0)).toEqual({ at: T0, command: { type: 'endBidding' } });
    const ended = run(empty, { type: 'endBidding' }, T0);
    expect(nextDeadline(ended, both, T0)).toEqual({
      at: T0 + 600_000,
      command: { type: 'completeAuction' },
    });
    const done = run(ended, { type: 'completeAuction' }, T0 + 600_000);
    expect(nextDeadline(done, both, T0)).toBeNull();
  });
});
