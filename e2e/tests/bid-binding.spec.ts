/**
 * A bid is bound to the lot it was typed for (ARCHITECTURE.md §5): the jump modal left open while its
 * lot closes closes itself, says the bid was not placed, and nothing lands on the next lot.
 */
import { expect, test } from '../support/test';
import { sheetRows } from '../support/auction';
import { adminAuction } from '../support/live-auction';
import { shot } from '../support/shots';
import { phone } from '../support/room';
import { expectSteady } from '../support/steady';

test('a jump typed for one lot is not placed on the next', async ({ browser }) => {
  test.setTimeout(120_000);
  const base = process.env.E2E_BASE_URL!;
  const {
    auctionId,
    players: [a, b],
  } = await adminAuction(
    base,
    {
      title: 'E2E Bid Binding',
      rows: sheetRows(3),
      lobbyMs: 4_000,
      lotWindowMs: 12_000,
      bidWindowMs: 8_000,
      pauseBetweenLotsMs: 1_500,
      botTeams: 0,
    },
    [
      ['Jay', 'Jay Giants'],
      ['Kiran', 'Kiran Kings'],
    ],
  );

  const url = `${base}/auctionRoom/${auctionId}`;
  const pa = await phone(browser, a, url);
  const pb = await phone(browser, b, url);
  const firstName = pa.getByTestId('lot-player-name');
  await expect(firstName).toBeVisible({ timeout: 30_000 });
  const firstPlayer = (await firstName.textContent()) ?? '';

  // Open JUMP on the first lot and type an amount, but do not place it.
  await pa.getByRole('button', { name: 'JUMP', exact: true }).click();
  const dialog = pa.getByRole('dialog', { name: 'Set Jump Amount' });
  await expect(dialog.getByTestId('jump-player')).toHaveText(firstPlayer);
  await dialog.getByLabel('Bid amount (Cr)').fill('5.25');
  await shot(pa, 'bid-binding-1-jump-open');

  // The lot closes unsold: the modal closes by itself and says why.
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(
    pa.getByText(`${firstPlayer} went unsold — your 5.25 Cr bid was not placed`),
  ).toBeVisible();
  await shot(pa, 'bid-binding-2-closed-with-message');

  // The next lot opens with no bid on it, on both phones.
  await expect(pa.getByTestId('lot-player-name')).not.toHaveText(firstPlayer, { timeout: 20_000 });
  const secondPlayer = (await pa.getByTestId('lot-player-name').textContent()) ?? '';
  await expect(pb.getByTestId('lot-player-name')).toHaveText(secondPlayer);
  // No stale bid lands on the new lot: both phones show none throughout 1.5 s.
  const bidCounts = () =>
    Promise.all(
      [pa, pb].map((page) => page.getByTestId('bid-status').getAttribute('data-bid-count')),
    );
  expect(await expectSteady(bidCounts, 1_500)).toEqual(['0', '0']);
  await shot(pa, 'bid-binding-3-next-lot-untouched');
  await pa.context().close();
  await pb.context().close();
});
