import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isXiLastChance } from './autopilot';
import { sensibleValueLakhs } from './bots';
import { decide } from './decide';
import { evolve } from './evolve';
import { initialState } from './initial-state';
import { maxBidLakhs } from './rules/max-bid';
import { validateComposition } from './rules/squad';
import type { AuctionState } from './state';
import { poolArb, runSilentAuction } from './test-arbitraries/autopilot';
import { T0_ARB } from './test-arbitraries/shared';
import { loadSheet } from './test-helpers';

const SETTINGS = { lotWindowMs: 12_000, bidWindowMs: 10_000, pauseBetweenLotsMs: 3_000 };

/** Every human team of `state` on autopilot from the start (its owner silent from then on). */
function allOnAutopilot(state: AuctionState): AuctionState {
  let next = state;
  for (const team of Object.values(state.teams)) {
    if (team.isBot) continue;
    const d = decide(next, { type: 'setAutopilot', teamId: team.teamId, enabled: true }, T0_ARB);
    if (!d.ok) throw new Error(d.error.code);
    next = d.events.reduce(evolve, next);
  }
  return next;
}

const isValid = (state: AuctionState, teamId: string) =>
  validateComposition(state.teams[teamId]!.squad.map((e) => e.type)).isValid;

/** The fair values of the 11 dearest players: a purse of at least this buys a valid XI at fair value. */
function dearestXiLakhs(state: AuctionState): number {
  const values = Object.values(state.players).map((p) => sensibleValueLakhs(state, p));
  return values
    .sort((a, b) => b - a)
    .slice(0, 11)
    .reduce((sum, v) => sum + v, 0);
}

const auctionArb = fc.integer({ min: 2, max: 5 }).chain((teams) =>
  fc.record({
    players: poolArb(teams),
    purses: fc.array(fc.constantFrom(1_200, 2_500, 6_000, 12_000), {
      minLength: teams,
      maxLength: teams,
    }),
    maxBids: fc.array(fc.record({ team: fc.nat(teams - 1), player: fc.nat(60), over: fc.nat(8) }), {
      maxLength: 6,
    }),
  }),
);

function startOf({ players, purses }: { players: ReturnType<typeof loadSheet>; purses: number[] }) {
  const teams = purses.map((purseTotalLakhs, i) => ({
    teamId: `t${i}`,
    ownerId: `u${i}`,
    purseTotalLakhs,
  }));
  return initialState({ auctionId: 'ap', players, teams, settings: SETTINGS });
}

describe('autopilot (property)', () => {
  it(
    'gives every team whose purse allows a valid XI one, owners silent',
    { timeout: 60_000 },
    () => {
      let checked = 0;
      fc.assert(
        fc.property(auctionArb, (drawn) => {
          const start = allOnAutopilot(startOf(drawn));
          const { state } = runSilentAuction(start);
          const enough = dearestXiLakhs(start);
          for (const team of Object.values(start.teams)) {
            if (team.purseTotalLakhs < enough) continue;
            checked += 1;
            expect(isValid(state, team.teamId)).toBe(true);
          }
        }),
        { numRuns: 40 },
      );
      expect(checked).toBeGreaterThan(0);
    },
  );

  it(
    'never bids above the fair value (but for a last chance of a valid XI), the team’s max bid or the owner’s max bid',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(auctionArb, (drawn) => {
          let start = startOf(drawn);
          // Some owners set max bids before leaving.
          for (const m of drawn.maxBids) {
            const player = start.players[`p${m.player}`];
            if (!player) continue;
            const maxLakhs = player.basePriceLakhs + 25 * m.over;
            const command = {
              type: 'setMaxBid' as const,
              teamId: `t${m.team}`,
              playerId: player.id,
              maxLakhs,
            };
            const d = decide(start, command, T0_ARB);
            if (d.ok) start = d.events.reduce(evolve, start);
          }
          start = allOnAutopilot(start);
          const { log } = runSilentAuction(start);
          for (const { before, event } of log) {
            if (event.type !== 'bidPlaced' || !event.autopilot) continue;
            const playerId = before.currentLot!.playerId;
            const player = before.players[playerId]!;
            if (!isXiLastChance(before, event.teamId, playerId)) {
              expect(event.amountLakhs).toBeLessThanOrEqual(sensibleValueLakhs(before, player));
            }
            expect(event.amountLakhs).toBeLessThanOrEqual(
              maxBidLakhs(before, event.teamId, playerId),
            );
            const own = start.proxies[playerId]?.find((p) => p.teamId === event.teamId);
            if (own) expect(event.amountLakhs).toBeLessThanOrEqual(own.maxLakhs);
          }
        }),
        { numRuns: 40 },
      );
    },
  );

  it('two autopilot teams never bid each other past the fair value', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(poolArb(2), (players) => {
        const start = allOnAutopilot(startOf({ players, purses: [12_000, 12_000] }));
        const { log, state } = runSilentAuction(start);
        for (const { before, event } of log) {
          if (event.type !== 'lotSold') continue;
          const player = before.players[event.playerId]!;
          expect(event.amountLakhs).toBeLessThanOrEqual(sensibleValueLakhs(before, player));
        }
        expect(isValid(state, 't0') && isValid(state, 't1')).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});

describe('autopilot on the 148-player sheet', () => {
  it('4 autopilot teams among 4 bots all end with a valid XI', { timeout: 30_000 }, () => {
    const teams = Array.from({ length: 8 }, (_, i) => ({
      teamId: `t${i}`,
      ownerId: i < 4 ? `u${i}` : `bot:${i}`,
      purseTotalLakhs: 10_000,
      isBot: i >= 4,
    }));
    const start = allOnAutopilot(
      initialState({ auctionId: 'sheet', players: loadSheet(), teams, settings: SETTINGS }),
    );
    const { state, log } = runSilentAuction(start);
    for (const id of ['t0', 't1', 't2', 't3']) expect(isValid(state, id)).toBe(true);
    const autopilotBids = log.filter((e) => e.event.type === 'bidPlaced' && e.event.autopilot);
    expect(autopilotBids.length).toBeGreaterThan(0);
  });
});
