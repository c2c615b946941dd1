// Random command sequences over decide/evolve with an advancing fake clock. After every accepted
// command the money, squad, lot and queue invariants hold; at the end, replaying the events (or
// restoring from the final rows) reproduces the final state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide } from './decide';
import type { AuctionEvent } from './events';
import { evolve } from './evolve';
import { initialState } from './initial-state';
import type { InitialStateInput } from './initial-state';
import { PLAYER_TYPES } from './player-type';
import { restoreState } from './restore-state';
import { SQUAD_SIZE, TYPE_MAX, countTypes } from './rules/squad';
import type { AuctionState, Lot, PoolPlayer } from './state';
import { nextNow, setupArb, stepsArb, toCommand } from './test-arbitraries';
import type { Step } from './test-arbitraries';
import { applyAll } from './test-helpers';

const T0 = 1_767_225_600_000;

/** The bid floor of ARCHITECTURE.md §4, written out independently of rules/increments.ts. */
function oracleMinBid(lot: Lot): number {
  if (lot.currentBidLakhs === null) return lot.basePriceLakhs;
  return lot.currentBidLakhs + (lot.currentBidLakhs < 500 ? 25 : 50);
}

/** Checks the invariants that must hold in every reachable state. */
function expectConsistent(state: AuctionState): void {
  for (const team of Object.values(state.teams)) {
    const spent = team.squad.reduce((sum, entry) => sum + entry.priceLakhs, 0);
    expect(team.purseRemainingLakhs).toBeGreaterThanOrEqual(0);
    expect(team.purseRemainingLakhs).toBe(team.purseTotalLakhs - spent);
    expect(team.squad.length).toBeLessThanOrEqual(SQUAD_SIZE);
    const counts = countTypes(team.squad.map((entry) => entry.type));
    for (const type of PLAYER_TYPES) expect(counts[type]).toBeLessThanOrEqual(TYPE_MAX[type]);
  }
  const owners = Object.values(state.teams).flatMap((team) =>
    team.squad.map((entry) => entry.playerId),
  );
  expect(new Set(owners).size).toBe(owners.length);
  const sold = Object.values(state.players)
    .filter((p) => p.status === 'SOLD')
    .map((p) => p.id);
  expect([...owners].sort()).toEqual(sold.sort());
  const waiting = Object.values(state.players).filter(
    (p) => p.status === 'AVAILABLE' && p.id !== state.currentLot?.playerId,
  );
  expect([...state.queue].sort()).toEqual(waiting.map((p) => p.id).sort());
}

/** Runs the steps from `state` at `now`, checking each accepted command and the state after it. */
function runStepsFrom(start: AuctionState, startNow: number, steps: readonly Step[]) {
  const events: AuctionEvent[] = [];
  let state = start;
  let now = startNow;
  for (const { timing, action } of steps) {
    if (state.phase === 'BIDDING_ENDED') break;
    now = nextNow(state, now, timing);
    const decision = decide(state, toCommand(state, action), now);
    if (!decision.ok) continue;
    for (const event of decision.events) {
      if (event.type === 'bidPlaced') {
        const lot = state.currentLot;
        expect(lot).not.toBeNull();
        expect(now).toBeLessThan(lot?.closesAt ?? -Infinity);
        expect(event.amountLakhs).toBeGreaterThanOrEqual(lot ? oracleMinBid(lot) : Infinity);
        expect(event.amountLakhs % 5).toBe(0);
      }
      if (event.type === 'lotSold') expect(state.players[event.playerId]?.status).toBe('AVAILABLE');
      state = evolve(state, event);
      events.push(event);
    }
    expectConsistent(state);
  }
  return { events, state, now };
}

function runSteps(input: InitialStateInput, steps: readonly Step[]) {
  const initial = initialState(input);
  return { initial, ...runStepsFrom(initial, T0, steps) };
}

/** The rows a server would store, in the shape restoreState takes. */
function restoreFromRows(input: InitialStateInput, state: AuctionState): AuctionState {
  const bought = Object.values(state.teams).flatMap((team) =>
    team.squad.map((entry) => entry.playerId),
  );
  const players: PoolPlayer[] = [
    ...bought.map((id) => state.players[id] as PoolPlayer),
    ...Object.values(state.players).filter((p) => !bought.includes(p.id)),
  ];
  const teams = Object.values(state.teams).map(({ teamId, ownerId, purseTotalLakhs, isBot }) => ({
    teamId,
    ownerId,
    purseTotalLakhs,
    isBot,
  }));
  return restoreState({ ...state, settings: input.settings, players, teams });
}

describe('auction properties', () => {
  it('refuses a bid at exactly closesAt (shrunk counterexample of a `>` for `>=` slip)', () => {
    const input: InitialStateInput = {
      auctionId: 'a1',
      players: [
        {
          id: 'p0',
          name: 'P0',
          type: 'Batter',
          lotGroup: 1,
          sheetIndex: 0,
          basePriceLakhs: 25,
          bonus: 0,
          slotPoints: Array(11).fill(0),
        },
      ],
      teams: [{ teamId: 't0', ownerId: 'u0', purseTotalLakhs: 10_000 }],
    };
    const { events } = runSteps(input, [
      { timing: { kind: 'after', ms: 0 }, action: { kind: 'open' } },
      {
        timing: { kind: 'atClose' },
        action: { kind: 'bid', team: 0, jumpSteps: 0, raw: null, lotOffset: 0, stale: false },
      },
    ]);
    expect(events.map((event) => event.type)).toEqual(['lotOpened']);
  });

  it('keeps money, squads, lots and the queue consistent under any command sequence', () => {
    fc.assert(
      fc.property(setupArb, stepsArb, (input, steps) => {
        const { initial, events, state } = runSteps(input, steps);
        expect(applyAll(initial, events)).toEqual(state);
        expect(state.version).toBe(events.length);
        expect(restoreFromRows(input, state)).toEqual(state);
      }),
      { numRuns: 200 },
    );
  });

  it('reaches the end of bidding when every lot is driven to its close', () => {
    fc.assert(
      fc.property(setupArb, fc.array(fc.nat(5), { minLength: 1 }), (input, bidders) => {
        let state = initialState(input);
        let now = T0;
        for (let lot = 0; state.phase !== 'BIDDING_ENDED'; lot += 1) {
          expect(lot).toBeLessThanOrEqual(2 * input.players.length);
          const steps: Step[] = [
            { timing: { kind: 'after', ms: 3_000 }, action: { kind: 'open' } },
            ...bidders.slice(0, lot % 5).map((team): Step => ({
              timing: { kind: 'after', ms: 1_000 },
              action: {
                kind: 'bid',
                team,
                jumpSteps: lot % 3,
                raw: null,
                lotOffset: 0,
                stale: false,
              },
            })),
            { timing: { kind: 'atClose' }, action: { kind: 'close', lotOffset: 0 } },
            { timing: { kind: 'after', ms: 0 }, action: { kind: 'end' } },
          ];
          ({ state, now } = runStepsFrom(state, now, steps));
        }
      }),
      { numRuns: 100 },
    );
  });
});
