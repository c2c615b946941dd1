/**
 * The real player sheet (apps/server/seed/player-sheet.csv, a copy of data/player-sheet.csv): read
 * with csv-parse and checked like an admin import. First start loads it into the master pool.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import type { PoolRow } from './pool.repo';
import { checkRows } from './sheet-rows';

export const PLAYER_SHEET_PATH = fileURLToPath(
  new URL('../../../seed/player-sheet.csv', import.meta.url),
);

/** Parses sheet CSV text into row objects keyed by the header. */
export function parseSheetCsv(text: string): Record<string, string>[] {
  return parse(text, { columns: true, skip_empty_lines: true, trim: true, bom: true });
}

/** The checked rows of a sheet file. @throws Error naming the bad rows. */
export async function readPlayerSheet(file = PLAYER_SHEET_PATH): Promise<PoolRow[]> {
  const result = checkRows(parseSheetCsv(await readFile(file, 'utf8')), new Set());
  if ('errors' in result) {
    throw new Error(`player sheet ${file} has bad rows: ${JSON.stringify(result.errors)}`);
  }
  return result.rows;
}
