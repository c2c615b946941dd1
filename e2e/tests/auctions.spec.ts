/**
 * The auctions journey in Chromium at 390×844: the admin creates an auction and imports the player sheet
 * through the admin screens (a bad sheet first: per-row errors, nothing written) → a player's recharge
 * is approved → the player finds the auction on Home → detail (also after a reload) → registers with
 * an icon → success → My Auctions; the fee left the wallet. Also a static page with its PDF, the
 * guided tour and the admin content editor. A screenshot of each screen lands in e2e/artifacts/.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '../support/test';
import { analyzeSettled } from '../support/axe';
import { E2E_ADMIN } from '../support/worker-services';
import { shot } from '../support/shots';
import { phoneAddress } from '../support/address';

const base = () => process.env.E2E_BASE_URL ?? '';
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const SHEET = fixture('player-sheet-40.csv');
const ICON = fixture('team-icon.png');
const FEE = 49;

async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string }) {
  const res = await fetch(`${base()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Accept: 'application/json',
      'X-Forwarded-For': phoneAddress(),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

interface Player {
  id: string;
  username: string;
  email: string;
  token: string;
}

async function signUp(username: string): Promise<Player> {
  const email = `${username.toLowerCase().replace(/\s+/g, '.')}-${Date.now()}@e2e.bidxi`;
  const r = await api<{ user: { id: string; username: string }; login: { token: string } }>(
    '/users/register',
    { method: 'POST', body: { username, email, password: 'secret-pass-1', ageConfirmed: true } },
  );
  return { id: r.user.id, username: r.user.username, email, token: r.login.token };
}

/** A recharge the player asks for and the admin approves (the wallet screens are another issue's). */
async function fundWallet(player: Player, adminToken: string, amount: number) {
  const { transaction } = await api<{ transaction: { id: string } }>('/wallet/recharge-request', {
    method: 'POST',
    token: player.token,
    body: { amount, UTRNumber: `E2E${Date.now()}` },
  });
  await api('/admin/update/wallet-requests', {
    method: 'POST',
    token: adminToken,
    body: { transactionId: transaction.id, action: 'APPROVED' },
  });
}

const balanceOf = (player: Player) =>
  api<{ balance: number }>('/wallet/balance', { method: 'POST', token: player.token, body: {} });

async function playerPage(browser: Browser, player: Player): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const session = JSON.stringify({
    state: {
      token: player.token,
      userId: player.id,
      email: player.email,
      username: player.username,
      expiresAt: Date.now() + 6 * 60 * 60_000,
      tour: { step: 0, isOpen: false },
    },
    version: 1,
  });
  await context.addInitScript((v) => {
    if (!localStorage.getItem('bidxi-session')) localStorage.setItem('bidxi-session', v);
  }, session);
  return context.newPage();
}

/** No serious or critical WCAG 2 A/AA violations on the screen as it is. */
async function expectAccessible(page: Page, name: string) {
  const results = await analyzeSettled(page, ['wcag2a', 'wcag2aa']);
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
    [],
  );
}

/** Tomorrow's India date ('YYYY-MM-DD'). */
function indiaTomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + 24 * 60 * 60_000));
}

