/**
 * Names the first player sheet cut at 13–17 characters ("Bhuvneshwar Kum",
 * "Jake Fraser-McGu"). The sheet in the repository now has the full names; installs that imported the cut
 * ones get them repaired at start, in the master pool and in every auction's pool — unless that
 * pool already has the full name (a later import), which is left alone.
 */
import type { DbOrTx } from '../../db/client';
import { renameSheetPlayer } from './pool.repo';

/** Cut name → full name. */
export const CUT_SHEET_NAMES: Readonly<Record<string, string>> = {
  'Jake Fraser-McGu': 'Jake Fraser-McGurk',
  'Angkrish Raghuva': 'Angkrish Raghuvanshi',
  'Rahmanullah Gurb': 'Rahmanullah Gurbaz',
  'Mohammed Sham': 'Mohammed Shami',
  'Bhuvneshwar Kum': 'Bhuvneshwar Kumar',
  'Thangarasu Natara': 'Thangarasu Natarajan',
  'Varun Chakravarth': 'Varun Chakravarthy',
  'Ravichandran Ash': 'Ravichandran Ashwin',
  'Matheesha Pathira': 'Matheesha Pathirana',
  'Mustafizur Rahma': 'Mustafizur Rahman',
  'Vyshak Vijaykuma': 'Vyshak Vijaykumar',
  'Mahesh Theeksha': 'Maheesh Theekshana',
  'Nitish Kumar Redd': 'Nitish Kumar Reddy',
  'Wanindu Hasarang': 'Wanindu Hasaranga',
  'Washington Sunda': 'Washington Sundar',
};

/** Renames the cut names everywhere they can be. Idempotent. @returns rows renamed. */
export async function repairCutSheetNames(db: DbOrTx): Promise<number> {
  let renamed = 0;
  for (const [cut, full] of Object.entries(CUT_SHEET_NAMES)) {
    renamed += await renameSheetPlayer(db, cut, full);
  }
  return renamed;
}
