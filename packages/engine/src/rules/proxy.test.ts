import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide } from '../decide';
import type { AuctionEvent } from '../events';
import type { AuctionState } from '../state';
import { makePlayer, makeState, makeTeams, refusedCode, run } from '../test-helpers';
import { minNextBidLakhs } from './increments';
import { exhaustedMaxBids } from './proxy';

const T0 = 1_767_225_600_000;
const nextAfter = (lakhs: number) => minNextBidLakhs({ basePriceLakhs: 0, currentBidLakhs: lakhs });

/** Lot 1 open on a 1 Cr batter, four teams with 100 Cr (a small pool: no reserve binds). */
function openLot(): AuctionState {
  return run(
    makeState([makePlayer('b0', 'Batter'), makePlayer('b1', 'Batter')], makeTeams(4)),
    { type: 'openLot' },
    T0,
  );
}

const setMax = (teamId: string, maxLakhs: number) =>
  ({ type: 'setMaxBid', teamId, playerId: 'b0', maxLakhs }) as const;

function bidsOf(state: AuctionState, command: Parameters<typeof decide>[1], now: number) {
  const d = decide(state, command, now);
  if (!d.ok) throw new Error(d.error.code);
  return d.events.filter(
    (e): e is Extract<AuctionEvent, { type: 'bidPlaced' }> => e.type === 'bidPlaced',
  );
}

