/** Saves a full-page screenshot as a test artifact under e2e/artifacts/<name>.png. */
import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { settleAnimations } from './settle';

const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

/**
 * Shoots once the page's animations have finished and its webfonts have arrived: the Devanagari subset is fetched on the first Hindi
 * glyph, and a screenshot taken before it loads shows empty boxes where the letters go.
 */
export async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(async () => {
    // A face the page has not painted yet is not pending, so `ready` alone may not wait for it.
    if (/[\u0900-\u097F]/.test(document.body.innerText)) {
      await document.fonts.load('16px "BidXI Devanagari"', 'नियम');
    }
    await document.fonts.ready;
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
  });
  await settleAnimations(page);
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true });
}
