/**
 * The Hindi screens' checks, shared by hindi.spec and hindi-admin.spec: the page says
 * `lang="hi-IN"`, has settled, shows Devanagari, and no English interface word is left (names and texts
 * people typed are theirs); nothing scrolls sideways; a screenshot is saved as
 * e2e/artifacts/hindi-<name>.png once the Devanagari webfont has arrived.
 */
import { expect, type Page } from '@playwright/test';
import { shot } from './shots';

export const base = () => process.env.E2E_BASE_URL ?? '';

/** Latin words the Hindi interface keeps on purpose: the brand, acronyms people say as they are. */
const KEPT = new Set([
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
  'WhatsApp',
  // File formats the bid log exports, named as the buttons say them.
  'CSV',
  'XLSX',
  // The language switch names each language in itself.
  'English',
]);

/** Interface words of the English screens: none may show in Hindi. */
const ENGLISH = [
  'Welcome',
  'Live now',
  'Scheduled',
  'Completed',
  'Registration fee',
  'Register Now',
  'Total balance',
  'Transactions',
  'Add Money',
  'Withdraw',
  'Payment info',
  'Standings',
  'Points',
  'Prizes',
  'Rank',
  'Menu',
  'Logout',
  'Batting order',
  'Sold for',
  'pts',
  'Reset',
  'Update',
  'Responsible gaming',
  'Take a break',
  'Daily recharge limit',
  'Auction result',
  'Final',
];

/**
 * The visible text's Latin words that are neither kept on purpose nor part of a name or text people
 * typed (`names`: auction titles and descriptions, team and user names, e-mail addresses).
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
 * Asserts the screen is wholly Hindi and saves its screenshot as `hindi-<name>.png`. `english`: the
 * interface words of the English screen that must not show (the player screens' list by default).
 */
export async function expectHindiScreen(
  page: Page,
  name: string,
  names: readonly string[],
  english: readonly string[] = ENGLISH,
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
  await shot(page, `hindi-${name}`);
}

/**
 * People's text, kept as typed: every auction's title and description the API lists, and the support
 * e-mail address and the UPI payee of the app config.
 */
export async function typedTexts(token: string): Promise<string[]> {
  const list = await fetch(`${base()}/api/auctions/getallstatus`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(list.ok).toBe(true);
  const { auctions } = (await list.json()) as {
    auctions: { title: string; description: string | null }[];
  };
  const config = (await (await fetch(`${base()}/api/app-config`)).json()) as {
    supportEmail: string;
    upiPayeeVpa: string;
    upiPayeeName: string;
  };
  return [
    ...auctions.flatMap((a) => [a.title, a.description ?? '']),
    config.supportEmail,
    config.upiPayeeVpa,
    config.upiPayeeName,
  ].filter(Boolean);
}
