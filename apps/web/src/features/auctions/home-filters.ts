// Home's lists (spec 001 §2 "Home"): the LIVE carousel, and Scheduled / Completed within a date range
// (default next / last 14 days; an auction is listed when its start and end both fall inside).
import type { AuctionView } from '@bidxi/protocol';
import { indiaDayRange, isWithin, type DayRange } from '@/lib/india-range';

export type HomeTab = 'scheduled' | 'completed';
export const DEFAULT_RANGE_DAYS = 14;

export function defaultRange(tab: HomeTab, now = Date.now()): DayRange {
  return tab === 'scheduled'
    ? indiaDayRange(0, DEFAULT_RANGE_DAYS, now)
    : indiaDayRange(-DEFAULT_RANGE_DAYS, 0, now);
}

export function liveAuctions(auctions: readonly AuctionView[]): AuctionView[] {
  return auctions
    .filter((a) => a.status === 'LIVE')
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/** Scheduled soonest first; completed most recent first. */
export function auctionsInRange(
  auctions: readonly AuctionView[],
  tab: HomeTab,
  range: DayRange,
): AuctionView[] {
  const status = tab === 'scheduled' ? 'SCHEDULED' : 'COMPLETED';
  const sign = tab === 'scheduled' ? 1 : -1;
  return auctions
    .filter((a) => a.status === status && isWithin(range, a.startsAt, a.endsAt))
    .sort((a, b) => sign * (Date.parse(a.startsAt) - Date.parse(b.startsAt)));
}
