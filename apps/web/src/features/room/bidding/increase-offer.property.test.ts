// INCREASE BID sends what its label rendered: over generated lots (base price, bids so far) and a
// price that moves between the render and the tap, the amount sent is the amount on the label.
import fc from 'fast-check';
import { minNextBidLakhs } from '@bidxi/engine';
import type { RoomLotView, RoomPlayerView, RoomTeamView } from '@bidxi/protocol';
import { describe, expect, it } from 'vitest';
import { formatCrores } from '@/lib/format';
import { MY_TEAM, PLAYER_ID, RIVAL_TEAM, THIRD_INPUT, THIRD_TEAM } from '../testing/room-fixtures';
import { RIVAL_INPUT, createTestRoom, poolPlayer, teamInput } from '../testing/room-fixtures';
import { checkIncreaseTap, increaseOfferOf, type BidContext } from './bid-checks';

/** Raises of a bid: 0 = the minimum, k = k × 5 lakhs above it. */
const raisesArb = (max: number) => fc.array(fc.nat(40), { maxLength: max });

describe('INCREASE BID', () => {
  it('sends the amount its label rendered, whatever the price became before the tap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 40 }).map((n) => n * 5), // base price, lakhs
        raisesArb(3), // bids before the render
        raisesArb(4).filter((r) => r.length > 0), // bids between the render and the tap
        (basePriceLakhs, before, between) => {
          const room = createTestRoom({
            players: [poolPlayer({ id: PLAYER_ID, basePriceLakhs })],
            teams: [teamInput(), RIVAL_INPUT, THIRD_INPUT],
          });
          room.open(room.now - 10_000);
          let at = room.now - 9_000;
          const bidders = [RIVAL_TEAM, THIRD_TEAM];
          const raise = (steps: number, i: number) => {
            const lot = room.state.currentLot!;
            const amount = minNextBidLakhs(lot) + steps * 5;
            room.bid(bidders[i % 2]!, amount, (at += 100));
          };
          before.forEach(raise);
          const rendered = room.state.currentLot!;
          const lotView = (lot: typeof rendered) =>
            ({
              lotId: lot.lotId,
              auctionPlayerId: lot.playerId,
              currentBidLakhs: lot.currentBidLakhs,
            }) as RoomLotView;
          const offer = increaseOfferOf(lotView(rendered), basePriceLakhs);
          const label = formatCrores(offer.amountLakhs);
          // The price moves (rival and third team, each leading in turn) before the tap.
          between.forEach((steps, i) => raise(steps, i + before.length));
          const now = room.state.currentLot!;
          const ctx: BidContext = {
            lot: lotView(now),
            player: { basePriceLakhs } as RoomPlayerView,
            myTeam: { teamId: MY_TEAM, purseRemainingLakhs: 10_000 } as RoomTeamView,
            myUserId: null,
            state: room.state,
            serverNowMs: at + 100,
          };
          const tap = checkIncreaseTap(offer, ctx);
          expect(tap.ok).toBe(true);
          if (!tap.ok) return;
          expect(formatCrores(tap.amountLakhs)).toBe(label);
          expect(tap.amountLakhs).toBe(offer.amountLakhs);
          expect(offer.lotId).toBe(rendered.lotId);
        },
      ),
      { numRuns: 200 },
    );
  });
});
