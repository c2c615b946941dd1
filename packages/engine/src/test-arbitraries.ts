// Test-only fast-check generators for random auction command sequences, and how a step turns into
// a command and a clock reading. Used by auction.property.test.ts.
import fc from 'fast-check';
import type { AuctionCommand } from './commands';
import type { InitialStateInput, PlayerInput } from './initial-state';
import { PLAYER_TYPES } from './player-type';
import { minNextBidLakhs } from './rules/increments';
import type { AuctionState } from './state';

/** `within`: a fraction of the time left on the open lot (else of 2 s). */
export type Timing =
  | { kind: 'after'; ms: number }
  | { kind: 'within'; fraction: number }
  | { kind: 'atClose' }
  | { kind: 'justBeforeClose' };
export type Action =
  | { kind: 'open' }
  | {
      kind: 'bid';
      team: number;
      jumpSteps: number;
      raw: number | null;
      lotOffset: number;
      stale: boolean;
    }
  | { kind: 'close'; lotOffset: number }
  | { kind: 'pullBack'; player: number; team: number }
  | { kind: 'end' }
  | { kind: 'register'; purseLakhs: number };
export type Step = { timing: Timing; action: Action };

const MAX_PLAYERS = 50;
const MAX_TEAMS = 6;

/** `rare` one time in `outOf`, else `usual`. */
const mostly = <T, U>(usual: fc.Arbitrary<T>, rare: fc.Arbitrary<U>, outOf: number) =>
  fc.oneof({ weight: outOf - 1, arbitrary: usual }, { weight: 1, arbitrary: rare });

const playerArb = (sheetIndex: number): fc.Arbitrary<PlayerInput> =>
  fc
    .record({
      type: fc.constantFrom(...PLAYER_TYPES),
      lotGroup: fc.integer({ min: 1, max: 3 }),
      basePriceLakhs: fc.constantFrom(25, 100, 150, 200, 480, 500),
      bonus: fc.integer({ min: 0, max: 1000 }),
    })
    .map((p) => ({
      ...p,
      id: `p${sheetIndex}`,
      name: `P${sheetIndex}`,
      sheetIndex,
      slotPoints: Array(11).fill(0),
    }));

export const setupArb: fc.Arbitrary<InitialStateInput> = fc
  .record({
    playerCount: fc.integer({ min: 0, max: MAX_PLAYERS }),
    purses: fc.array(fc.constantFrom(200, 1_500, 10_000, 10_000), { minLength: 1, maxLength: 3 }),
  })
  .chain(({ playerCount, purses }) =>
    fc.tuple(...Array.from({ length: playerCount }, (_, i) => playerArb(i))).map((players) => ({
      auctionId: 'a1',
      players,
      teams: purses.map((purseTotalLakhs, i) => ({
        teamId: `t${i}`,
        ownerId: `u${i}`,
        purseTotalLakhs,
      })),
      settings: { lotWindowMs: 20_000, bidWindowMs: 15_000 },
    })),
  );

const after = (max: number) =>
  fc.integer({ min: 0, max }).map((ms): Timing => ({ kind: 'after', ms }));
const lotOffsetArb = mostly(fc.constant(0), fc.constantFrom(-1, 1), 10);

const withinArb = fc
  .double({ min: 0, max: 1, maxExcluded: true, noNaN: true })
  .map((fraction): Timing => ({ kind: 'within', fraction }));
const bidStep = fc.record({
  timing: mostly(
    withinArb,
    fc.constantFrom<Timing>({ kind: 'justBeforeClose' }, { kind: 'atClose' }),
    8,
  ),
  action: fc.record({
    kind: fc.constant('bid' as const),
    team: fc.nat(20),
    jumpSteps: mostly(fc.constant(0), fc.nat(40), 5),
    raw: mostly(fc.constant(null), fc.integer({ min: -50, max: 3_000 }), 8),
    lotOffset: lotOffsetArb,
    stale: mostly(fc.constant(false), fc.constant(true), 10),
  }),
});
const closeStep = fc.record({
  timing: mostly(fc.constant<Timing>({ kind: 'atClose' }), after(25_000), 4),
  action: fc.record({ kind: fc.constant('close' as const), lotOffset: lotOffsetArb }),
});
const otherStep = fc.record({
  timing: after(5_000),
  action: fc.oneof(
    { weight: 6, arbitrary: fc.constant({ kind: 'open' as const }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('pullBack' as const),
        player: fc.nat(MAX_PLAYERS),
        team: fc.nat(MAX_TEAMS),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'end' as const }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('register' as const),
        purseLakhs: fc.constantFrom(0, 10_000),
      }),
    },
  ),
});
/** Most closes are followed by the next open after a pause, as the runner does. */
const closeThenOpen: fc.Arbitrary<Step[]> = fc
  .tuple(closeStep, fc.option(after(5_000), { freq: 5 }))
  .map(([close, pause]) =>
    pause ? [close, { timing: pause, action: { kind: 'open' } }] : [close],
  );
export const stepsArb: fc.Arbitrary<Step[]> = fc
  .array(
    fc.oneof(
      { weight: 10, arbitrary: bidStep.map((step) => [step]) },
      { weight: 3, arbitrary: closeThenOpen },
      { weight: 2, arbitrary: otherStep.map((step) => [step]) },
    ),
    { maxLength: 300, size: 'max' },
  )
  .map((groups) => groups.flat());

export function toCommand(state: AuctionState, action: Action): AuctionCommand {
  const lotId =
    (state.currentLot?.lotId ?? state.lastLotId) + ('lotOffset' in action ? action.lotOffset : 0);
  const teamIds = Object.keys(state.teams);
  const teamAt = (i: number) => (i < 19 ? teamIds[i % teamIds.length] : undefined) ?? 'stranger';
  switch (action.kind) {
    case 'open':
      return { type: 'openLot' };
    case 'bid': {
      const min = state.currentLot ? minNextBidLakhs(state.currentLot) : 100;
      const amountLakhs = action.raw ?? min + 5 * action.jumpSteps;
      const expectedVersion = action.stale ? state.version - 1 : state.version;
      return { type: 'placeBid', lotId, teamId: teamAt(action.team), amountLakhs, expectedVersion };
    }
    case 'close':
      return { type: 'closeLot', lotId };
    case 'pullBack':
      return { type: 'pullBack', playerId: `p${action.player}`, teamId: teamAt(action.team) };
    case 'end':
      return { type: 'endBidding' };
    case 'register':
      return {
        type: 'registerTeam',
        teamId: `t${Math.min(teamIds.length, MAX_TEAMS)}`,
        ownerId: 'late',
        purseTotalLakhs: action.purseLakhs,
      };
  }
}

export function nextNow(state: AuctionState, now: number, timing: Timing): number {
  const closesAt = state.currentLot?.closesAt;
  switch (timing.kind) {
    case 'after':
      return now + timing.ms;
    case 'within':
      return (
        now +
        Math.floor(timing.fraction * (closesAt === undefined ? 2_000 : Math.max(0, closesAt - now)))
      );
    case 'atClose':
      return Math.max(now, closesAt ?? now);
    case 'justBeforeClose':
      return Math.max(now, (closesAt ?? now) - 1);
  }
}
