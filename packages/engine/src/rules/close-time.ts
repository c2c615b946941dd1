// When the open lot closes after a bid or an early close. The organiser's added time is a floor: once
// they add time, nothing but their own skip or end closes the lot before the close they announced.
import type { Lot } from '../state';

/**
 * The lot's close for a countdown of `windowMs` started at `now` (epoch ms): `now + windowMs`, but
 * never before the close the organiser's added time promised (`lot.closesNoEarlierThan`). A bid
 * passes the bid window (`settings.bidWindowMs`); an early close passes `settings.earlyCloseMs`.
 *
 * @example
 * // bid window 15 s; the organiser moved the close to T+60 s; a bid at T+10 s:
 * closesAtAfter(lot, T + 10_000, 15_000); // T + 60_000, not T + 25_000
 */
export function closesAtAfter(
  lot: Pick<Lot, 'closesNoEarlierThan'>,
  now: number,
  windowMs: number,
): number {
  return Math.max(now + windowMs, lot.closesNoEarlierThan ?? -Infinity);
}
