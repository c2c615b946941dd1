import { describe, expect, it } from 'vitest';
import { decide } from '../decide';
import type { PlayerType } from '../player-type';
import { buyNext, makePlayer, makeState, makeTeams, refusedCode, run } from '../test-helpers';

const T0 = 1_767_225_600_000;

function poolOf(...types: PlayerType[]) {
  return types.map((type, i) => makePlayer(`p${i}`, type));
}

/** A state with lot 1 open on a 1 Cr batter at T0. */
function openOnBatter(teams = makeTeams(2)) {
  return run(makeState(poolOf('Batter', 'Batter'), teams), { type: 'openLot' }, T0);
}

const bid = (amountLakhs: number, teamId = 't1', lotId = 1) =>
  ({ type: 'placeBid', lotId, teamId, amountLakhs }) as const;

describe('placeBid', () => {
  it('accepts a first bid at the base price and extends the close', () => {
    const state = openOnBatter();
    const decision = decide(state, bid(100), T0 + 5_000);
    expect(decision).toEqual({
      ok: true,
      events: [
        {
          type: 'bidPlaced',
          lotId: 1,
          teamId: 't1',
          amountLakhs: 100,
          at: T0 + 5_000,
          closesAt: T0 + 20_000,
        },
      ],
    });
  });

  it('accepts a jump above the increment', () => {
    const state = run(openOnBatter(), bid(100), T0 + 1);
    expect(decide(state, bid(300, 't2'), T0 + 2).ok).toBe(true);
  });

  it('rejects a bid when no lot is open', () => {
    const state = makeState(poolOf('Batter'));
    expect(refusedCode(state, bid(100), T0)).toBe('LOT_NOT_OPEN');
  });

  it('rejects a bid for a lot that has closed while no lot is open', () => {
    const closed = run(openOnBatter(), { type: 'closeLot', lotId: 1 }, T0 + 20_000);
    expect(refusedCode(closed, bid(100, 't1', 1), T0 + 20_001)).toBe('LOT_CLOSED');
  });

  it('refuses a bid meant for a closed lot once the next lot is open (LOT_CHANGED)', () => {
    const closed = run(openOnBatter(), { type: 'closeLot', lotId: 1 }, T0 + 20_000);
    const next = run(closed, { type: 'openLot' }, T0 + 23_000);
    const decision = decide(next, bid(100, 't1', 1), T0 + 23_001);
    expect(decision).toMatchObject({
      ok: false,
      error: { code: 'LOT_CHANGED', details: { lotId: 1, openLotId: 2 } },
    });
    expect(decide(next, bid(100, 't1', 2), T0 + 23_001).ok).toBe(true);
  });

  it("refuses a bid for a pulled-back player's first lot on their second lot", () => {
    const state0 = makeState(poolOf('Batter', 'Batter'), makeTeams(2));
    const opened = run(state0, { type: 'openLot' }, T0);
    const unsold = run(opened, { type: 'closeLot', lotId: 1 }, T0 + 20_000);
    const pulled = run(unsold, { type: 'pullBack', playerId: 'p0', teamId: 't1' }, T0 + 20_500);
    const again = run(pulled, { type: 'openLot' }, T0 + 23_000);
    expect(again.currentLot).toMatchObject({ lotId: 2, playerId: 'p0' });
    expect(refusedCode(again, bid(100, 't1', 1), T0 + 23_001)).toBe('LOT_CHANGED');
    expect(decide(again, bid(100, 't1', 2), T0 + 23_001).ok).toBe(true);
  });

  it('rejects a bid at the closing instant with the spec message', () => {
    const decision = decide(openOnBatter(), bid(100), T0 + 20_000);
    expect(decision).toMatchObject({
      ok: false,
      error: { code: 'LOT_CLOSED', message: 'Time is up! Cannot place bid now.' },
    });
  });

  it('accepts a bid one millisecond before the close', () => {
    expect(decide(openOnBatter(), bid(100), T0 + 19_999).ok).toBe(true);
  });

  it('rejects a team that is not in the auction', () => {
    expect(refusedCode(openOnBatter(), bid(100, 't9'), T0 + 1)).toBe('NOT_REGISTERED');
  });

  it('rejects the highest bidder bidding again', () => {
    const state = run(openOnBatter(), bid(100), T0 + 1);
    const decision = decide(state, bid(125), T0 + 2);
    expect(decision).toMatchObject({
      ok: false,
      error: { code: 'ALREADY_HIGHEST', message: 'You are already the highest bidder!' },
    });
  });

  it.each([102, 0, -100, 112.5, Number.NaN])('rejects the amount %s', (amountLakhs) => {
    expect(refusedCode(openOnBatter(), bid(amountLakhs), T0 + 1)).toBe('INVALID_AMOUNT');
  });

  it('rejects a first bid below the base price', () => {
    const decision = decide(openOnBatter(), bid(95), T0 + 1);
    expect(decision).toMatchObject({
      ok: false,
      error: {
        code: 'BID_TOO_LOW',
        message: 'Bid amount cannot be less than current bid!',
        details: { minLakhs: 100 },
      },
    });
  });

  it('rejects a raise smaller than 25 lakhs below 5 Cr', () => {
    const state = run(openOnBatter(), bid(475), T0 + 1);
    expect(refusedCode(state, bid(495, 't2'), T0 + 2)).toBe('BID_TOO_LOW');
    expect(decide(state, bid(500, 't2'), T0 + 2).ok).toBe(true);
  });

  it('rejects a raise smaller than 50 lakhs from 5 Cr', () => {
    const state = run(openOnBatter(), bid(500), T0 + 1);
    expect(refusedCode(state, bid(525, 't2'), T0 + 2)).toBe('BID_TOO_LOW');
    expect(decide(state, bid(550, 't2'), T0 + 2).ok).toBe(true);
  });

  it('rejects a bid above the remaining purse', () => {
    const decision = decide(openOnBatter(makeTeams(2, 150)), bid(175), T0 + 1);
    expect(decision).toMatchObject({
      ok: false,
      error: { code: 'PURSE_EXCEEDED', message: 'Not enough money in purse' },
    });
  });

  it('rejects a fifth bowler', () => {
    let state = makeState(poolOf('Bowler', 'Bowler', 'Bowler', 'Bowler', 'Bowler'));
    for (let i = 0; i < 4; i += 1) state = buyNext(state, 't1', T0 + i * 60_000);
    state = run(state, { type: 'openLot' }, T0 + 300_000);
    const decision = decide(state, bid(100, 't1', 5), T0 + 300_001);
    expect(decision).toMatchObject({
      ok: false,
      error: { code: 'ROLE_LIMIT', message: 'You cannot have more than 4 Bowler(s).' },
    });
    expect(decide(state, bid(100, 't2', 5), T0 + 300_001).ok).toBe(true);
  });

  it('rejects a twelfth player', () => {
    const pool = poolOf(
      ...(['Batter', 'Batter', 'Batter', 'Batter'] as const),
      ...(['Bowler', 'Bowler', 'Bowler', 'Bowler'] as const),
      ...(['Wicket-Keeper', 'Wicket-Keeper', 'All-Rounder', 'All-Rounder'] as const),
    );
    let state = makeState(pool);
    for (let i = 0; i < 11; i += 1) state = buyNext(state, 't1', T0 + i * 60_000);
    state = run(state, { type: 'openLot' }, T0 + 700_000);
    expect(state.teams.t1?.squad).toHaveLength(11);
    const decision = decide(state, bid(100, 't1', 12), T0 + 700_001);
    expect(decision).toMatchObject({
      ok: false,
      error: {
        code: 'SQUAD_FULL',
        message: 'Total players exceed the maximum allowed limit of 11.',
      },
    });
  });

  it('is not made stale by a registration or a pull-back while the lot runs', () => {
    const state = run(openOnBatter(), bid(100), T0 + 1);
    const registered = run(
      state,
      { type: 'registerTeam', teamId: 't9', ownerId: 'u9', purseTotalLakhs: 10_000 },
      T0 + 2,
    );
    expect(registered.version).toBe(state.version + 1);
    expect(decide(registered, bid(125, 't2'), T0 + 3).ok).toBe(true);
  });

  it('lets exactly one of two equal bids win once serialised', () => {
    const state = run(openOnBatter(makeTeams(3)), bid(100), T0 + 1);
    expect(decide(state, bid(125, 't2'), T0 + 2).ok).toBe(true);
    expect(decide(state, bid(125, 't3'), T0 + 2).ok).toBe(true);
    const afterT2 = run(state, bid(125, 't2'), T0 + 2);
    expect(refusedCode(afterT2, bid(125, 't3'), T0 + 2)).toBe('BID_TOO_LOW');
  });
});
