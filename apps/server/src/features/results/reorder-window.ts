/**
 * The reorder window (ARCHITECTURE.md §4; spec 001 §4 "Team reordering"): from the end of bidding to
 * `endsAt` (bidding end + the auction's `reorderWindowMs`, 10 min by default), while the auction is
 * LIVE. Before it squads are still changing; after it the auction is scored.
 */
import type { AuctionRecord } from '../auctions/auctions.port';

export type ReorderWindow = 'NOT_OPEN' | 'OPEN' | 'CLOSED';

/** Where `nowMs` (epoch ms, server clock) falls relative to the auction's reorder window. */
export function reorderWindowAt(
  a: Pick<AuctionRecord, 'status' | 'biddingEndedAt' | 'endsAt'>,
  nowMs: number,
): ReorderWindow {
  if (a.status === 'COMPLETED' || a.status === 'CANCELLED') return 'CLOSED';
  if (a.status !== 'LIVE' || a.biddingEndedAt === null) return 'NOT_OPEN';
  return nowMs < a.endsAt.getTime() ? 'OPEN' : 'CLOSED';
}
