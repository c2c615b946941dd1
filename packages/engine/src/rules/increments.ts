// Bid increments (ARCHITECTURE.md §4, spec/auctions-and-room.md §9 "Increment bid").
import { roundUpTo5Lakhs } from '../money';
import type { Lot } from '../state';

/** Below this bid (5 Cr) the increment is 25 lakhs; at or above it, 50 lakhs. */
export const INCREMENT_THRESHOLD_LAKHS = 500;
/** The increment below 5 Cr: 0.25 Cr. */
export const SMALL_INCREMENT_LAKHS = 25;
/** The increment from 5 Cr: 0.5 Cr. */
export const LARGE_INCREMENT_LAKHS = 50;

/**
 * The smallest raise over `currentLakhs`: 25 lakhs below 500 (5 Cr), else 50 lakhs.
 *
 * @example
 * minIncrementLakhs(475); // 25
 * minIncrementLakhs(500); // 50
 */
export function minIncrementLakhs(currentLakhs: number): number {
  return currentLakhs < INCREMENT_THRESHOLD_LAKHS ? SMALL_INCREMENT_LAKHS : LARGE_INCREMENT_LAKHS;
}

/**
 * The lowest acceptable bid on a lot, in lakhs: the base price (rounded up to a multiple of 5 lakhs)
 * when nobody has bid, else the current bid plus {@link minIncrementLakhs}. Any larger multiple of
 * 5 lakhs is a jump and also acceptable.
 *
 * @example
 * minNextBidLakhs({ basePriceLakhs: 200, currentBidLakhs: null }); // 200
 * minNextBidLakhs({ basePriceLakhs: 200, currentBidLakhs: 500 }); // 550
 */
export function minNextBidLakhs(lot: Pick<Lot, 'basePriceLakhs' | 'currentBidLakhs'>): number {
  if (lot.currentBidLakhs === null) return roundUpTo5Lakhs(lot.basePriceLakhs);
  return lot.currentBidLakhs + minIncrementLakhs(lot.currentBidLakhs);
}
