/**
 * Reading a player sheet in the browser: CSV with papaparse, XLSX with read-excel-file, both loaded
 * only when a file is picked. Rows come out keyed by the header's columns (`name,type,base_cr,…`), with
 * their spreadsheet row numbers so messages name the rows the admin sees.
 */
import { SLOT_KEYS, sheetRowOf } from '@bidxi/protocol';
import type { SheetRow } from '@/features/admin/auctions/api/import-players';
import { t } from '@/i18n/i18n';

export const SHEET_COLUMNS = ['name', 'type', 'base_cr', 'bonus', ...SLOT_KEYS] as const;

const normaliseHeader = (h: string) => h.trim().toLowerCase().replace(/\s+/g, '_');

export class SheetReadError extends Error {}

/** A sheet's player rows, and the spreadsheet row number of each (header = row 1; blank rows skipped). */
export interface SheetData {
  rows: SheetRow[];
  sheetRows: number[];
}

const isFilled = (r: SheetRow) => Object.values(r).some((v) => String(v ?? '').trim() !== '');

/** Reads a CSV or XLSX sheet whose first row is the header. @throws SheetReadError */
export async function readSheetFile(file: File): Promise<SheetData> {
  const isXlsx = /\.xlsx$/i.test(file.name) || file.type.includes('spreadsheetml');
  // records[i] is the sheet's data row i, spreadsheet row sheetRowOf(i), blank or not.
  const records = isXlsx ? await readXlsx(file) : await readCsv(file);
  const kept = records
    .map((row, i) => ({ row, sheetRow: sheetRowOf(i) }))
    .filter(({ row }) => isFilled(row));
  if (kept.length === 0) throw new SheetReadError(t('import.noRows', { ns: 'adminAuctions' }));
  const first = kept[0]?.row ?? {};
  if (!('name' in first) || !('type' in first)) {
    throw new SheetReadError(
      t('import.noHeader', {
        ns: 'adminAuctions',
        columns: `${SHEET_COLUMNS.slice(0, 4).join(', ')}, slot_1 … slot_11`,
      }),
    );
  }
  return { rows: kept.map((k) => k.row), sheetRows: kept.map((k) => k.sheetRow) };
}

async function readCsv(file: File): Promise<SheetRow[]> {
  const { default: Papa } = await import('papaparse');
  const text = await file.text();
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    // Blank lines stay (and are skipped above), so each record keeps its spreadsheet row number.
    skipEmptyLines: false,
    transformHeader: normaliseHeader,
    transform: (value) => value.trim(),
  });
  return result.data;
}

async function readXlsx(file: File): Promise<SheetRow[]> {
  const { readSheet } = await import('read-excel-file/browser');
  const data = await readSheet(file);
  const [header, ...body] = data;
  if (!header) return [];
  const keys = header.map((cell) => normaliseHeader(String(cell ?? '')));
  return body.map((cells) =>
    Object.fromEntries(
      keys.map((key, i) => {
        const cell = cells[i];
        return [key, cell === null || cell === undefined ? '' : cell];
      }),
    ),
  );
}

/** A small sample of the sheet's format (four real rows) for the "download sample" link. */
export const SAMPLE_SHEET_CSV = [
  SHEET_COLUMNS.join(','),
  'Virat Kohli,Batsmen 1,2,0,975,975,900,0,0,0,0,0,0,0,0',
  'MS Dhoni,Wicket-Keeper 1,2,200,0,0,0,400,675,775,800,0,0,0,0',
  'Jasprit Bumrah,Bowler 1,2,1000,0,0,0,0,0,0,0,0,0,0,0',
  'Hardik Pandya,All-Rounder 1,2,375,0,0,500,800,775,775,0,0,0,0,0',
].join('\n');

export const SAMPLE_SHEET_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(`${SAMPLE_SHEET_CSV}\n`)}`;
