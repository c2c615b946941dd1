/**
 * Wire units ↔ stored units (ARCHITECTURE.md §3): ₹ ↔ integer paise, Cr ↔ integer lakhs. Inputs were
 * already checked to be whole paise / lakhs by the protocol schemas; rounding only absorbs float noise.
 */
import { croresToLakhs, lakhsToCrores } from '@bidxi/engine';
import { rupeesToPaise as exactPaise } from '@bidxi/protocol';

export { paiseToRupees } from '@bidxi/protocol';

/** ₹ → integer paise (the protocol's exact conversion). @throws Error when not whole paise (the schemas prevent it). */
export function rupeesToPaise(rupees: number): number {
  const paise = exactPaise(rupees);
  if (paise === null) throw new Error(`not whole paise: ₹${rupees}`);
  return paise;
}

/** Cr → lakhs. @throws Error when not whole lakhs (the schemas prevent it). */
export function crToLakhs(cr: number): number {
  const lakhs = croresToLakhs(cr);
  if (lakhs === null) throw new Error(`not whole lakhs: ${cr} Cr`);
  return lakhs;
}

export const lakhsToCr = (lakhs: number): number => lakhsToCrores(lakhs);
