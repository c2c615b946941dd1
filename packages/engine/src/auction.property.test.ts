// Random command sequences over decide/evolve with an advancing fake clock. After every accepted
// command the money, squad, lot, queue and timing invariants hold; at the end, replaying the events
// reproduces the final state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide } from './decide';
import type { AuctionEvent } from './events';
import { evolve } from './evolve';
import { initialState } from './initial-state';
import type { InitialStateInput } from './initial-state';
import { PLAYER_TYPES } from './player-type';
import { availablePrices, completionCostLakhs } from './rules/max-bid';
import { SQUAD_SIZE, TYPE_MAX, countTypes } from './rules/squad';
import { RECENT_BIDS_MAX } from './state';
import type { AuctionState, Lot, LotBid } from './state';
import { setupArb } from './test-arbitraries/setup';
import { T0_ARB } from './test-arbitraries/shared';
import { stepsArb } from './test-arbitraries/steps';
import { nextNow, toCommand } from './test-arbitraries/to-command';
import type { Step } from './test-arbitraries/steps';
import { applyAll } from './test-helpers';

const T0 = T0_ARB;

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

/**
 * No accepted bid leaves a team unable to complete a valid XI from the players still available, if
 * it could before: after buying at `amountLakhs` its purse still covers the cheapest completion.
 */
function expectCompletable(state: AuctionState, teamId: string, amountLakhs: number): void {
  const team = state.teams[teamId]!;
  const player = state.players[state.currentLot!.playerId]!;
  const types = team.squad.map((entry) => entry.type);
  const available = availablePrices(state);
  const withPlayer = {
    ...available,
    [player.type]: [...available[player.type], player.basePriceLakhs].sort((a, b) => a - b),
  };
  if (completionCostLakhs(types, withPlayer) === null) return; // it could not before
  const reserve = completionCostLakhs([...types, player.type], available);
  expect(reserve).not.toBeNull();
  expect(team.purseRemainingLakhs - amountLakhs).toBeGreaterThanOrEqual(reserve ?? Infinity);
}

/** A late registration, to check that it never changes how a bid is judged. */
const lateTeam = (state: AuctionState): AuctionEvent => ({
  type: 'teamRegistered',
  teamId: `late${state.version}`,
  ownerId: `late-owner${state.version}`,
  purseTotalLakhs: 10_000,
  isBot: false,
  name: 'Late',
  ownerName: 'late',
  imageUrl: null,
});

