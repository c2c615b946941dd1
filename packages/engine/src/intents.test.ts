import { describe, expect, it } from 'vitest';
import { bidIntent, passIntent, pullBackIntent } from './intents';
import { makePlayer, makeState, run } from './test-helpers';

const T0 = 1_767_225_600_000;
const open = () =>
  run(makeState([makePlayer('b0', 'Batter'), makePlayer('b1', 'Batter')]), { type: 'openLot' }, T0);

describe('intents', () => {
  it("binds a bid to the owner's team and to the open lot of the player it names", () => {
    expect(bidIntent(open(), 'u1', { playerId: 'b0', amountLakhs: 100, key: 'k' })).toEqual({
      type: 'placeBid',
      lotId: 1,
      teamId: 't1',
      amountLakhs: 100,
      key: 'k',
    });
  });

  it('refuses a stranger, a player not on the block, and a lot that holds another player', () => {
    const state = open();
    expect(bidIntent(state, 'u9', { playerId: 'b0', amountLakhs: 100 })).toMatchObject({
      error: { code: 'NOT_REGISTERED' },
    });
    expect(bidIntent(state, 'u1', { playerId: 'b1', amountLakhs: 100 })).toMatchObject({
      error: { code: 'LOT_CLOSED' },
    });
    expect(passIntent(state, 'u1', { playerId: 'b1', lotId: 1 })).toMatchObject({
      error: { code: 'LOT_CHANGED' },
    });
  });

  it('keeps a named past lot, so the engine can say it changed', () => {
    expect(bidIntent(open(), 'u1', { playerId: 'b0', lotId: 7, amountLakhs: 100 })).toMatchObject({
      lotId: 7,
    });
    expect(pullBackIntent(open(), 'u2', 'b0')).toEqual({
      type: 'pullBack',
      playerId: 'b0',
      teamId: 't2',
    });
  });
});
