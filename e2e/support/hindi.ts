/**
 * The Hindi screen check of the e2e specs (issue 16), shared by the admin's Hindi walk: the page says
 * `lang="hi-IN"`, has settled, shows Devanagari, and no Latin interface word is left — the words
 * people typed (names, titles, e-mails, UTRs, page texts) and the acronyms kept on purpose excepted.
 * Nothing may scroll sideways; a screenshot is saved as e2e/artifacts/<name>.png.
 * (A copy of the detector of tests/hindi.spec.ts, which keeps its own while it is being edited.)
 */
import { expect, type Page } from '@playwright/test';
import { shot } from './shots';

/** Latin words the Hindi interface keeps on purpose: the brand, acronyms people say as they are. */
export const KEPT = new Set([
  'BidXI',
  'IPL',
  'XI',
  'UPI',
  'ID',
  'KYC',
  'PAN',
  'PDF',
  'UTR',
  'OTP',
  'QR',
  'CSV',
  'XLSX',
  'WhatsApp',
  // The language switch names each language in itself.
  'English',
]);

/**
 * The visible text's Latin words that are neither kept on purpose nor part of a name or text people
 * typed (`names`).
 */
export async function englishLeft(page: Page, names: readonly string[]): Promise<string[]> {
  let text = await page.locator('body').innerText();
  for (const name of [...names].sort((a, b) => b.length - a.length))
    text = text.split(name).join(' ');
  // Lists cut long names ('Mumbai Monsoon Mega Auct...'): a word that begins a typed word is theirs.
  const typed = names.flatMap((name) => name.match(/[A-Za-z]+/g) ?? []);
  const isTyped = (word: string) => typed.some((t) => t.startsWith(word));
  const words = text.match(/[A-Za-z]{2,}/g) ?? [];
  return [...new Set(words.filter((w) => !KEPT.has(w) && !isTyped(w)))];
}

/**
 * Asserts the screen is wholly Hindi (`english`: interface words of the English screen that must not
 * show) and saves its screenshot as `<name>.png`.
 */
export async function expectHindiScreen(
  page: Page,
  name: string,
  names: readonly string[],
  english: readonly string[] = [],
): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  // Settled: no skeleton is still loading.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const body = await page.locator('body').innerText();
  expect(body, 'Devanagari on the screen').toMatch(/[\u0900-\u097F]/);
  for (const word of english) expect.soft(body, `no "${word}"`).not.toContain(word);
  expect.soft(await englishLeft(page, names), `English words left on ${name}`).toEqual([]);
  const overflow = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(overflow.scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(overflow.innerWidth);
  // The Devanagari face loads on first use: the picture waits for it, and for the text laid out
  // again, since headless Chromium keeps boxes in text it shaped before the face arrived.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    document.body.style.letterSpacing = '0.01px';
    await frame();
    document.body.style.letterSpacing = '';
    await frame();
  });
  await shot(page, name);
}