/** Runs the steps from `state` at `now`, checking each accepted command and the state after it. */
function runStepsFrom(start: AuctionState, startNow: number, steps: readonly Step[]) {
  const events: AuctionEvent[] = [];
  let state = start;
  let now = startNow;
  let lastCloseAt = start.lastClosedAt;
  let lotBids: LotBid[] = [...(start.currentLot?.recentBids ?? [])];
  // The close the organiser's last "+N s" announced on the open lot (moved by pauses), or null.
  let promisedClose: number | null = start.currentLot?.closesNoEarlierThan ?? null;
  for (const { timing, action } of steps) {
    if (state.phase === 'COMPLETED') break;
    now = nextNow(state, now, timing);
    const command = toCommand(state, action);
    const decision = decide(state, command, now);
    if (command.type === 'placeBid' && state.phase !== 'BIDDING_ENDED') {
      // Lot-scoped: a registration between seeing the lot and bidding changes nothing.
      const other = decide(evolve(state, lateTeam(state)), command, now);
      expect(other.ok ? 'ok' : other.error.code).toBe(decision.ok ? 'ok' : decision.error.code);
    }
    if (!decision.ok) continue;
    if (command.type === 'placeBid' && command.key !== undefined) {
      // A key applied twice changes nothing.
      const again = decide(decision.events.reduce(evolve, state), command, now);
      expect(again).toEqual({ ok: true, events: [] });
    }
    if (state.pausedAt !== null) {
      // While paused nothing moves the auction on but the organiser's own controls.
      const moves = decision.events.filter((e) => e.type === 'bidPlaced' || e.type === 'lotOpened');
      expect(moves).toEqual([]);
    }
    const close = decision.events.find((e) => e.type === 'lotSold' || e.type === 'lotUnsold');
    const pauseAfterBy = state.currentLot?.pauseAfterBy;
    if (close && pauseAfterBy !== undefined && command.type !== 'endAuction') {
      // A close the organiser asked to pause after pauses in the same commit, at the close's
      // instant — unless bidding ends there, or the auction is paused already.
      const pause = decision.events.find((e) => e.type === 'auctionPaused');
      const isEnded = decision.events.some((e) => e.type === 'biddingEnded');
      if (isEnded || state.pausedAt !== null) expect(pause).toBeUndefined();
      else expect(pause).toEqual({ type: 'auctionPaused', at: close.at, by: pauseAfterBy });
    }
    for (const event of decision.events) {
      if (event.type === 'bidPlaced') {
        const lot = state.currentLot;
        expect(lot).not.toBeNull();
        expect(now).toBeLessThan(lot?.closesAt ?? -Infinity);
        expect(event.amountLakhs).toBeGreaterThanOrEqual(lot ? oracleMinBid(lot) : Infinity);
        expect(event.amountLakhs % 5).toBe(0);
        lotBids = [
          {
            teamId: event.teamId,
            amountLakhs: event.amountLakhs,
            at: event.at,
            ...(event.proxy ? { proxy: true } : {}),
          },
          ...lotBids,
        ];
        expectCompletable(state, event.teamId, event.amountLakhs);
        if (event.proxy) {
          // A proxy never bids above its maximum (nor after the close: checked above).
          const max = state.proxies[lot!.playerId]?.find((p) => p.teamId === event.teamId);
          expect(max).toBeDefined();
          expect(event.amountLakhs).toBeLessThanOrEqual(max!.maxLakhs);
        }
      }
      if (event.type === 'lotOpened') {
        const { pauseBetweenLotsMs, lotsStartAt, scheduledEndAt } = state.settings;
        expect(now).toBeGreaterThanOrEqual((lastCloseAt ?? -Infinity) + pauseBetweenLotsMs);
        expect(now).toBeGreaterThanOrEqual(lotsStartAt);
        if (scheduledEndAt !== null) expect(now).toBeLessThan(scheduledEndAt);
        lotBids = [];
      }
      if (event.type === 'lotExtended' && event.reason === 'ORGANISER')
        promisedClose = event.closesAt;
      if (event.type === 'auctionResumed' && promisedClose !== null)
        promisedClose += event.pausedMs;
      if (
        promisedClose !== null &&
        (event.type === 'bidPlaced' ||
          event.type === 'lotEndingEarly' ||
          event.type === 'lotExtended')
      ) {
        // Added time is a floor: no event moves the lot's close before the close it announced.
        expect(event.closesAt).toBeGreaterThanOrEqual(promisedClose);
      }
      if (event.type === 'lotSold' || event.type === 'lotUnsold') {
        lastCloseAt = event.at;
        promisedClose = null;
      }
      if (event.type === 'auctionResumed' && lastCloseAt !== null) lastCloseAt += event.pausedMs;
      if (event.type === 'saleUndone') {
        // The undone sale was the last one, and the player is back in the queue.
        expect(state.lastSale).toMatchObject({ playerId: event.playerId, teamId: event.teamId });
        // …and the one the organiser named.
        expect(command).toMatchObject({ type: 'undoSale', lotId: event.lotId });
      }
      if (event.type === 'lotSold') expect(state.players[event.playerId]?.status).toBe('AVAILABLE');
      if (event.type === 'auctionCompleted') {
        expect(now).toBeGreaterThanOrEqual(state.reorderEndsAt ?? Infinity);
      }
      state = evolve(state, event);
      events.push(event);
      expect(state.lastClosedAt).toBe(lastCloseAt);
      if (state.currentLot) {
        expect(state.currentLot.recentBids).toEqual(lotBids.slice(0, RECENT_BIDS_MAX));
      }
      if (event.type === 'biddingEnded') {
        expect(state.reorderEndsAt).toBe(event.at + state.settings.reorderWindowMs);
      }
      if (event.type === 'saleUndone') {
        expect(state.players[event.playerId]?.status).toBe('AVAILABLE');
        expect(state.queue).toContain(event.playerId);
      }
    }
    expectConsistent(state);
  }
  return { events, state, now };
}

function runSteps(input: InitialStateInput, steps: readonly Step[]) {
  const initial = initialState(input);
  return { initial, ...runStepsFrom(initial, T0, steps) };
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
        action: { kind: 'bid', team: 0, jumpSteps: 0, raw: null, lotOffset: 0 },
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
      }),
      { numRuns: 200 },
    );
  }, 30_000); // 200 runs take ~4 s alone; a busy shared machine doubles that

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
