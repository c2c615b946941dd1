/**
 * The live room as the room specs drive it: a signed-in phone (390×844, touch) opened on a URL, the text
 * of a test id, and a jump bid that retries when another bidder got in first.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { signInContext, type Player } from './auction';
import { shot } from './shots';

/** A phone's browser context: 390×844 at 2×, touch. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** A new phone context signed in as `player`, on `url`. */
export async function phone(browser: Browser, player: Player, url: string): Promise<Page> {
  const context = await browser.newContext(PHONE);
  await signInContext(context, player);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** The text of the first element with `testId` ('' when it has none). */
export const text = async (page: Page, testId: string): Promise<string> =>
  (await page.getByTestId(testId).first().textContent()) ?? '';

/**
 * Places a jump bid of `amount` Cr (e.g. '2.5') and waits until the room shows it as the current bid
 * (and, with `asLeader`, this phone as the highest bidder); tries again, up to 4 times, when another
 * bidder (a bot) got in first. `screenshot` names a picture of the filled dialog on the first try.
 * @throws when no try was placed.
 */
export async function jump(
  page: Page,
  amount: string,
  options: { screenshot?: string; asLeader?: boolean } = {},
): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    await page.getByRole('button', { name: 'JUMP', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Set Jump Amount' });
    await dialog.getByLabel('Bid amount (Cr)').fill(amount);
    if (options.screenshot && attempt === 0) await shot(page, options.screenshot);
    await dialog.getByRole('button', { name: 'Place Bid' }).click();
    await expect(dialog).toBeHidden();
    const shown = async () =>
      options.asLeader
        ? `${await text(page, 'current-bid')}|${await text(page, 'highest-bidder')}`
        : await text(page, 'current-bid');
    const placed = await expect
      .poll(shown, { timeout: 5_000 })
      .toBe(options.asLeader ? `${amount} Cr|You` : `${amount} Cr`)
      .then(() => true)
      .catch(() => false);
    if (placed) return;
  }
  throw new Error(`could not place a ${amount} Cr jump`);
}
