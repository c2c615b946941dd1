// Test-only: pools with enough of each type for every team, and a driver that runs a whole auction
// with every team's owner silent (bots and autopilot move; the lot clock's steps in between).
import fc from 'fast-check';
import { autopilotMove } from '../autopilot';
import { botMove } from '../bots';
import { decide } from '../decide';
import type { AuctionEvent } from '../events';
import { evolve } from '../evolve';
import type { PlayerInput } from '../initial-state';
import { PLAYER_TYPES } from '../player-type';
import type { PlayerType } from '../player-type';
import { nextLotOpensAt } from '../queries';
import { TYPE_MIN } from '../rules/squad';
import { canCompleteAll } from '../rules/xi-feasibility';
import type { AuctionState } from '../state';
import { T0_ARB } from './shared';

/**
 * A drawn pool: at least `teams × TYPE_MIN` of each type, and extra players enough for every team
 * to complete an XI (`canCompleteAll`).
 */
export const poolArb = (teams: number): fc.Arbitrary<PlayerInput[]> =>
  fc
    .record({
      extras: fc
        .record({
          Batter: fc.integer({ min: 0, max: teams + 1 }),
          Bowler: fc.integer({ min: 0, max: 2 }),
          'Wicket-Keeper': fc.integer({ min: 0, max: teams + 1 }),
          'All-Rounder': fc.integer({ min: 0, max: teams + 1 }),
        })
        .filter((extras) => {
          const supply = { ...extras };
          for (const t of PLAYER_TYPES) supply[t] += teams * TYPE_MIN[t];
          return canCompleteAll(
            Array.from({ length: teams }, () => []),
            supply,
          );
        }),
      seed: fc.array(
        fc.record({
          base: fc.constantFrom(25, 50, 75, 100, 150, 200),
          points: fc.integer({ min: 0, max: 900 }),
          lotGroup: fc.integer({ min: 1, max: 3 }),
        }),
        { minLength: 80, maxLength: 80 },
      ),
    })
    .map(({ extras, seed }) => {
      const types: PlayerType[] = PLAYER_TYPES.flatMap((t) =>
        Array<PlayerType>(teams * TYPE_MIN[t] + extras[t]).fill(t),
      );
      return types.map((type, i) => {
        const s = seed[i % seed.length]!;
        return {
          id: `p${i}`,
          name: `P${i}`,
          type,
          lotGroup: s.lotGroup,
          sheetIndex: i,
          basePriceLakhs: s.base,
          bonus: 0,
          slotPoints: Array.from({ length: 11 }, (_, k) => Math.max(0, s.points - 40 * k)),
        };
      });
    });

/**
 * Runs the auction from `start` to the end of bidding: bot teams move by `botMove`, teams on
 * autopilot by `autopilotMove` (the earliest move first, as the lot clock submits them), lots open
 * after the pause and close when due. Throws if any move is refused or the auction never ends.
 */
export function runSilentAuction(start: AuctionState): {
  state: AuctionState;
  log: { before: AuctionState; event: AuctionEvent }[];
} {
  const log: { before: AuctionState; event: AuctionEvent }[] = [];
  let state = start;
  let now = Math.max(T0_ARB, start.settings.lotsStartAt);
  const apply = (decision: ReturnType<typeof decide>, what: string) => {
    if (!decision.ok) throw new Error(`${what} refused: ${decision.error.code}`);
    for (const event of decision.events) {
      log.push({ before: state, event });
      state = evolve(state, event);
    }
  };
  for (let step = 0; state.phase !== 'BIDDING_ENDED'; step += 1) {
    if (step > 200_000) throw new Error('the auction did not end');
    const lot = state.currentLot;
    if (lot === null) {
      const command = state.queue.length > 0 ? 'openLot' : 'endBidding';
      now = Math.max(now, nextLotOpensAt(state));
      apply(decide(state, { type: command }, now), command);
      continue;
    }
    const moves = Object.values(state.teams).flatMap((team) => {
      const move = team.isBot ? botMove(state, team.teamId) : autopilotMove(state, team.teamId);
      return move ? [move] : [];
    });
    const first = moves.sort((a, b) => a.at - b.at)[0];
    if (!first || first.at >= lot.closesAt) {
      now = Math.max(now, lot.closesAt);
      apply(decide(state, { type: 'closeLot', lotId: lot.lotId }, now), 'closeLot');
      continue;
    }
    now = Math.max(now, first.at);
    apply(decide(state, first.command, now), first.command.type);
  }
  return { state, log };
}