describe('max bids by proxy', () => {
  it('bids the base price for a lone maximum', () => {
    const bids = bidsOf(openLot(), setMax('t1', 500), T0 + 1);
    expect(bids).toEqual([
      expect.objectContaining({ teamId: 't1', amountLakhs: 100, proxy: true }),
    ]);
  });

  it('settles two maxima at one increment over the runner-up, the stronger winning', () => {
    let state = run(openLot(), setMax('t1', 500), T0 + 1); // t1 leads at 1 Cr
    const bids = bidsOf(state, setMax('t2', 300), T0 + 2);
    // t2 shows its 3 Cr, t1 answers 3.25 Cr.
    expect(bids.map((b) => [b.teamId, b.amountLakhs])).toEqual([
      ['t2', 300],
      ['t1', 325],
    ]);
    state = run(state, setMax('t2', 300), T0 + 2);
    expect(state.currentLot).toMatchObject({ highestTeamId: 't1', currentBidLakhs: 325 });
  });

  it('lets a higher maximum take the lead at one increment over the old leader', () => {
    const state = run(openLot(), setMax('t1', 300), T0 + 1);
    expect(bidsOf(state, setMax('t2', 500), T0 + 2).map((b) => [b.teamId, b.amountLakhs])).toEqual([
      ['t2', 325],
    ]);
  });

  it('gives a tie to the earlier maximum', () => {
    const state = run(openLot(), setMax('t1', 400), T0 + 1);
    const after = run(state, setMax('t2', 400), T0 + 2);
    expect(after.currentLot).toMatchObject({ highestTeamId: 't1', currentBidLakhs: 400 });
  });

  it('answers a human bid at once, up to its maximum, and stops there', () => {
    let state = run(openLot(), setMax('t1', 200), T0 + 1);
    state = run(state, { type: 'placeBid', lotId: 1, teamId: 't2', amountLakhs: 150 }, T0 + 2);
    expect(state.currentLot).toMatchObject({ highestTeamId: 't1', currentBidLakhs: 175 });
    state = run(state, { type: 'placeBid', lotId: 1, teamId: 't2', amountLakhs: 200 }, T0 + 3);
    expect(state.currentLot).toMatchObject({ highestTeamId: 't2', currentBidLakhs: 200 });
  });

  it('never bids after the close, and is gone with the lot', () => {
    const state = run(openLot(), setMax('t1', 500), T0 + 1);
    const closesAt = state.currentLot!.closesAt;
    expect(bidsOf(state, setMax('t2', 600), closesAt)).toEqual([]);
    const sold = run(state, { type: 'closeLot', lotId: 1 }, closesAt);
    expect(sold.proxies.b0).toBeUndefined();
  });

  it('keeps maxima confidential: only the owner sees them', async () => {
    const { redactEvent, redactState } = await import('../redact');
    const state = run(openLot(), setMax('t1', 500), T0 + 1);
    expect(redactState(state, 't2').proxies).toEqual({});
    expect(redactState(state, 't1').proxies.b0).toHaveLength(1);
    const event = {
      type: 'maxBidSet',
      teamId: 't1',
      playerId: 'b0',
      maxLakhs: 500,
      at: T0,
    } as const;
    expect(redactEvent(event, 't2')).toEqual({ type: 'redacted' });
    expect(redactEvent(event, 't1')).toBe(event);
  });

  it('the winner of any contest pays at most the runner-up maximum plus one increment', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 20, max: 400 }).map((n) => n * 5),
          { minLength: 2, maxLength: 4 },
        ),
        (maxima) => {
          let state = openLot();
          maxima.forEach((max, i) => {
            const d = decide(state, setMax(`t${i + 1}`, max), T0 + 1 + i);
            if (d.ok) state = d.events.reduce((s, e) => evolveOf(s, e), state);
          });
          const lot = state.currentLot!;
          const entered = maxima.filter((m) => m >= 100);
          if (entered.length < 2) return;
          const sorted = [...entered].sort((a, b) => b - a);
          const top = sorted[0]!;
          const second = sorted[1]!;
          expect(lot.currentBidLakhs).not.toBeNull();
          expect(lot.currentBidLakhs!).toBeLessThanOrEqual(Math.min(top, nextAfter(second)));
          const leader = Number(lot.highestTeamId!.slice(1)) - 1;
          expect(lot.currentBidLakhs!).toBeLessThanOrEqual(maxima[leader]!);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('pass and early close', () => {
  it('brings the close forward to 3 s once every team but the leader has passed', () => {
    let state = run(
      openLot(),
      { type: 'placeBid', lotId: 1, teamId: 't1', amountLakhs: 100 },
      T0 + 1,
    );
    state = run(state, { type: 'pass', lotId: 1, teamId: 't2' }, T0 + 2);
    state = run(state, { type: 'pass', lotId: 1, teamId: 't3' }, T0 + 3);
    const d = decide(state, { type: 'pass', lotId: 1, teamId: 't4' }, T0 + 4);
    expect(d.ok && d.events.map((e) => e.type)).toEqual(['teamPassed', 'lotEndingEarly']);
    expect(d.ok && d.events[1]).toMatchObject({ closesAt: T0 + 4 + 3_000 });
  });

  it('closes the lot unsold at once when nobody bid and everyone passed', () => {
    let state = openLot();
    for (const t of ['t1', 't2', 't3'])
      state = run(state, { type: 'pass', lotId: 1, teamId: t }, T0 + 1);
    const d = decide(state, { type: 'pass', lotId: 1, teamId: 't4' }, T0 + 2);
    expect(d.ok && d.events.map((e) => e.type)).toEqual(['teamPassed', 'lotUnsold']);
  });

  it('refuses a bid from a team that passed, and a pass from the leader', () => {
    let state = run(openLot(), { type: 'pass', lotId: 1, teamId: 't2' }, T0 + 1);
    expect(
      refusedCode(state, { type: 'placeBid', lotId: 1, teamId: 't2', amountLakhs: 100 }, T0 + 2),
    ).toBe('ALREADY_PASSED');
    state = run(state, { type: 'placeBid', lotId: 1, teamId: 't1', amountLakhs: 100 }, T0 + 3);
    expect(refusedCode(state, { type: 'pass', lotId: 1, teamId: 't1' }, T0 + 4)).toBe(
      'ALREADY_HIGHEST',
    );
  });
});

describe('idempotent bids', () => {
  it('a bid sent twice with one key is one bid', () => {
    const bid = { type: 'placeBid', lotId: 1, teamId: 't1', amountLakhs: 100, key: 'k-1' } as const;
    const once = run(openLot(), bid, T0 + 1);
    const twice = decide(once, bid, T0 + 2);
    expect(twice).toEqual({ ok: true, events: [] });
  });
});

// evolve, imported lazily to keep this file's imports about proxies.
import { evolve as evolveOf } from '../evolve';

describe('exhausted max bids (who hears "you were outbid")', () => {
  const decided = (state: AuctionState, command: Parameters<typeof decide>[1], now: number) => {
    const d = decide(state, command, now);
    if (!d.ok) throw new Error(d.error.code);
    return d.events;
  };

  it('names a maximum beaten past its reach, with the bid that beat it', () => {
    const state = run(openLot(), setMax('t1', 200), T0 + 1);
    const bid = { type: 'placeBid', lotId: 1, teamId: 't2', amountLakhs: 200 } as const;
    expect(exhaustedMaxBids(state, decided(state, bid, T0 + 2))).toEqual([
      { teamId: 't1', ownerId: state.teams.t1!.ownerId, playerId: 'b0', amountLakhs: 200 },
    ]);
  });

  it('names nobody while the maximum still answers, or when no bid was placed', () => {
    const state = run(openLot(), setMax('t1', 200), T0 + 1);
    const bid = { type: 'placeBid', lotId: 1, teamId: 't2', amountLakhs: 150 } as const;
    expect(exhaustedMaxBids(state, decided(state, bid, T0 + 2))).toEqual([]);
    expect(exhaustedMaxBids(state, [])).toEqual([]);
  });

  it('never names the team that placed the last bid', () => {
    const state = run(openLot(), setMax('t1', 200), T0 + 1);
    const raised = { type: 'setMaxBid', teamId: 't1', playerId: 'b0', maxLakhs: 500 } as const;
    const bid = { type: 'placeBid', lotId: 1, teamId: 't2', amountLakhs: 200 } as const;
    const after = run(state, raised, T0 + 2);
    expect(exhaustedMaxBids(after, decided(after, bid, T0 + 3))).toEqual([]);
  });
});