test('admin creates an auction with the sheet; a player registers a team and finds it in My Auctions', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `E2E Premier Cup ${Date.now() % 100_000}`;

  // ── Admin: sign in, create the auction, import the pool ─────────────────────────────────────
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base()}/admin/login`);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`${base()}/admin/auctions`);
  await expect(page.getByRole('heading', { name: 'Auctions', exact: true })).toBeVisible();
  // The demo auction the server schedules on first start is listed.
  await expect(page.getByText('Demo', { exact: true }).first()).toBeVisible();
  await shot(page, 'auctions-10-admin-list');

  await page.getByRole('button', { name: 'New auction' }).click();
  const form = page.getByRole('dialog', { name: 'New auction' });
  await form.getByLabel('Title').fill(title);
  await form
    .getByLabel('Description')
    .fill('Forty real IPL players, a 100 Cr purse and a ₹49 fee.');
  await form.getByLabel('Upload image').setInputFiles(ICON);
  await expect(form.getByRole('img', { name: 'Auction image preview' })).toBeVisible();
  await form.getByLabel('Start date (IST)').fill(indiaTomorrow());
  await form.getByLabel('Start time (IST)').fill('20:00');
  await form.getByLabel('Registration fee (₹)').fill(String(FEE));
  await form.getByRole('button', { name: 'Advanced' }).click();
  await expect(form.getByLabel('Prize pool (% of fees)')).toHaveValue('80');
  await shot(page, 'auctions-11-admin-create');
  await form.getByRole('button', { name: 'Create auction' }).click();
  await expect(page).toHaveURL(/\/admin\/auctions\/[0-9a-f-]{36}$/);
  const auctionId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('The pool is empty')).toBeVisible();

  // A sheet with a bad row: the preview marks it and nothing is written.
  const good = readFileSync(SHEET, 'utf8');
  const bad = good.replace('Rohit Sharma,Batsmen 1,2,', 'Rohit Sharma,Batsmen 1,two,');
  await page.getByRole('button', { name: 'Import players' }).first().click();
  const importer = page.getByRole('dialog', { name: 'Import players' });
  await importer.getByLabel(/Choose sheet/).setInputFiles({
    name: 'pool-with-error.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(bad),
  });
  await expect(importer.getByText(/1 of 40 rows have errors; nothing was imported/)).toBeVisible();
  await expect(importer.locator('tr[data-row-invalid="true"]')).toHaveCount(1);
  await expect(importer.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await shot(page, 'auctions-12-admin-import-errors');

  await importer.getByLabel(/Choose another sheet/).setInputFiles(SHEET);
  await expect(importer.getByText(/all 40 rows are valid/)).toBeVisible();
  await importer.getByRole('button', { name: 'Import 40 players' }).click();
  await expect(importer).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Pool (40)' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Virat Kohli', exact: true })).toBeVisible();
  await shot(page, 'auctions-13-admin-detail');
  await expectAccessible(page, 'admin detail');

  // ── A player with money in the wallet ────────────────────────────────────────────────────────
  const adminToken = (
    await api<{ token: string }>('/admin-login', {
      method: 'POST',
      body: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    })
  ).token;
  const player = await signUp('Meera Nair');
  await fundWallet(player, adminToken, 100);
  expect((await balanceOf(player)).balance).toBe(100);

  // Two auctions running now, for the LIVE carousel (arrows, dots, autoplay).
  for (const [name, time] of [
    ['Mumbai Monsoon Mega Auction League', '10:00'],
    ['Chennai Super Sixes', '11:00'],
  ] as const) {
    const { auction } = await api<{ auction: { id: string } }>('/auctions/register', {
      method: 'POST',
      token: adminToken,
      body: { title: name, registrationFee: 0, scheduledDate: indiaTomorrow(), startTime: time },
    });
    await api('/auctions/update', {
      method: 'PUT',
      token: adminToken,
      body: { auctionId: auction.id, status: 'LIVE' },
    });
  }

  const phone = await playerPage(browser, player);
  await phone.goto(`${base()}/home`);
  await expect(phone.getByRole('heading', { name: 'Welcome, Meera' })).toBeVisible();
  const scheduled = phone.getByRole('list', { name: 'Scheduled auctions' });
  const card = scheduled.getByRole('link', { name: new RegExp(title) });
  await expect(card).toBeVisible();
  const carousel = phone.getByRole('region', { name: 'Live auctions' });
  // Names cut at 24 characters in the carousel.
  await expect(carousel.getByText('Mumbai Monsoon Mega Auct...')).toHaveCount(1);
  await expect(carousel.getByRole('button', { name: 'Next auction' })).toBeVisible();
  // Two auctions of this test are live; other specs' auctions on the shared server may be too.
  const dots = carousel.getByRole('button', { name: /^Show auction \d+ of \d+$/ });
  await expect(dots.nth(1)).toBeVisible();
  await dots.first().tap();
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await shot(phone, 'auctions-01-home');
  await expectAccessible(phone, 'home');
  // Autoplay: the second slide comes up by itself about 5 s later.
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 9_000 });

  // The date-range picker (India days).
  await phone.getByRole('button', { name: /^Date range .* Change dates$/ }).click();
  const picker = phone.getByRole('dialog', { name: 'Select dates' });
  await expect(picker.getByRole('grid')).toBeVisible();
  await shot(phone, 'auctions-01b-date-range');
  await picker.getByRole('button', { name: 'Apply' }).click();
  await expect(picker).toBeHidden();

  // ── Detail: facts, the check, and a reload ───────────────────────────────────────────────────
  await card.click();
  await expect(phone).toHaveURL(new RegExp(`/auction/${auctionId}$`));
  await expect(phone.getByRole('heading', { name: title })).toBeVisible();
  await expect(phone.getByText('Min Duration Required : 2hr')).toBeVisible();
  await expect(phone.getByText('Min Wallet Amount : 100 Cr')).toBeVisible();
  await expect(phone.getByText(/Starts .*8:00 pm IST/)).toBeVisible();
  const registerNow = phone.getByRole('link', { name: 'Register Now' });
  await expect(registerNow).toBeVisible();
  await shot(phone, 'auctions-02-detail');
  await expectAccessible(phone, 'detail');
  await phone.reload();
  await expect(phone.getByRole('heading', { name: title })).toBeVisible();
  await expect(registerNow).toBeVisible();

  // ── Registration with an icon ────────────────────────────────────────────────────────────────
  await registerNow.click();
  await expect(phone).toHaveURL(new RegExp(`/register/${auctionId}$`));
  await expect(phone.getByText('Total fee')).toBeVisible();
  await phone.getByRole('button', { name: 'Register Team' }).click();
  await expect(phone.getByRole('alert')).toHaveText('Team name is required');
  await phone.getByLabel('Team name').fill('Kochi Tuskers');
  await phone.getByLabel('Mobile number').fill('9876543210');
  await phone.getByLabel(/Choose icon/).setInputFiles(ICON);
  await expect(phone.getByRole('img', { name: 'Team icon preview' })).toBeVisible();
  await shot(phone, 'auctions-03-register');
  await expectAccessible(phone, 'register');
  await phone.getByRole('button', { name: 'Register Team' }).click();
  await expect(phone.getByRole('heading', { name: 'Team Registration Successful!' })).toBeVisible();
  await expect(phone.getByText('The team is Sucessfully Registered').first()).toBeVisible();
  await shot(phone, 'auctions-04-register-done');
  expect((await balanceOf(player)).balance).toBe(100 - FEE);

  // A scheduled auction: Go Home steps back two screens (register ← detail ← home).
  await phone.getByRole('button', { name: 'Go Home' }).click();
  await expect(phone).toHaveURL(/\/home$/);

  // The detail now says to come back when it is live.
  await phone.goto(`${base()}/auction/${auctionId}`);
  await expect(
    phone.getByRole('link', { name: 'Join when Auction is Live! Go Home' }),
  ).toBeVisible();

  // ── Success screen (from a link) and back to /home ───────────────────────────────────────────
  await phone.goto(`${base()}/successregister?auctionId=${auctionId}`);
  await expect(phone.getByRole('heading', { name: 'Woohoo!' })).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Enter Auction Room' })).toHaveAttribute(
    'href',
    `/auctionRoom/${auctionId}`,
  );
  await shot(phone, 'auctions-05-success');
  await phone.getByRole('button', { name: 'Back' }).click();
  await expect(phone).toHaveURL(/\/home$/);
  await phone.goto(`${base()}/successregister?auctionId=no-such-auction`);
  await expect(phone).toHaveURL(/\/home$/);

  // ── My Auctions ──────────────────────────────────────────────────────────────────────────────
  await phone.goto(`${base()}/my-auctions`);
  await expect(phone.getByRole('tab', { name: 'SCHEDULED' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(phone.getByText('Kochi Tuskers')).toBeVisible();
  await expect(phone.getByRole('heading', { name: title.slice(0, 24) })).toBeVisible();
  await shot(phone, 'auctions-06-my-auctions');
  await expectAccessible(phone, 'my auctions');

  // ── A static page and its PDF ────────────────────────────────────────────────────────────────
  await phone.goto(`${base()}/how-to-play`);
  await expect(phone.getByRole('heading', { name: 'How to play BidXI' })).toBeVisible();
  const download = phone.waitForEvent('download');
  await phone.getByRole('button', { name: 'Download How to Play PDF' }).click();
  expect((await download).suggestedFilename()).toBe('bidxi-how-to-play.pdf');
  await expect(phone.getByText('PDF downloaded successfully')).toBeVisible();
  await shot(phone, 'auctions-07-how-to-play');
  await expectAccessible(phone, 'how to play');

  // ── The guided tour, from the side menu ──────────────────────────────────────────────────────
  await phone.getByRole('button', { name: 'Open menu' }).click();
  await phone.getByRole('button', { name: 'Quick Start Tour' }).click();
  await expect(phone).toHaveURL(/\/home$/);
  const tour = phone.getByRole('dialog', { name: 'Welcome to BidXI' });
  await expect(tour.getByText('Step 1 of 7')).toBeVisible();
  await tour.getByRole('button', { name: 'Next' }).click();
  const live = phone.getByRole('dialog', { name: 'Live auctions' });
  await expect(phone.getByText('BidXI Tour Cup')).toBeVisible();
  await shot(phone, 'auctions-08-tour-live');
  await live.getByRole('button', { name: 'Next' }).click();
  await expect(phone).toHaveURL(/\/auction\/tour-demo$/);
  const register = phone.getByRole('dialog', { name: 'Register your team' });
  await expect(register).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Register Now' })).toBeVisible();
  await shot(phone, 'auctions-09-tour-register');
  await register.getByRole('button', { name: 'Skip Tour' }).click();
  await expect(register).toBeHidden();

  // ── Admin: the registration is listed; the content editor ────────────────────────────────────
  await page.reload();
  await page.getByRole('tab', { name: 'Registrations (1)' }).click();
  await expect(page.getByRole('cell', { name: 'Kochi Tuskers', exact: true })).toBeVisible();
  await expect(page.getByText(player.email)).toBeVisible();
  await shot(page, 'auctions-14-admin-registrations');
  await page.goto(`${base()}/admin/content`);
  await expect(page.getByRole('heading', { name: 'How to play BidXI' })).toBeVisible();
  await shot(page, 'auctions-15-admin-content');
});
