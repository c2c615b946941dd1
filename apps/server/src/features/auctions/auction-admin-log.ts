/** How an auction appears in the admin actions log (issue 21): its target and its snapshot. */
import type { AuctionRecord } from './auctions.repo';

/** The log's target for auction `a`, labelled with its title. */
export const auctionTarget = (a: Pick<AuctionRecord, 'id' | 'title'>) => ({
  type: 'AUCTION' as const,
  id: a.id,
  label: a.title,
});

/** What an admin set on an auction (no ids of who or when it was written). */
export function auctionSnapshot(a: AuctionRecord): Record<string, unknown> {
  const { id: _id, createdAt: _c, updatedAt: _u, createdById: _b, ...fields } = a;
  return fields;
}
