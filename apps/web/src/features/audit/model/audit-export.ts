/**
 * The bid log as a spreadsheet: CSV through papaparse (formula-like cells
 * escaped) and XLSX through write-excel-file, both loaded only when an export is asked for; and the
 * browser download of a blob.
 */
import { lakhsToCrores } from '@bidxi/engine';
import { indiaStamp } from '@/lib/india-time';
import type { AuditRow } from './audit-rows';

/** '2025-03-12 16:05:09.120' in India time. */
export function indiaTimestamp(atMs: number): string {
  const ms = String(new Date(atMs).getUTCMilliseconds()).padStart(3, '0');
  return `${indiaStamp(atMs)}.${ms}`;
}

/** The columns of both exports. Amounts in crores. */
export const AUDIT_COLUMNS = [
  'Seq',
  'Time (IST)',
  'Team',
  'Amount (Cr)',
  'Outcome',
  'Max bid',
  'Attempts',
] as const;

type Cell = string | number | null;

/** One spreadsheet row per log row, oldest first. */
export function auditSheetRows(rows: readonly AuditRow[]): Cell[][] {
  return [...rows]
    .sort((a, b) => a.seq - b.seq || a.at - b.at)
    .map((r) => [
      r.seq,
      indiaTimestamp(r.at),
      r.team ?? '',
      r.amountLakhs === null ? null : lakhsToCrores(r.amountLakhs),
      r.text,
      r.isProxy ? 'yes' : '',
      r.attempts,
    ]);
}

/** The CSV text of `rows`. */
export async function auditCsv(rows: readonly AuditRow[]): Promise<string> {
  const mod = await import('papaparse');
  // papaparse is a CommonJS/UMD module: its API is the default export once bundled.
  const papa = mod.default ?? mod;
  return papa.unparse(
    { fields: [...AUDIT_COLUMNS], data: auditSheetRows(rows) },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** The XLSX file of `rows` (one sheet, header row kept in view). */
export async function auditXlsx(rows: readonly AuditRow[], sheet = 'Bid log'): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = AUDIT_COLUMNS.map((value) => ({ value, fontWeight: 'bold' as const }));
  return writeXlsxFile([header, ...auditSheetRows(rows)], {
    sheet,
    stickyRowsCount: 1,
    columns: [{ width: 8 }, { width: 24 }, { width: 22 }, { width: 12 }, { width: 48 }, {}, {}],
  }).toBlob();
}

/** Offers `blob` as a download named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** A CSV text as a download (with a BOM so spreadsheet apps read names as UTF-8). */
export function csvBlob(text: string): Blob {
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}
