// CSV export of an analytics table (papaparse `unparse`): the table's own columns, formula-like cells
// escaped, CRLF line ends, a BOM so spreadsheets read ₹ and names as UTF-8. papaparse loads only when
// an export is asked for (not in the analytics screen's chunk).
import type { Column } from '@/features/admin/analytics/components/columns';

/** The table as CSV text. */
export async function toCsv<T>(columns: readonly Column<T>[], rows: readonly T[]): Promise<string> {
  const mod = await import('papaparse');
  // papaparse is a CommonJS/UMD module: its API is the default export once bundled.
  const papa = mod.default ?? mod;
  return papa.unparse(
    {
      fields: columns.map((c) => c.header),
      data: rows.map((row) => columns.map((c) => c.csv(row))),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** Offers `text` as a download named `fileName`. */
export function downloadCsv(text: string, fileName: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** 'bidxi-bids-per-user-2025-03-01-to-2025-03-31.csv' ('all-time' when the range is open). */
export function csvFileName(
  name: string,
  range: { from?: string | undefined; to?: string | undefined },
) {
  const span =
    range.from || range.to ? `${range.from ?? 'start'}-to-${range.to ?? 'today'}` : 'all-time';
  return `bidxi-${name}-${span}.csv`;
}
