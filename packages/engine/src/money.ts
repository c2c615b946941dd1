// Purse, base prices and bids are integer lakhs (ARCHITECTURE.md §3). Crores only exist at the edges:
// the wire (`biddingAmount` in Cr) and the sheet's `base_cr`. Formatting lives in the web app.

/** Lakhs in one crore. */
export const LAKHS_PER_CRORE = 100;

/** Bids move in steps of 5 lakhs (0.05 Cr), ARCHITECTURE.md §3 and §4. */
export const BID_STEP_LAKHS = 5;

/** How far `cr × 100` may drift from a whole number and still count as one (float noise). */
const FLOAT_TOLERANCE = 1e-6;

/**
 * Converts crores to integer lakhs, or `null` when `cr` is not a whole number of lakhs (or is not a
 * finite number). Float noise such as `0.1 + 0.2` is absorbed. ARCHITECTURE.md §3.
 *
 * @example
 * croresToLakhs(2.25); // 225
 * croresToLakhs(0.1 + 0.2); // 30
 * croresToLakhs(1.234); // null
 */
export function croresToLakhs(cr: number): number | null {
  if (!Number.isFinite(cr)) return null;
  const lakhs = cr * LAKHS_PER_CRORE;
  const whole = Math.round(lakhs);
  if (Math.abs(lakhs - whole) > FLOAT_TOLERANCE || !Number.isSafeInteger(whole)) return null;
  return whole === 0 ? 0 : whole; // never -0
}

/** Converts integer lakhs to crores (`225` → `2.25`). For the wire; display formatting is the web's. */
export function lakhsToCrores(lakhs: number): number {
  return lakhs / LAKHS_PER_CRORE;
}

/** True when `lakhs` is an integer multiple of 5 lakhs (0.05 Cr); zero and negatives included. */
export function isMultipleOf5Lakhs(lakhs: number): boolean {
  return Number.isSafeInteger(lakhs) && lakhs % BID_STEP_LAKHS === 0;
}

/** Rounds integer lakhs up to the next multiple of 5 lakhs (`123` → `125`, `125` → `125`). */
export function roundUpTo5Lakhs(lakhs: number): number {
  return Math.ceil(lakhs / BID_STEP_LAKHS) * BID_STEP_LAKHS;
}
