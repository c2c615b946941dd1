/**
 * What the room's events change on the auctions tables (HTTP reads come from these): a sale, an
 * undone sale, an unsold lot, a pull-back, the end of bidding and the completion, written in the
 * transaction that appends them (room.repo.ts). Bids, opens and the rest change no row here.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AuctionEvent, AuctionState } from '@bidxi/engine';
import type { DbOrTx } from '../../db/client';
import { auctionPlayers, auctions, teams } from '../../db/schema/index';

const PROJECTED = new Set<AuctionEvent['type']>([
  'lotSold',
  'saleUndone',
  'lotUnsold',
  'playerPulledBack',
  'biddingEnded',
  'auctionCompleted',
]);

/** True for an event that changes a row of the auctions tables (its commit runs in a transaction). */
export const isProjected = (e: AuctionEvent): boolean => PROJECTED.has(e.type);

/** Writes what the events change onto the auctions tables (HTTP reads come from these). */
export async function project(
  tx: DbOrTx,
  auctionId: string,
  events: readonly AuctionEvent[],
  after: AuctionState,
  now: Date,
): Promise<void> {
  for (const e of events) {
    switch (e.type) {
      case 'lotSold':
        await tx
          .update(auctionPlayers)
          .set({ status: 'SOLD', teamId: e.teamId, soldPriceLakhs: e.amountLakhs, updatedAt: now })
          .where(eq(auctionPlayers.id, e.playerId));
        await tx
          .update(teams)
          .set({
            purseRemainingLakhs: sql`${teams.purseRemainingLakhs} - ${e.amountLakhs}`,
            updatedAt: now,
          })
          .where(eq(teams.id, e.teamId));
        break;
      case 'saleUndone':
        await tx
          .update(auctionPlayers)
          .set({ status: 'AVAILABLE', teamId: null, soldPriceLakhs: null, updatedAt: now })
          .where(eq(auctionPlayers.id, e.playerId));
        await tx
          .update(teams)
          .set({
            purseRemainingLakhs: sql`${teams.purseRemainingLakhs} + ${e.amountLakhs}`,
            updatedAt: now,
          })
          .where(eq(teams.id, e.teamId));
        break;
      case 'lotUnsold':
        await tx
          .update(auctionPlayers)
          .set({ status: 'UNSOLD', updatedAt: now })
          .where(eq(auctionPlayers.id, e.playerId));
        break;
      case 'playerPulledBack':
        await tx
          .update(auctionPlayers)
          .set({ status: 'AVAILABLE', isPullBackOnce: true, updatedAt: now })
          .where(eq(auctionPlayers.id, e.playerId));
        break;
      case 'biddingEnded':
        await tx
          .update(auctions)
          .set({
            biddingEndedAt: new Date(e.at),
            endsAt: new Date(after.reorderEndsAt ?? e.at),
            isEndTimeUpdated: true,
            updatedAt: now,
          })
          .where(eq(auctions.id, auctionId));
        break;
      case 'auctionCompleted':
        await tx
          .update(auctions)
          .set({ status: 'COMPLETED', updatedAt: now })
          .where(and(eq(auctions.id, auctionId), eq(auctions.status, 'LIVE')));
        break;
      default:
        // Every other event (a bid, an open, a pause, an organiser's request…) has no projection:
        // the row's endsAt stays the scheduled end; the engine moves it on resume when it replays.
        break;
    }
  }
}
