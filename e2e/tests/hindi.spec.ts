/**
 * Hindi (issue 16) on a 390×844 phone: a guest switches to हिन्दी on the splash and signs in; a
 * signed-in player switches from the side menu and walks home, an auction's detail, the wallet, the
 * standings, My Auctions, the profile and the phone check; two players bid in the live room. On
 * every screen no English interface word is left (names people typed are theirs), nothing scrolls
 * sideways, and a screenshot is saved as e2e/artifacts/hindi-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  adminLogin,
  createAuction,
  goLive,
  registerTeam,
  sheetRows,
  signInContext,
  signUp,
} from '../support/auction';
import { E2E_ADMIN } from '../support/global-setup';
import { PHONE } from '../support/room';
import { shot } from '../support/shots';

const base = () => process.env.E2E_BASE_URL ?? '';

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
];

/**
 * The visible text's Latin words that are neither kept on purpose nor part of a name or text people
 * typed (`names`: auction titles and descriptions, team and user names, e-mail addresses).
 */
async function englishLeft(page: Page, names: readonly string[]): Promise<string[]> {
  let text = await page.locator('body').innerText();
  for (const name of [...names].sort((a, b) => b.length - a.length))
    text = text.split(name).join(' ');
  // Lists cut long names ('Mumbai Monsoon Mega Auct...'): a word that begins a typed word is theirs.
  const typed = names.flatMap((name) => name.match(/[A-Za-z]+/g) ?? []);
  const isTyped = (word: string) => typed.some((t) => t.startsWith(word));
  const words = text.match(/[A-Za-z]{2,}/g) ?? [];
  return [...new Set(words.filter((w) => !KEPT.has(w) && !isTyped(w)))];
}

async function expectHindiScreen(page: Page, name: string, names: readonly string[]) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  // Settled: no skeleton is still loading.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const body = await page.locator('body').innerText();
  expect(body, 'Devanagari on the screen').toMatch(/[\u0900-\u097F]/);
  for (const english of ENGLISH) expect(body, `no "${english}"`).not.toContain(english);
  expect(await englishLeft(page, names), 'English words left').toEqual([]);
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
async function typedTexts(token: string): Promise<string[]> {
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

test('a guest switches to Hindi on the splash; sign-in and sign-up follow', async ({ page }) => {
  await page.goto(`${base()}/`);
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('button', { name: 'शुरू करें' })).toBeVisible();
  await expectHindiScreen(page, 'splash', []);

  await page.getByRole('link', { name: 'साइन इन' }).click();
  await page.getByRole('button', { name: 'साइन इन' }).click();
  await expect(page.getByText('ईमेल ज़रूरी है')).toBeVisible();
  await expectHindiScreen(page, 'login', []);

  await page.goto(`${base()}/signup`);
  await expect(page.getByRole('heading', { name: 'अपना अकाउंट बनाएँ' })).toBeVisible();
  await expectHindiScreen(page, 'signup', []);
});

