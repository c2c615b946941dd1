/** How an auction appears in the admin actions log: its target and its snapshot. */
import type { AuctionRecord } from './auctions.repo';

/** The log's target for auction `a`, labelled with its title. */
export const auctionTarget = (a: Pick<AuctionRecord, 'id' | 'title'>) => ({
  type: 'AUCTION' as const,
  id: a.id,
  label: a.title,
});

/**
 * The fields an admin sets on an auction, as logged when it is created. A list, not "every column
 * but…": a new column (a secret like the spectator token) stays out until someone adds it here.
 */
const LOGGED = [
  'title',
  'description',
  'imageId',
  'ytLink',
  'status',
  'startsAt',
  'endsAt',
  'registrationFeePaise',
  'budgetLimitLakhs',
  'prizePoolPercent',
  'prizeFirstPercent',
  'prizeSecondPercent',
  'prizeThirdPercent',
  'lotWindowMs',
  'bidWindowMs',
  'lobbyMs',
  'pauseBetweenLotsMs',
  'reorderWindowMs',
  'botTeams',
] as const satisfies readonly (keyof AuctionRecord)[];

/** What an admin set on auction `a`. */
export function auctionSnapshot(a: AuctionRecord): Record<string, unknown> {
  return Object.fromEntries(LOGGED.map((k) => [k, a[k]]));
}
