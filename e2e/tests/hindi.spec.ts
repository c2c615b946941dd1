/**
 * Hindi on a 390×844 phone: a guest switches to हिन्दी on the splash and signs in; a
 * signed-in player switches from the side menu and walks home, an auction's detail, the wallet, the
 * standings, My Auctions, the profile and the phone check; two players bid in the live room; after a
 * paid auction the owner orders the XI, reads the results and opens Responsible gaming. On
 * every screen no English interface word is left (names people typed are theirs), nothing scrolls
 * sideways, and a screenshot is saved as e2e/artifacts/hindi-*.png.
 */
import { expect, test, type Browser, type Page } from '../support/test';
import {
  adminLogin,
  createAuction,
  goLive,
  registerTeam,
  sheetRows,
  signInContext,
  signUp,
  type Player,
} from '../support/auction';
import { E2E_ADMIN } from '../support/worker-services';
import { base, expectHindiScreen, typedTexts } from '../support/hindi';
import { PHONE } from '../support/room';
import {
  createPaidAuction,
  fundedTeam,
  playAuction,
  pool,
  scoredResults,
  sitInRoom,
} from '../support/scored-auction';

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

/** A phone that chose Hindi on this device before, signed in as `player`. */
async function hindiPhone(browser: Browser, player: Player): Promise<Page> {
  const context = await browser.newContext(PHONE);
  await signInContext(context, player);
  await context.addInitScript(() => localStorage.setItem('bidxi-language', 'hi'));
  return context.newPage();
}

test('after a paid auction in Hindi: the XI in its reorder window, the results, responsible gaming', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const stamp = String(Date.now()).slice(-5);
  const admin = await adminLogin(base(), E2E_ADMIN.email, E2E_ADMIN.password);
  const title = `Hindi Results ${stamp}`;
  const fee = 10;
  const auctionId = await createPaidAuction(base(), admin, { title, fee, reorderWindowMs: 45_000 });
  const me = await signUp(base(), `Kavya${stamp}`);
  const rival = await signUp(base(), `Dev${stamp}`);
  const teams = [`Kavya Kings ${stamp}`, `Dev Daredevils ${stamp}`];
  await fundedTeam(base(), admin, me, auctionId, teams[0]!, fee);
  await fundedTeam(base(), admin, rival, auctionId, teams[1]!, fee);
  const leaveRoom = await sitInRoom(base(), rival, auctionId);
  await goLive(base(), admin, auctionId);
  const squad = await playAuction(base(), me, auctionId);
  leaveRoom();
  expect(squad).toHaveLength(11);

  const playerNames = pool().map((r) => r.name!);
  const names = [
    title,
    me.username,
    rival.username,
    me.email,
    ...teams,
    ...playerNames,
    // A player without a photo shows initials.
    ...playerNames.map((n) =>
      n
        .split(' ')
        .map((w) => w.charAt(0))
        .join(''),
    ),
  ];

  // The owner's XI while the reorder window runs: countdown, drag hint, move buttons.
  const page = await hindiPhone(browser, me);
  const teamUrl = `${base()}/yourTeamPlayers/${auctionId}/${me.id}`;
  await page.goto(teamUrl);
  await expect(page.getByTestId('squad-row')).toHaveCount(11);
  await expect(page.getByTestId('window-countdown')).toBeVisible();
  await expect(page.getByText('क्रम बदलने का समय बचा')).toBeVisible();
  await expect(page.getByTestId('reorder-status')).toContainText('भारतीय समय');
  await expectHindiScreen(page, 'team', names);

  const first = await page.getByTestId('squad-row').first().locator('p').first().innerText();
  await page.getByRole('button', { name: `${first} को नीचे ले जाएँ` }).click();
  await expect(page.getByTestId('move-announcer')).toHaveText(
    `${first} को 11 में से 2 नंबर पर ले जाया गया`,
  );
  const bar = page.getByTestId('update-bar');
  await expect(bar).toContainText('क्रम बदला गया,');
  await expectHindiScreen(page, 'team-reorder', names);
  await bar.getByRole('button', { name: 'अपडेट करें' }).click();
  await expect(page.getByText('क्रम अपडेट हो गया')).toBeVisible();
  await expect(bar).toBeHidden();

  // The window runs out; the auction completes and is scored.
  await scoredResults(base(), auctionId, me.token, 120_000);
  await page.goto(`${base()}/result/${auctionId}`);
  await expect(page.getByText('ऑक्शन का नतीजा')).toBeVisible();
  await expect(page.getByTestId('team-card')).toHaveCount(2);
  await expect(page.getByText('मेरी टीम')).toBeVisible();
  // The log hash (read from the audit log after the standings) is a typed-looking text, not a word.
  await expect(page.getByTestId('head-hash')).toHaveCount(1);
  const hashes = await page.getByTestId('head-hash').allInnerTexts();
  await expectHindiScreen(page, 'results', [...names, ...hashes]);

  await page.goto(teamUrl);
  await expect(page.getByText('क्रम बदलने का समय ख़त्म हो गया।')).toBeVisible();
  await expectHindiScreen(page, 'team-final', names);

  // Responsible gaming: the limit, the break and its confirmation (not confirmed).
  await page.goto(`${base()}/responsible-gaming`);
  await expect(page.getByRole('heading', { name: 'ज़िम्मेदारी से खेलें' })).toBeVisible();
  await expect(page.getByText('कोई सीमा नहीं')).toBeVisible();
  await expectHindiScreen(page, 'gaming', names);
  await page.getByText('7 दिन', { exact: true }).click();
  await page.getByRole('button', { name: '7 दिन का ब्रेक लें' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('लगभग');
  await expectHindiScreen(page, 'gaming-confirm', names);
  await confirm.getByRole('button', { name: 'खेलते रहें' }).click();
  await page.context().close();
});
