// Test-only fast-check generators for random auction step sequences (what happens, and when).
import fc from 'fast-check';
import { MAX_PLAYERS, MAX_TEAMS, mostly } from './shared';

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
export type OrganiserControl =
  'pause' | 'resume' | 'addTime' | 'undo' | 'skip' | 'endAuction' | 'pauseAfterLot';
export type Step = { timing: Timing; action: Action };

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
          'pauseAfterLot',
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
/** A sequence of up to 300 step groups: mostly bids, closes followed by opens, and the rest. */
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
