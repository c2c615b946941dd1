/**
 * Wire units ↔ stored units (ARCHITECTURE.md §3): ₹ ↔ integer paise, Cr ↔ integer lakhs. Inputs were
 * already checked to be whole paise / lakhs by the protocol schemas; rounding only absorbs float noise.
 */
import { croresToLakhs, lakhsToCrores } from '@bidxi/engine';

export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
export const paiseToRupees = (paise: number): number => paise / 100;

/** Cr → lakhs. @throws Error when not whole lakhs (the schemas prevent it). */
export function crToLakhs(cr: number): number {
  const lakhs = croresToLakhs(cr);
  if (lakhs === null) throw new Error(`not whole lakhs: ${cr} Cr`);
  return lakhs;
}

export const lakhsToCr = (lakhs: number): number => lakhsToCrores(lakhs);
