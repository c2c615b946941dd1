// When the open lot closes after a bid or an early close. The organiser's added time is a floor: once
// they add time, nothing but their own skip or end closes the lot before the close they announced.
import type { AuctionSettings, Lot } from '../state';

/**
 * The lot's close after a bid accepted at `now` (epoch ms): `now + bidWindowMs`, but never before
 * the close the organiser's added time promised (`lot.closesNoEarlierThan`).
 *
 * @example
 * // bid window 15 s; the organiser moved the close to T+60 s; a bid at T+10 s:
 * closesAtAfterBid(lot, settings, T + 10_000); // T + 60_000, not T + 25_000
 */
export function closesAtAfterBid(
  lot: Pick<Lot, 'closesNoEarlierThan'>,
  settings: Pick<AuctionSettings, 'bidWindowMs'>,
  now: number,
): number {
  return Math.max(now + settings.bidWindowMs, lot.closesNoEarlierThan ?? -Infinity);
}

/**
 * The lot's close when every team but the leader is out at `now`: `now + earlyCloseMs`, but never
 * before the close the organiser's added time promised.
 */
export function closesAtWhenEndingEarly(
  lot: Pick<Lot, 'closesNoEarlierThan'>,
  settings: Pick<AuctionSettings, 'earlyCloseMs'>,
  now: number,
): number {
  return Math.max(now + settings.earlyCloseMs, lot.closesNoEarlierThan ?? -Infinity);
}
