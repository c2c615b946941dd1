// Test-only fast-check generator for an auction's starting state: a random sheet, purses and settings.
import fc from 'fast-check';
import type { InitialStateInput, PlayerInput } from '../initial-state';
import { PLAYER_TYPES } from '../player-type';
import { MAX_PLAYERS, mostly, T0_ARB } from './shared';

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

/** A starting state: up to MAX_PLAYERS players, 1–3 teams, the spec's windows. */
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
