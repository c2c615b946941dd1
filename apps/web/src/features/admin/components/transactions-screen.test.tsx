import type { AdminTransaction } from '@bidxi/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminSession } from '@/stores/session';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { entry } from '@/testing/wallet-fixtures';
import { buildTransactionsCsv, CSV_COLUMNS } from '@/features/admin/components/transactions-csv';

const asha = { id: 'u1', username: 'Asha', email: 'asha@example.com' };
const rows: AdminTransaction[] = [
  {
    ...entry({
      id: 't1',
      status: 'APPROVED',
      UTRNumber: 'UTR111222',
      amountPaise: 1_234_550,
      createdAt: '2025-03-12T10:35:09.000Z',
      resolvedAt: '2025-03-12T11:00:00.000Z',
    }),
    user: asha,
    actedById: 'a1',
  },
  {
    ...entry({
      id: 't2',
      type: 'WITHDRAWAL',
      direction: 'DEBIT',
      status: 'DENIED',
      amountPaise: 5_000,
      note: '=HYPERLINK("x")',
      createdAt: '2025-03-13T20:00:00.000Z',
    }),
    user: { ...asha, username: 'Asha, "A"' },
    actedById: 'a1',
  },
];

describe('Transactions CSV', () => {
  it('has one row per entry with India-time dates, ₹ amounts and escaped formulas', async () => {
    const csv = await buildTransactionsCsv(rows);
    const parsed = Papa.parse<string[]>(csv.trim()).data;
    expect(parsed[0]).toEqual([...CSV_COLUMNS]);
    expect(parsed[1]).toEqual([
      '2025-03-12 16:05:09',
      't1',
      'Asha',
      'asha@example.com',
      'Recharge',
      '',
      'APPROVED',
      'CREDIT',
      '12345.50',
      'UTR111222',
      '',
      '2025-03-12 16:30:00',
    ]);
    expect(parsed[2]).toEqual([
      '2025-03-14 01:30:00',
      't2',
      'Asha, "A"',
      'asha@example.com',
      'Withdrawal',
      '',
      'DENIED',
      'DEBIT',
      '50.00',
      '',
      `'=HYPERLINK("x")`,
      '',
    ]);
    expect(csv.split('\r\n')).toHaveLength(3);
  });
});

function fetchedUrls(): string[] {
  const mock = globalThis.fetch as unknown as { mock: { calls: [RequestInfo | URL][] } };
  return mock.mock.calls.map(([u]) => String(u));
}

describe('Admin transactions', () => {
  beforeEach(() => useAdminSession.getState().signIn('admin-token'));

  it('filters, shows totals per type, pages, and exports every matching row', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/transactions': {
        status: 200,
        body: {
          transactions: rows,
          totals: [
            {
              type: 'RECHARGE',
              count: 1,
              amount: 12345.5,
              amountPaise: 1_234_550,
              netPaise: 1_234_550,
            },
            { type: 'WITHDRAWAL', count: 1, amount: 50, amountPaise: 5_000, netPaise: 0 },
            { type: 'PRIZE', count: 0, amount: 0, amountPaise: 0, netPaise: 0 },
          ],
          total: 2,
          limit: 50,
          offset: 0,
        },
      },
    });
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:csv';
    });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);

    const { user } = renderApp('/admin/transactions');
    const totals = await screen.findByRole('list', { name: 'Totals by type' });
    expect(within(totals).getAllByRole('listitem')).toHaveLength(2);
    expect(totals.textContent).toContain('₹12,345.50');
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Type'), 'RECHARGE');
    await user.selectOptions(screen.getByLabelText('Status'), 'APPROVED');
    await waitFor(() =>
      expect(fetchedUrls().at(-1)).toContain('type=RECHARGE&status=APPROVED&limit=50&offset=0'),
    );
    expect(calls.every((c) => c.headers.get('Authorization') === 'Bearer admin-token')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 2 transactions')).toBeTruthy();
    expect(click).toHaveBeenCalled();
    const exportUrl = fetchedUrls().find((u) => u.includes('limit=500'));
    expect(exportUrl).toContain('type=RECHARGE&status=APPROVED&limit=500&offset=0');
    const text = await created.at(-1)!.text();
    expect(text).toContain('Date (IST),Transaction ID,User');
    expect(text).toContain('12345.50');
  });

  it('names the auction of a fee, refund or prize, linked to its page and in the CSV', async () => {
    const fee: AdminTransaction = {
      ...entry({
        id: 't3',
        type: 'REGISTRATION_FEE',
        direction: 'DEBIT',
        status: 'APPROVED',
        amountPaise: 2_000,
        auction: { id: 'a-9', title: 'Friday Cup' },
      }),
      user: asha,
      actedById: null,
    };
    stubFetch({
      'GET /api/admin/transactions': {
        status: 200,
        body: { transactions: [fee], totals: [], total: 1, limit: 50, offset: 0 },
      },
    });
    renderApp('/admin/transactions');
    const links = await screen.findAllByRole('link', { name: 'Friday Cup' });
    expect(links.map((l) => l.getAttribute('href'))).toContain('/admin/auctions/a-9');
    const csv = Papa.parse<string[]>((await buildTransactionsCsv([fee])).trim()).data;
    expect(csv[1]?.[CSV_COLUMNS.indexOf('Auction')]).toBe('Friday Cup');
  });
});
