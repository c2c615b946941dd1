/**
 * Checks player-sheet rows (`name,type,base_cr,bonus,slot_1..slot_11`): the protocol's row schema,
 * the type cell through the engine's `parseSheetType` ('Batsmen 2' → Batter, lot group 2), and names
 * unique within the auction (ignoring case). Every row is checked, so the admin sees all problems.
 */
import { parseSheetType } from '@bidxi/engine';
import { PlayerSheetRow, SLOT_KEYS, sheetRowOf, type RowErrors } from '@bidxi/protocol';
import { crToLakhs } from '../../platform/units';
import type { PoolRow } from './pool.repo';

export const TYPE_MESSAGE =
  "Unknown type: use a type and lot group such as 'Batsmen 1', 'Bowler 2', 'Wicket-Keeper 1' or 'All-Rounder 3'";

/** One row: the normalised row, or its errors keyed by column. */
export function checkRow(raw: unknown): { row: PoolRow } | { errors: Record<string, string> } {
  const parsed = PlayerSheetRow.safeParse(raw);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'row');
      errors[key] ??= issue.message;
    }
  }
  const typeText = (raw as { type?: unknown } | null)?.type;
  const sheetType = typeof typeText === 'string' ? parseSheetType(typeText) : null;
  if (!sheetType && !errors.type) errors.type = typeText ? TYPE_MESSAGE : 'Type is required';
  if (!parsed.success || !sheetType || Object.keys(errors).length > 0) return { errors };
  const r = parsed.data;
  return {
    row: {
      name: r.name,
      type: sheetType.type,
      lotGroup: sheetType.lotGroup,
      basePriceLakhs: crToLakhs(r.base_cr),
      bonus: r.bonus,
      slotPoints: SLOT_KEYS.map((k) => r[k]),
    },
  };
}

/** The message of a name the pool already has. */
export const NAME_TAKEN_MESSAGE = 'A player with this name is already in the pool';

/**
 * Checks every row; `takenNames` are the pool's existing names (lower-cased); `sheetRows[i]` is the
 * spreadsheet row of `raws[i]` (default `sheetRowOf(i)`: header = row 1), used in messages.
 * @returns the rows when all are good, else the errors of each bad row (index = position in `raws`).
 */
export function checkRows(
  raws: readonly unknown[],
  takenNames: ReadonlySet<string>,
  sheetRows?: readonly number[],
): { rows: PoolRow[] } | { errors: RowErrors[] } {
  const rows: PoolRow[] = [];
  const bad: RowErrors[] = [];
  const seen = new Map<string, number>();
  raws.forEach((raw, index) => {
    const row = sheetRows?.[index] ?? sheetRowOf(index);
    const result = checkRow(raw);
    if ('errors' in result) {
      bad.push({ index, row, errors: result.errors });
      return;
    }
    const key = result.row.name.toLowerCase();
    const firstRow = seen.get(key);
    if (takenNames.has(key)) {
      bad.push({ index, row, errors: { name: NAME_TAKEN_MESSAGE } });
    } else if (firstRow !== undefined) {
      bad.push({ index, row, errors: { name: `Same name as row ${firstRow}` } });
    } else {
      seen.set(key, row);
      rows.push(result.row);
    }
  });
  return bad.length > 0 ? { errors: bad } : { rows };
}
