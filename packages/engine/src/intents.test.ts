import { describe, expect, it } from 'vitest';
import {
  OFF_STEP_MESSAGE,
  bidAttemptOf,
  bidIntent,
  commandOf,
  passIntent,
  pullBackIntent,
} from './intents';
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

  it('turns each request into its command on the state at its turn; an engine command stays as it is', () => {
    const state = open();
    expect(
      commandOf(state, { type: 'bidRequest', ownerId: 'u2', playerId: 'b0', amountLakhs: 60 }),
    ).toEqual({ type: 'placeBid', lotId: 1, teamId: 't2', amountLakhs: 60 });
    expect(
      commandOf(state, { type: 'setMaxBidRequest', ownerId: 'u1', playerId: 'b1', maxLakhs: 90 }),
    ).toEqual({ type: 'setMaxBid', teamId: 't1', playerId: 'b1', maxLakhs: 90 });
    expect(
      commandOf(state, { type: 'setAutopilotRequest', ownerId: 'u1', enabled: true, capLakhs: 80 }),
    ).toEqual({ type: 'setAutopilot', teamId: 't1', enabled: true, capLakhs: 80 });
    expect(
      commandOf(state, { type: 'cancelMaxBidRequest', ownerId: 'u1', playerId: 'b1' }),
    ).toEqual({ type: 'cancelMaxBid', teamId: 't1', playerId: 'b1' });
    expect(commandOf(state, { type: 'passRequest', ownerId: 'u1', playerId: 'b0' })).toEqual({
      type: 'pass',
      teamId: 't1',
      lotId: 1,
    });
    const close = { type: 'closeLot', lotId: 1 } as const;
    expect(commandOf(state, close)).toBe(close);
  });

  it('refuses a bid off the price step as INVALID_AMOUNT, before any other check', () => {
    const offStep = {
      type: 'bidRequest',
      ownerId: 'u9',
      playerId: 'b1',
      amountLakhs: null,
    } as const;
    expect(commandOf(open(), offStep)).toEqual({
      ok: false,
      error: { code: 'INVALID_AMOUNT', message: OFF_STEP_MESSAGE },
    });
  });

  it("records a bid as received: the owner's team and the lot named, else the open lot of the player", () => {
    const state = open();
    const bid = { type: 'bidRequest', ownerId: 'u1', playerId: 'b0', amountLakhs: null } as const;
    expect(bidAttemptOf(state, bid)).toEqual({ teamId: 't1', lotId: 1, amountLakhs: null });
    expect(bidAttemptOf(state, { ...bid, ownerId: 'u9', playerId: 'b1' })).toEqual({
      teamId: null,
      lotId: null,
      amountLakhs: null,
    });
    expect(bidAttemptOf(state, { ...bid, lotId: 7, amountLakhs: 55 })).toMatchObject({ lotId: 7 });
    expect(
      bidAttemptOf(state, { type: 'placeBid', lotId: 1, teamId: 't2', amountLakhs: 60 }),
    ).toEqual({ teamId: 't2', lotId: 1, amountLakhs: 60 });
    expect(bidAttemptOf(state, { type: 'passRequest', ownerId: 'u1', playerId: 'b0' })).toBeNull();
  });
});
