/**
 * Play-money mode (issue 16) on a 390×844 phone, against a second server started with
 * `MONEY_MODE=play`: a new player's wallet holds the starting coins and shows no ₹; there is no Add
 * Money or Withdraw (screen or side menu); KYC is replaced by a notice; the server refuses a recharge
 * with 403 PLAY_MONEY_MODE; axe finds nothing on these screens.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInContext, signUp } from '../support/auction';
import { startPlayServer, type PlayServer } from '../support/play-server';
import { shot } from '../support/shots';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let play: PlayServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  play = await startPlayServer({ PLAY_START_COINS: '1000', PLAY_DAILY_COINS: '100' });
});
test.afterAll(async () => {
  await play?.stop();
});

test('a player on a play-money deployment sees coins, never ₹, and no way to pay in or out', async ({
  browser,
}) => {
  const player = await signUp(play.baseUrl, `Coin${Date.now() % 100_000}`);
  const refused = await fetch(`${play.baseUrl}/api/wallet/recharge-request`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${player.token}` },
    body: JSON.stringify({ amount: 100, UTRNumber: '123456789012' }),
  });
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
    'PLAY_MONEY_MODE',
  );

  const context = await browser.newContext(PHONE);
  await signInContext(context, player);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const violations: string[] = [];

  await page.goto(`${play.baseUrl}/myWallet`);
  await expect(page.getByTestId('play-money-note')).toBeVisible();
  await expect(page.getByText('1,000 coins').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /add money|withdraw/i })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('body').innerText()).not.toContain('₹');
  await shot(page, 'play-money-01-wallet-390');
  violations.push(
    ...(await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations.map(
      (v) => `wallet: ${v.id}`,
    ),
  );

  await page.goto(`${play.baseUrl}/kyc`);
  await expect(page.getByText('Not available')).toBeVisible();
  await shot(page, 'play-money-02-kyc-390');
  violations.push(
    ...(await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations.map(
      (v) => `kyc: ${v.id}`,
    ),
  );

  await page.goto(`${play.baseUrl}/home`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /menu/i }).first().click();
  const card = page.getByRole('region', { name: 'My Wallet' });
  await expect(card.getByTestId('menu-wallet-total')).toHaveText('1,000 coins');
  await expect(card.getByRole('link', { name: /add money|withdraw/i })).toHaveCount(0);
  await shot(page, 'play-money-03-menu-390');
  expect(await page.locator('body').innerText()).not.toContain('₹');

  await page.goto(`${play.baseUrl}/auctionHome`);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('body').innerText()).not.toContain('₹');
  await context.close();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});
