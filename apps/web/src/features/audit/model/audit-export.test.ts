import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import { buildTestLog, ROHIT } from '@/testing/audit-log-fixture';
import { AUDIT_COLUMNS, auditCsv, auditXlsx } from './audit-export';
import { auditRows, entriesByLot, namesFromEntries } from './audit-rows';

const log = buildTestLog();
const names = namesFromEntries(log.entries, { teams: {}, players: { [ROHIT]: 'Rohit Sharma' } });
const rows = auditRows(entriesByLot(log.entries).get(1)!, names);

describe('bid log export', () => {
  it('writes a CSV, oldest first, with amounts in crores and times in India time', async () => {
    const parsed = Papa.parse<string[]>(await auditCsv(rows), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual([...AUDIT_COLUMNS]);
    expect(parsed.data[1]).toEqual([
      '3',
      '2026-03-12 16:00:00.000',
      '',
      '',
      'Lot 1 opened: Rohit Sharma at 2 Cr',
      '',
      '1',
    ]);
    expect(parsed.data.at(-1)).toEqual([
      '8',
      '2026-03-12 16:00:20.000',
      'me',
      '2.5',
      'Sold: Rohit Sharma to me for 2.5 Cr',
      '',
      '1',
    ]);
    expect(parsed.data.find((r) => r[4]?.startsWith('Refused'))?.slice(2, 5)).toEqual([
      'me',
      '2.25',
      'Refused: You are already the highest bidder!',
    ]);
  });

  it('writes an XLSX that a spreadsheet reader reads back', async () => {
    const blob = await auditXlsx(rows);
    const sheet = await readSheet(await blob.arrayBuffer());
    expect(sheet[0]).toEqual([...AUDIT_COLUMNS]);
    expect(sheet).toHaveLength(rows.length + 1);
    const sale = sheet.at(-1)!;
    expect(sale[0]).toBe(8);
    expect(sale[3]).toBe(2.5);
    expect(sale[4]).toBe('Sold: Rohit Sharma to me for 2.5 Cr');
  });
});
