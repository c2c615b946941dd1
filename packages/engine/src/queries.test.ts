import { describe, expect, it } from 'vitest';
import { nextQueuedPlayerId } from './queries';
import { makePlayer, makeState, run } from './test-helpers';

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
