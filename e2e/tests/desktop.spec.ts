/**
 * The desktop layout of the wallet and the auction detail: at 1280×800 the wallet is two columns (balance,
 * its actions and payment info | transactions) with Withdraw and Add Money in the page under the
 * balance, and Add Money opens as a centred dialog; the auction detail is two columns with the
 * registration action in view without scrolling. At 390×844 the same screens keep the phone layout
 * (the actions fixed at the bottom, Add Money a bottom sheet). No sideways scroll at either size.
 * My Auctions is two columns of cards at 1280×800, Profile two columns (KYC documents on the right),
 * Bid history and Standings a 48 rem column, Home's date filter a centred dialog. Screens in e2e/artifacts (desktop-*).
 */
import { expect, test, type Browser, type Locator, type Page } from '../support/test';
import {
  adminLogin,
  createAuction,
  registerTeam,
  sheetRows,
  signInContext,
  signUp,
} from '../support/auction';
import { DESKTOP, expectNoSideScroll, requestRecharge } from '../support/admin';
import { E2E_ADMIN } from '../support/worker-services';
import { PHONE } from '../support/room';
import { shot } from '../support/shots';

type Player = Awaited<ReturnType<typeof signUp>>;

const DESKTOP_CONTEXT = {
  viewport: DESKTOP,
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
};

async function open(browser: Browser, player: Player, size: 'desktop' | 'phone', url: string) {
  const context = await browser.newContext(size === 'desktop' ? DESKTOP_CONTEXT : PHONE);
  await signInContext(context, player);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** The bounding box of a test id (it must be rendered). */
async function box(page: Page, testId: string) {
  const b = await page.getByTestId(testId).boundingBox();
  expect(b, testId).not.toBeNull();
  return b!;
}

/** The box of a dialog once its opening slide or fade has ended (two equal reads 100 ms apart). */
async function settledBox(dialog: Locator) {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await dialog.boundingBox());
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
  return (await dialog.boundingBox())!;
}

