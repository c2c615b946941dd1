/**
 * The bid log in the live room, on a 390×844 phone: the room header shows the log's head hash
 * and a Bid log button; the sheet opens on the open lot with its entries (the open, the player's bid)
 * and offers the CSV export while the full download waits for the auction's end.
 */
import { expect, test } from '../support/test';
import { registerTeam, signInContext, signUp } from '../support/auction';
import { shot } from '../support/shots';
import { PHONE } from '../support/room';
import { admin, base, botAuction, startNow } from '../support/trust';

test('the room shows the head hash and the bid log of the open lot', async ({ browser }) => {
  test.setTimeout(120_000);
  const token = await admin();
  const id = await botAuction(token, 'E2E Bid Log Cup', {
    players: 4,
    bots: 1,
    lotWindowMs: 60_000,
    bidWindowMs: 30_000,
  });
  const player = await signUp(base(), `Lia${Date.now() % 100_000}`);
  await registerTeam(base(), player, id, 'Lia Lions');
  await startNow(token, id);

  const context = await browser.newContext(PHONE);
  await signInContext(context, player);
  const page = await context.newPage();
  await page.goto(`${base()}/auctionRoom/${id}`);
  await expect(page.getByTestId('lot')).toBeVisible({ timeout: 30_000 });
  const head = page.getByTestId('head-hash');
  await expect(head).toBeVisible();
  const before = await head.getAttribute('data-hash');

  // The player's own bid, tapped: a new entry moves the head.
  await page.getByTestId('increase-bid').click();
  await expect(head).not.toHaveAttribute('data-hash', before ?? '');
  await page.getByRole('button', { name: 'Bid log' }).click();
  const log = page.getByTestId('bid-log');
  await expect(log).toContainText('Lot 1 opened');
  await expect(log).toContainText('Accepted');
  await expect(page.getByRole('button', { name: 'Download log' })).toBeDisabled();
  await shot(page, 'bid-log-01-room-sheet');
  await context.close();
});
