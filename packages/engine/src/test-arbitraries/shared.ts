// Test-only: the bounds, start clock and weighting helper the property tests' generators share.
import fc from 'fast-check';

/** The largest player sheet and team count the property tests draw. */
export const MAX_PLAYERS = 50;
export const MAX_TEAMS = 6;
/** The clock reading the property tests start from (epoch ms). */
export const T0_ARB = 1_767_225_600_000;

/** `rare` one time in `outOf`, else `usual`. */
export const mostly = <T, U>(usual: fc.Arbitrary<T>, rare: fc.Arbitrary<U>, outOf: number) =>
  fc.oneof({ weight: outOf - 1, arbitrary: usual }, { weight: 1, arbitrary: rare });
