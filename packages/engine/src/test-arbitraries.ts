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
      /** A client key (a retry sends the same one). */
      key?: string | null;
    }
  | { kind: 'close'; lotOffset: number }
  | { kind: 'pullBack'; player: number; team: number }
  | { kind: 'end' }
  | { kind: 'complete' }
  | { kind: 'setMax'; team: number; player: number | null; steps: number }
  | { kind: 'cancelMax'; team: number; player: number | null }
  | { kind: 'pass'; team: number }
  | { kind: 'register'; purseLakhs: number }
  | { kind: 'organiser'; control: OrganiserControl; seconds: number; lotOffset: number };
/** The organiser's controls, as the property tests draw them. */
export type OrganiserControl = 'pause' | 'resume' | 'addTime' | 'undo' | 'skip' | 'endAuction';
export type Step = { timing: Timing; action: Action };

const MAX_PLAYERS = 50;
/** The clock reading the property tests start from (epoch ms). */
export const T0_ARB = 1_767_225_600_000;
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
    // Mostly no scheduled end; sometimes one that the sequence may reach.
    scheduledEndAt: mostly(
      fc.constant(null),
      fc.integer({ min: 0, max: 600_000 }).map((ms) => T0_ARB + ms),
      5,
    ),
  })
  .chain(({ playerCount, purses, scheduledEndAt }) =>
    fc.tuple(...Array.from({ length: playerCount }, (_, i) => playerArb(i))).map((players) => ({
      auctionId: 'a1',
      players,
      teams: purses.map((purseTotalLakhs, i) => ({
        teamId: `t${i}`,
        ownerId: `u${i}`,
        purseTotalLakhs,
      })),
      settings: {
        lotWindowMs: 20_000,
        bidWindowMs: 15_000,
        pauseBetweenLotsMs: 3_000,
        reorderWindowMs: 60_000,
        lotsStartAt: 0,
        scheduledEndAt,
      },
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
    key: mostly(fc.constant(null), fc.constantFrom('k1', 'k2'), 4),
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
    { weight: 1, arbitrary: fc.constant({ kind: 'complete' as const }) },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('setMax' as const),
        team: fc.nat(MAX_TEAMS),
        // null: the player on the block; else a queued one
        player: mostly(fc.constant(null), fc.nat(MAX_PLAYERS), 3),
        steps: fc.integer({ min: 0, max: 120 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('cancelMax' as const),
        team: fc.nat(MAX_TEAMS),
        player: mostly(fc.constant(null), fc.nat(MAX_PLAYERS), 3),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('pass' as const), team: fc.nat(MAX_TEAMS) }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('register' as const),
        purseLakhs: fc.constantFrom(0, 10_000),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('organiser' as const),
        control: fc.constantFrom<OrganiserControl>(
          'pause',
          'resume',
          'resume',
          'addTime',
          'undo',
          'undo',
          'skip',
          'endAuction',
        ),
        seconds: mostly(fc.integer({ min: 1, max: 600 }), fc.constantFrom(0, 601, 1.5), 6),
        lotOffset: lotOffsetArb,
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
      const key = action.key ?? undefined;
      return {
        type: 'placeBid',
        lotId,
        teamId: teamAt(action.team),
        amountLakhs,
        ...(key === undefined ? {} : { key }),
      };
    }
    case 'close':
      return { type: 'closeLot', lotId };
    case 'pullBack':
      return { type: 'pullBack', playerId: `p${action.player}`, teamId: teamAt(action.team) };
    case 'end':
      return { type: 'endBidding' };
    case 'complete':
      return { type: 'completeAuction' };
    case 'setMax': {
      const playerId = action.player === null ? state.currentLot?.playerId : `p${action.player}`;
      const floor = state.currentLot ? minNextBidLakhs(state.currentLot) : 25;
      return {
        type: 'setMaxBid',
        teamId: teamAt(action.team),
        playerId: playerId ?? 'p0',
        maxLakhs: floor + 5 * action.steps,
      };
    }
    case 'cancelMax': {
      const playerId = action.player === null ? state.currentLot?.playerId : `p${action.player}`;
      return { type: 'cancelMaxBid', teamId: teamAt(action.team), playerId: playerId ?? 'p0' };
    }
    case 'pass':
      return { type: 'pass', lotId, teamId: teamAt(action.team) };
    case 'register':
      return {
        type: 'registerTeam',
        teamId: `t${Math.min(teamIds.length, MAX_TEAMS)}`,
        ownerId: 'late',
        purseTotalLakhs: action.purseLakhs,
      };
    case 'organiser':
      // The undo names the last sale, or (lotOffset ≠ 0) an older one the property sees refused.
      return organiserCommand(
        action.control,
        lotId,
        action.seconds,
        (state.lastSale?.lotId ?? 0) + action.lotOffset,
      );
  }
}

function organiserCommand(
  control: OrganiserControl,
  lotId: number,
  seconds: number,
  saleLotId: number,
): AuctionCommand {
  const by = 'admin';
  switch (control) {
    case 'pause':
      return { type: 'pauseAuction', by };
    case 'resume':
      return { type: 'resumeAuction', by };
    case 'addTime':
      return { type: 'addTime', by, lotId, seconds };
    case 'undo':
      return {
        type: 'undoSale',
        by,
        lotId: saleLotId,
        reason: seconds % 7 === 0 ? ' ' : 'Wrong player',
      };
    case 'skip':
      return { type: 'skipLot', by, lotId };
    case 'endAuction':
      return { type: 'endAuction', by };
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