test('a player switches to Hindi in the side menu and walks the player screens', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-5);
  const admin = await adminLogin(base(), E2E_ADMIN.email, E2E_ADMIN.password);
  const title = `Hindi Cup ${stamp}`;
  const auctionId = await createAuction(base(), admin, {
    title,
    rows: sheetRows(30),
    lobbyMs: 15_000,
    lotWindowMs: 10_000,
    bidWindowMs: 5_000,
    botTeams: 0,
  });
  const player = await signUp(base(), `Asha${stamp}`);
  const teamName = `Asha XI ${stamp}`;
  await registerTeam(base(), player, auctionId, teamName);
  await signInContext(context, player);

  await page.goto(`${base()}/home`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'हिन्दी' }).click();
  const hindiMenu = page.getByRole('dialog', { name: 'मेन्यू' });
  await expect(hindiMenu.getByRole('button', { name: 'लॉग आउट' })).toBeVisible();
  await expect(hindiMenu.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const names = [...(await typedTexts(player.token)), player.username, player.email, teamName];
  await expectHindiScreen(page, 'menu', names);
  await page.keyboard.press('Escape');
  await expect(hindiMenu).toBeHidden();

  await expect(page.getByRole('heading', { name: `नमस्ते, ${player.username}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'आने वाले' })).toBeVisible();
  await expectHindiScreen(page, 'home', names);

  await page.goto(`${base()}/auction/${auctionId}`);
  await expect(page.getByText('रजिस्ट्रेशन फ़ीस')).toBeVisible();
  await expect(page.getByText(/भारतीय समय/).first()).toBeVisible();
  await expectHindiScreen(page, 'auction', names);

  await page.goto(`${base()}/myWallet`);
  await expect(page.getByTestId('wallet-total')).toHaveText('₹0.00');
  await expect(page.getByRole('heading', { name: 'कुल बैलेंस' })).toBeVisible();
  await expectHindiScreen(page, 'wallet', names);

  await page.getByRole('button', { name: 'पैसे जोड़ें' }).last().click();
  const sheet = page.getByRole('dialog', { name: 'पैसे जोड़ें' });
  await sheet.getByRole('textbox', { name: 'राशि' }).fill('500');
  await expect(sheet.getByText('स्कैन करके ₹500.00 भरें')).toBeVisible();
  await expectHindiScreen(page, 'recharge', names);
  await page.keyboard.press('Escape');

  await page.goto(`${base()}/teamPage/${auctionId}/${player.id}`);
  await expect(page.getByTestId('team-card')).toHaveCount(1);
  await expect(page.getByText('पर्स ख़र्च / बाकी')).toBeVisible();
  await expectHindiScreen(page, 'standings', names);

  await page.goto(`${base()}/my-auctions`);
  await expect(page.getByRole('heading', { name: 'मेरे ऑक्शन' })).toBeVisible();
  await expectHindiScreen(page, 'my-auctions', names);

  await page.goto(`${base()}/profile`);
  await expect(page.getByRole('heading', { name: 'KYC दस्तावेज़' })).toBeVisible();
  await expectHindiScreen(page, 'profile', names);

  await page.goto(`${base()}/kyc`);
  await expect(page.getByRole('heading', { name: 'फ़ोन सत्यापन' })).toBeVisible();
  await expectHindiScreen(page, 'kyc', names);

  // Remembered on the device: a reload stays in Hindi.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'फ़ोन सत्यापन' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
});

test('the live room in Hindi: lot, bid controls, countdown and panels', async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-5);
  const admin = await adminLogin(base(), E2E_ADMIN.email, E2E_ADMIN.password);
  const rows = sheetRows(12);
  const title = `Hindi Room ${stamp}`;
  const auctionId = await createAuction(base(), admin, {
    title,
    rows,
    lobbyMs: 3_000,
    lotWindowMs: 90_000,
    bidWindowMs: 60_000,
    botTeams: 0,
  });
  const a = await signUp(base(), `Meera${stamp}`);
  const b = await signUp(base(), `Arjun${stamp}`);
  const teams = [`Meera XI ${stamp}`, `Arjun XI ${stamp}`];
  await registerTeam(base(), a, auctionId, teams[0]!);
  await registerTeam(base(), b, auctionId, teams[1]!);
  await goLive(base(), admin, auctionId);

  // Both phones chose Hindi on this device before (the switch itself is tested above).
  const pages = [];
  for (const player of [a, b]) {
    const context = await browser.newContext(PHONE);
    await signInContext(context, player);
    await context.addInitScript(() => localStorage.setItem('bidxi-language', 'hi'));
    const page = await context.newPage();
    await page.goto(`${base()}/auctionRoom/${auctionId}`);
    pages.push(page);
  }
  const [pa, pb] = pages as [Page, Page];
  await expect(pa.getByTestId('lot-player-name')).toHaveText(rows[0]!.name!, { timeout: 30_000 });
  await expect(pb.getByTestId('lot-player-name')).toHaveText(rows[0]!.name!);

  await expect(pa.getByTestId('connection-status')).toHaveText('जुड़े हैं');
  await expect(pa.getByTestId('auction-status')).toHaveText(/लाइव/);
  await pa.getByTestId('increase-bid').click();
  await expect(pa.getByTestId('highest-bidder')).toHaveText('आप');
  await expect(pb.getByTestId('current-bid')).toHaveText(
    await pa.getByTestId('current-bid').innerText(),
  );
  await expect(pa.getByTestId('increase-bid')).toContainText('बोली बढ़ाएँ');
  await expect(pa.getByText('बचा समय')).toBeVisible();
  await pa.evaluate(() => document.fonts.ready);
  await expect(pa.getByRole('button', { name: 'नियम' })).toBeVisible();

  const names = [
    title,
    a.username,
    b.username,
    ...teams,
    ...rows.map((r) => r.name!),
    // A player without a photo shows initials ('SI'); the log's head hash is hex.
    ...rows.map((r) =>
      r
        .name!.split(' ')
        .map((w) => w.charAt(0))
        .join(''),
    ),
    await pa.getByTestId('head-hash').innerText(),
  ];
  await expectHindiScreen(pa, 'room', names);

  await pa.getByRole('navigation', { name: 'रूम पैनल' }).getByRole('button', { name: 'टीमें' }).click();
  await expect(pa.getByTestId('teams-panel')).toBeVisible();
  await expectHindiScreen(pa, 'room-teams', names);
  for (const page of pages) await page.context().close();
});
