/**
 * Replay, on a 390×844 phone: a bots-only auction runs to completion by itself; its log is
 * published; a visitor without a session opens /auction/{id}/replay, scrubs to the first sale and sees
 * the player and the price the log's trailer (the sales the server published) says; the bid log of the
 * results page verifies the same log in the browser.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { signInContext, signUp } from '../support/auction';
import { shot } from '../support/shots';
import { PHONE } from '../support/room';
import { admin, base, botAuction, crores, startNow, waitForLog } from '../support/trust';

test('replay: scrub to a sale shows the same price as the published log', async ({ browser }) => {
  test.setTimeout(300_000);
  const token = await admin();
  const id = await botAuction(token, 'E2E Replay Cup', {
    players: 8,
    bots: 3,
    lotWindowMs: 3_000,
    bidWindowMs: 1_500,
    reorderWindowMs: 0,
  });
  await startNow(token, id);
  const log = await waitForLog(id);
  expect(log.sales.length).toBeGreaterThan(0);

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${base()}/auction/${id}/replay`);
  await expect(page.getByTestId('replay-controls')).toBeVisible();
  await expect(page.getByTestId('room-title')).toHaveText('E2E Replay Cup');
  await shot(page, 'replay-01-start');

  await page.getByRole('button', { name: 'Next sale' }).click();
  const between = page.getByTestId('between-lots');
  await expect(between).toBeVisible();
  const heading = (await between.locator('h2').textContent()) ?? '';
  const sale = log.sales.find((s) => log.playerNames[s.playerId] === heading);
  expect(sale, `a published sale of ${heading}`).toBeTruthy();
  await expect(between).toContainText(`for ${crores(sale!.amountLakhs)}`);
  await shot(page, 'replay-02-sale');

  // One step back: the lot still open, its price the hammer price.
  await page.getByTestId('replay-scrubber').press('ArrowLeft');
  await expect(page.getByTestId('current-bid')).toHaveText(crores(sale!.amountLakhs));
  await expect(page.getByRole('button', { name: /^Bid/ })).toHaveCount(0);

  // Play at 1×: the position moves on, and Pause holds it (at 16× the rest of this short auction can
  // play out before a busy machine's next click).
  const at = await page.getByTestId('replay-position').textContent();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByTestId('replay-position')).not.toHaveText(at ?? '');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await page.getByRole('radio', { name: '16×' }).click();
  await expect(page.getByRole('radio', { name: '16×' })).toBeChecked();
  await context.close();

  // The results page: the bid log verifies in the browser, and the download is the published log.
  const viewer = await signUp(base(), `Vic${Date.now() % 100_000}`);
  const signedIn = await browser.newContext(PHONE);
  await signInContext(signedIn, viewer);
  const results = await signedIn.newPage();
  await results.goto(`${base()}/result/${id}`);
  const card = results.getByTestId('results-audit');
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card.getByTestId('verify-result')).toContainText('Log verified:');
  await card.scrollIntoViewIfNeeded();
  await shot(results, 'replay-03-results-verified');
  const [download] = await Promise.all([
    results.waitForEvent('download'),
    card.getByRole('button', { name: 'Download log' }).click(),
  ]);
  expect(readFileSync((await download.path())!, 'utf8')).toBe(log.text);
  await card.getByRole('button', { name: 'Bid log' }).click();
  await expect(results.getByTestId('bid-log')).toContainText('Sold:');
  await shot(results, 'replay-04-bid-log-sheet');
  await signedIn.close();
});
