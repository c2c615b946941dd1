/**
 * The pool of a practice auction: so many players of each type drawn from the master
 * pool (PRACTICE_SETTINGS.poolByType, 33 = three full XIs), a different draw for every auction but
 * the same for one auction id (the draw hashes the id with each player's). Pure.
 */
import { PLAYER_TYPES } from '@bidxi/engine';
import { PRACTICE_SETTINGS } from '@bidxi/protocol';
import type { MasterPlayer } from './practice.repo';

/** A stable number in [0, 2^32) for `text` (FNV-1a). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
}

/**
 * `perType` players of each type from `master` (all of a type when it has fewer), in sheet order.
 *
 * @example
 * choosePracticePool(master, auction.id).length; // 33 from the 148-player sheet
 */
export function choosePracticePool(
  master: readonly MasterPlayer[],
  seed: string,
  perType: Record<(typeof PLAYER_TYPES)[number], number> = PRACTICE_SETTINGS.poolByType,
): MasterPlayer[] {
  const chosen = PLAYER_TYPES.flatMap((type) =>
    master
      .filter((p) => p.type === type)
      .map((p) => ({ p, key: hash(`${seed}:${p.id}`) }))
      .sort((a, b) => a.key - b.key)
      .slice(0, perType[type])
      .map(({ p }) => p),
  );
  return chosen.sort((a, b) => a.sheetIndex - b.sheetIndex);
}
