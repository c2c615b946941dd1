import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { useAdminSession } from '@/stores/session';
import { PoolImport } from '@/features/admin/auctions/components/pool-import';
import { stubFetch } from '@/testing/fetch-stub';

const AUCTION = '4b1c2a35-0e6f-4c55-9a3b-6f3f1f0b2a11';
const HEADER =
  'name,type,base_cr,bonus,slot_1,slot_2,slot_3,slot_4,slot_5,slot_6,slot_7,slot_8,slot_9,slot_10,slot_11';
const GOOD = 'Virat Kohli,Batsmen 1,2,0,975,975,900,0,0,0,0,0,0,0,0';
const BAD = 'Rohit Sharma,Batsmen 1,abc,0,975,975,200,350,0,0,0,0,0,0,0';
const csv = (...rows: string[]) =>
  new File([[HEADER, ...rows].join('\n')], 'pool.csv', { type: 'text/csv' });

function renderImport() {
  queryClient.clear();
  useAdminSession.getState().signIn('admin-token');
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <PoolImport auctionId={AUCTION} isOpen onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return user;
}

const preview = {
  index: 0,
  name: 'Virat Kohli',
  type: 'Batter',
  order: 1,
  basePrice: 2,
  bonus: 0,
  slotPoints: [975, 975, 900, 0, 0, 0, 0, 0, 0, 0, 0],
};

describe('admin pool import', () => {
  it('a bad row: named by its spreadsheet row, in words, on its cell; nothing is written', async () => {
    const { calls } = stubFetch({
      'POST /api/players/register-to-auction-3': {
        status: 422,
        body: {
          rows: [{ index: 1, row: 4, errors: { base_cr: 'Base price must be a number' } }],
          error: {
            code: 'INVALID_PLAYER_ROWS',
            message: '1 row has errors (first: row 4); nothing was imported',
          },
        },
      },
    });
    const user = renderImport();
    // Row 3 of the sheet is blank: the bad player is on spreadsheet row 4.
    await user.upload(screen.getByLabelText(/Choose sheet/), csv(GOOD, '', BAD));

    expect(await screen.findByText(/1 of 2 rows have errors; nothing was imported/)).toBeTruthy();
    const problems = screen.getByRole('list', { name: 'Problems' });
    expect(problems.textContent).toBe('Row 4: Base price must be a number');
    const table = screen.getByRole('table', { name: 'Sheet preview' });
    expect(within(table).getByRole('columnheader', { name: 'Base price (Cr)' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'base_cr' })).toBeNull();
    const badRow = within(table).getByRole('row', { name: /Rohit Sharma/ });
    expect(badRow.getAttribute('data-row-invalid')).toBe('true');
    expect(within(badRow).getByRole('rowheader').textContent).toBe('4');
    const cell = within(badRow).getByText('Base price must be a number').closest('td');
    expect(cell?.getAttribute('aria-invalid')).toBe('true');
    expect(cell?.textContent).toContain('abc');
    // The bad row is listed first.
    expect(within(table).getAllByRole('row')[1]).toBe(badRow);

    const importButton = screen.getByRole('button', { name: 'Import' });
    expect((importButton as HTMLButtonElement).disabled).toBe(true);
    await user.click(importButton);
    const sent = calls.filter((c) => c.path === '/api/players/register-to-auction-3');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ auctionId: AUCTION, dryRun: true, sheetRows: [2, 4] });
    expect((sent[0]?.body as { players: unknown[] }).players).toHaveLength(2);
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('a good sheet: dry run, preview, then one write on confirm', async () => {
    const { calls } = stubFetch({
      'POST /api/players/register-to-auction-3': ({ body }) => {
        const dryRun = (body as { dryRun: boolean }).dryRun;
        return {
          status: dryRun ? 200 : 201,
          body: {
            auctionId: AUCTION,
            dryRun,
            added: dryRun ? 0 : 1,
            preview: [preview],
            players: [],
          },
        };
      },
    });
    const user = renderImport();
    await user.upload(screen.getByLabelText(/Choose sheet/), csv(GOOD));
    expect(await screen.findByText(/all 1 rows are valid/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Import 1 players' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/players/register-to-auction-3')).toHaveLength(2),
    );
    const [dry, write] = calls.map((c) => c.body as { dryRun: boolean; players: unknown[] });
    expect(dry?.dryRun).toBe(true);
    expect(write?.dryRun).toBe(false);
    expect(write?.players).toEqual([
      {
        name: 'Virat Kohli',
        type: 'Batsmen 1',
        base_cr: '2',
        bonus: '0',
        slot_1: '975',
        slot_2: '975',
        slot_3: '900',
        slot_4: '0',
        slot_5: '0',
        slot_6: '0',
        slot_7: '0',
        slot_8: '0',
        slot_9: '0',
        slot_10: '0',
        slot_11: '0',
      },
    ]);
  });
});