test('wallet and auction detail: two columns at 1280×800, the phone layout at 390×844', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const base = process.env.E2E_BASE_URL!;
  const admin = await adminLogin(base, E2E_ADMIN.email, E2E_ADMIN.password);
  const player = await signUp(base, `Desk${String(Date.now() % 100_000)}`);
  // Two pending recharges, so the history has rows.
  await requestRecharge(base, player, 500, `E2EDESK${Date.now()}`);
  await requestRecharge(base, player, 1200, `E2EDESK${Date.now() + 1}`);
  const auctionId = await createAuction(base, admin, {
    title: 'E2E Desktop Detail',
    rows: sheetRows(4),
    lobbyMs: 3_000,
    lotWindowMs: 60_000,
    bidWindowMs: 30_000,
    botTeams: 0,
  });

  // — The wallet on a desktop.
  const desk = await open(browser, player, 'desktop', `${base}/myWallet`);
  await expect(desk.getByTestId('wallet-total')).toBeVisible();
  await expect(desk.getByText('E2EDESK').first()).toBeVisible();
  const withdraw = desk.getByRole('button', { name: 'Withdraw', exact: true });
  const addMoney = desk.getByRole('button', { name: 'Add Money', exact: true });
  for (const button of [withdraw, addMoney]) await expect(button).toBeInViewport({ ratio: 1 });
  const summary = await box(desk, 'wallet-summary');
  const balance = await box(desk, 'wallet-actions');
  const history = await desk.getByRole('heading', { name: 'Transactions' }).boundingBox();
  // The actions are in the summary column, right under the balance, and the history beside it.
  expect(balance.y).toBeLessThan(400);
  expect(balance.x + balance.width).toBeLessThanOrEqual(summary.x + summary.width + 1);
  expect(history!.x).toBeGreaterThan(summary.x + summary.width);
  expect(history!.y).toBeLessThan(balance.y);
  await expectNoSideScroll(desk);
  await shot(desk, 'desktop-wallet-1280');

  // Add Money is a dialog in the middle of the window, not a sheet across the bottom.
  await addMoney.click();
  const dialog = desk.getByRole('dialog', { name: 'Add Money' });
  await expect(dialog).toBeVisible();
  const d = await settledBox(dialog);
  expect(d.width).toBeLessThanOrEqual(520);
  expect(Math.abs(d.x + d.width / 2 - DESKTOP.width / 2)).toBeLessThan(2);
  expect(d.y).toBeGreaterThan(8);
  expect(DESKTOP.height - (d.y + d.height)).toBeGreaterThan(8);
  await shot(desk, 'desktop-wallet-add-1280');
  await desk.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // — The auction detail on a desktop: the register action beside the picture, in view.
  await desk.goto(`${base}/auction/${auctionId}`);
  await expect(desk.getByRole('heading', { name: 'E2E Desktop Detail' })).toBeVisible();
  const action = desk.getByTestId('register-action');
  await expect(action.getByRole('button').or(action.getByRole('link')).first()).toBeInViewport({
    ratio: 1,
  });
  const picture = await desk.getByRole('heading', { name: 'E2E Desktop Detail' }).boundingBox();
  expect((await box(desk, 'register-action')).x).toBeGreaterThan(picture!.x + picture!.width);
  await expectNoSideScroll(desk);
  await shot(desk, 'desktop-auction-1280');
  await desk.context().close();

  // — The same screens on a phone keep the phone layout.
  const phone = await open(browser, player, 'phone', `${base}/myWallet`);
  await expect(phone.getByText('E2EDESK').first()).toBeVisible();
  const bar = await box(phone, 'wallet-actions');
  expect(Math.round(bar.y + bar.height)).toBe(PHONE.viewport.height);
  for (const name of ['Withdraw', 'Add Money']) {
    await expect(phone.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  await expectNoSideScroll(phone);
  await shot(phone, 'desktop-wallet-390');
  await phone.getByRole('button', { name: 'Add Money', exact: true }).click();
  const sheet = await settledBox(phone.getByRole('dialog', { name: 'Add Money' }));
  expect(Math.round(sheet.y + sheet.height)).toBe(PHONE.viewport.height);
  expect(Math.round(sheet.width)).toBe(PHONE.viewport.width);
  await phone.keyboard.press('Escape');

  await phone.goto(`${base}/auction/${auctionId}`);
  await expect(phone.getByRole('heading', { name: 'E2E Desktop Detail' })).toBeVisible();
  const phoneAction = phone.getByTestId('register-action');
  await expect(
    phoneAction.getByRole('button').or(phoneAction.getByRole('link')).first(),
  ).toBeInViewport({ ratio: 1 });
  await expectNoSideScroll(phone);
  await shot(phone, 'desktop-auction-390');
  await phone.context().close();
});

test('my auctions, profile, bid history, standings and the date filter at 1280×800 and 390×844', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const base = process.env.E2E_BASE_URL!;
  const admin = await adminLogin(base, E2E_ADMIN.email, E2E_ADMIN.password);
  const player = await signUp(base, `Wide${String(Date.now() % 100_000)}`);
  const ids: string[] = [];
  for (const title of ['E2E Desktop Mine One', 'E2E Desktop Mine Two']) {
    const id = await createAuction(base, admin, {
      title,
      rows: sheetRows(4),
      lobbyMs: 3_000,
      lotWindowMs: 60_000,
      bidWindowMs: 30_000,
      botTeams: 0,
    });
    await registerTeam(base, player, id, `${title.split(' ').at(-1)} XI`);
    ids.push(id);
  }

  const desk = await open(browser, player, 'desktop', `${base}/my-auctions`);
  const cards = desk.getByRole('heading', { name: /E2E Desktop Mine/ });
  await expect(cards).toHaveCount(2);
  const [one, two] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
  expect(Math.abs(one.y - two.y)).toBeLessThan(2);
  await expectNoSideScroll(desk);
  await shot(desk, 'desktop-my-auctions-1280');

  await desk.goto(`${base}/profile`);
  await expect(desk.getByRole('heading', { name: player.username })).toBeVisible();
  const logout = desk.getByRole('button', { name: 'Logout' });
  await expect(logout).toBeInViewport({ ratio: 1 });
  await expectNoSideScroll(desk);
  await shot(desk, 'desktop-profile-1280');

  await desk.goto(`${base}/bidhistory`);
  await expect(desk.getByRole('heading', { name: 'Bid history' })).toBeVisible();
  await expectNoSideScroll(desk);
  await shot(desk, 'desktop-bid-history-1280');

  await desk.goto(`${base}/teamPage/${ids[0]}/${player.id}`);
  await expect(desk.getByTestId('team-card')).toHaveCount(1);
  await expectNoSideScroll(desk);
  await shot(desk, 'desktop-standings-1280');

  // Home's date filter (the other bottom sheet of the player screens) is a centred dialog too.
  await desk.goto(`${base}/home`);
  await desk.getByRole('button', { name: /^Date range/ }).click();
  const dates = desk.getByRole('dialog', { name: 'Select dates' });
  await expect(dates.getByRole('button', { name: 'Apply' })).toBeInViewport({ ratio: 1 });
  const r = await settledBox(dates);
  expect(Math.abs(r.x + r.width / 2 - DESKTOP.width / 2)).toBeLessThan(2);
  await shot(desk, 'desktop-home-dates-1280');
  await desk.context().close();

  const phone = await open(browser, player, 'phone', `${base}/my-auctions`);
  await expect(phone.getByRole('heading', { name: /E2E Desktop Mine/ })).toHaveCount(2);
  await expectNoSideScroll(phone);
  await shot(phone, 'desktop-my-auctions-390');
  await phone.goto(`${base}/profile`);
  await expect(phone.getByRole('heading', { name: player.username })).toBeVisible();
  await expectNoSideScroll(phone);
  await shot(phone, 'desktop-profile-390');
  await phone.context().close();
});
