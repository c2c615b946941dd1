// CSV export of the admin's transactions: one row per entry, India-time dates, amounts in ₹ with two
// decimals. Cells that a spreadsheet would run as a formula are escaped (papaparse `escapeFormulae`).
import type { AdminTransaction } from '@bidxi/protocol';
import { ENTRY_TYPES } from '@/components/money/entry-type';
import { indiaStamp } from '@/lib/india-time';

/** '2025-03-12 16:05:09' in India time. */
function stamp(iso: string | null): string {
  return iso ? indiaStamp(iso) : '';
}

function rupees(paise: number): string {
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

export const CSV_COLUMNS = [
  'Date (IST)',
  'Transaction ID',
  'User',
  'Email',
  'Type',
  'Auction',
  'Status',
  'Direction',
  'Amount (₹)',
  'UTR',
  'Note',
  'Resolved (IST)',
] as const;

export function transactionCsvRows(rows: readonly AdminTransaction[]): string[][] {
  return rows.map((t) => [
    stamp(t.createdAt),
    t.id,
    t.user.username,
    t.user.email,
    ENTRY_TYPES[t.type].label,
    t.auction?.title ?? '',
    t.status,
    t.direction,
    rupees(t.amountPaise),
    t.UTRNumber ?? '',
    t.note ?? '',
    stamp(t.resolvedAt),
  ]);
}

/** The CSV text (papaparse is loaded only when an export is asked for). */
export async function buildTransactionsCsv(rows: readonly AdminTransaction[]): Promise<string> {
  const mod = await import('papaparse');
  // papaparse is a CommonJS/UMD module: its API is the default export once bundled.
  const papa = mod.default ?? mod;
  return papa.unparse(
    { fields: [...CSV_COLUMNS], data: transactionCsvRows(rows) },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** Offers `text` as a download named `fileName`. */
export function downloadCsv(text: string, fileName: string): void {
  // A BOM so spreadsheet apps read the ₹ sign and names as UTF-8.
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
