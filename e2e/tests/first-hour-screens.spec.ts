/**
 * First-hour screens, each shot at 390×844 and 1280×800 into e2e/artifacts: whole player names
 * and one type word (Batter) on the team and bid-history screens, 'Min Wallet Amount : 100 Cr' on the
 * auction detail, digits-only mobile numbers, the confetti drawing under the CSP, the reset password
 * saying it needs 6 characters, and the admin's auction form keeping bots to free auctions.
 */
import { expect, test, type Page } from '../support/test';
import { io, type Socket } from 'socket.io-client';
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
import { adminPage } from '../support/admin';
import { E2E_ADMIN } from '../support/worker-services';
import { shot } from '../support/shots';
import { PHONE } from '../support/room';

const base = () => process.env.E2E_BASE_URL ?? '';
const LONG_NAMES = [
  'Bhuvneshwar Kumar',
  'Jake Fraser-McGurk',
  'Varun Chakravarthy',
  'Nitish Kumar Reddy',
];

/** Shoots `page` at the phone size and at 1280×800. */
async function bothSizes(page: Page, name: string) {
  await page.setViewportSize(PHONE.viewport);
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, `${name}-1280`);
  await page.setViewportSize(PHONE.viewport);
}

/** Bids the next amount on every lot from a socket until bidding ends (the windows are short). */
async function buyEverything(player: Player, auctionId: string): Promise<void> {
  const socket: Socket = io(base(), {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token: player.token, 'x-room-lobby': auctionId, deviceId: 'e2e-screens' },
  });
  let myTeamId: string | null = null;
  const consider = (
    lot: { auctionPlayerId: string; minNextBid: number; highestTeamId: string | null } | null,
  ) => {
    if (!lot || !myTeamId || lot.highestTeamId === myTeamId) return;
    socket.emit(
      'bid',
      { auctionPlayerId: lot.auctionPlayerId, biddingAmount: lot.minNextBid },
      () => undefined,
    );
  };
  socket.on('roomState', (s: { myTeamId: string | null; state: { currentLot: unknown } }) => {
    myTeamId = s.myTeamId;
    if (s.state.currentLot) socket.emit('getActivePlayer', {}, () => undefined);
  });
  socket.on('activePlayerDetail', (e: { lot: Parameters<typeof consider>[0] }) => consider(e.lot));
  socket.on('newBid', (e: { teamId: string; lot: Parameters<typeof consider>[0] }) => {
    if (e.teamId !== myTeamId) consider(e.lot);
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bidding did not end within 90 s')), 90_000);
    socket.on('biddingEnded', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.on('connect_error', reject);
  });
  socket.close();
}

test('the first hour’s screens at 390×844 and 1280×800', async ({ browser }) => {
  test.setTimeout(300_000);
  const admin = await adminLogin(base(), E2E_ADMIN.email, E2E_ADMIN.password);
  const me = await signUp(base(), `Dev${String(Date.now()).slice(-5)}`);
  const context = await browser.newContext(PHONE);
  await signInContext(context, me);
  const page = await context.newPage();

  // — A short free auction (a bot keeps the room at two) in which the player buys long-named players.
  const rows = sheetRows(148).filter((r) => LONG_NAMES.includes(r.name ?? ''));
  expect(rows.map((r) => r.name).sort()).toEqual([...LONG_NAMES].sort());
  const cupId = await createAuction(base(), admin, {
    title: 'E2E Long Names Cup',
    rows,
    lobbyMs: 0,
    lotWindowMs: 1_500,
    bidWindowMs: 1_000,
    pauseBetweenLotsMs: 300,
    botTeams: 1,
  });
  await registerTeam(base(), me, cupId, 'Dev Dynamos');
  const playing = buyEverything(me, cupId);
  await goLive(base(), admin, cupId);
  await playing;

  await page.goto(`${base()}/yourTeamPlayers/${cupId}/${me.id}`);
  await expect(page.getByTestId('squad-row').first()).toBeVisible();
  const names = await page.getByTestId('squad-row').locator('p').first().allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of LONG_NAMES) {
    const row = page.getByTestId('squad-row').filter({ hasText: name });
    if ((await row.count()) === 0) continue; // the bot may have bought it
    const title = row.locator('p').first();
    // The whole name shows: the line is not cut with an ellipsis.
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }
  await expect(page.getByText('Batsmen', { exact: false })).toHaveCount(0);
  await bothSizes(page, 'screens-01-team');

  await page.goto(`${base()}/bidhistory`);
  await expect(page.getByTestId('bid-group').first()).toContainText('E2E Long Names Cup');
  await bothSizes(page, 'screens-02-bid-history');

  // — A scheduled paid auction's detail, and its registration form.
  const paidId = await createAuction(base(), admin, {
    title: 'E2E Friday Cup',
    rows: sheetRows(12),
    lobbyMs: 60_000,
    lotWindowMs: 20_000,
    bidWindowMs: 15_000,
    botTeams: 0,
  });
  await page.goto(`${base()}/auction/${paidId}`);
  await expect(page.getByText('Min Wallet Amount : 100 Cr')).toBeVisible();
  await expect(page.getByText(/Starts in \d+ min|Starts in \d+ h/)).toHaveCount(0); // the card, not the detail
  await bothSizes(page, 'screens-03-auction-detail');
  await page.goto(`${base()}/register/${paidId}`);
  const mobile = page.getByLabel('Mobile number');
  await mobile.pressSequentially('98a76b5-43c210');
  await expect(mobile).toHaveValue('9876543210');
  await bothSizes(page, 'screens-04-registration');

  // — Registering for a LIVE auction: 'Woohoo!' throws its confetti, which the CSP lets draw.
  const cspErrors: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to create a worker/i.test(m.text()))
      cspErrors.push(m.text());
  });
  const liveId = await createAuction(base(), admin, {
    title: 'E2E Confetti Cup',
    rows: sheetRows(12),
    lobbyMs: 600_000,
    lotWindowMs: 20_000,
    bidWindowMs: 15_000,
    botTeams: 0,
  });
  await goLive(base(), admin, liveId);
  // Confetti is motion: this page stops preferring reduced motion (the suite's default) for it.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(`${base()}/register/${liveId}`);
  await page.getByLabel('Team name').fill('Confetti Kings');
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByRole('button', { name: 'Register Team' }).click();
  await page.getByRole('link', { name: 'Enter Auction' }).click();
  await expect(page.getByText('Woohoo!')).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(1, { timeout: 5_000 });
  // The confetti is in flight (the canvas is drawn off the main thread): two shots of it differ.
  const canvas = page.locator('canvas');
  await expect
    .poll(async () => !(await canvas.screenshot()).equals(await canvas.screenshot()))
    .toBe(true);
  await shot(page, 'screens-05-confetti-390');
  expect(cspErrors).toEqual([]);
  await page.emulateMedia({ reducedMotion: 'reduce' });

  // — Reset password: a short password is refused before sending, saying why.
  const guest = await browser.newContext(PHONE);
  const reset = await guest.newPage();
  await reset.goto(`${base()}/resetpass/${encodeURIComponent(me.email)}/0123456789abcdef0123`);
  await reset.getByLabel('Password', { exact: true }).fill('abc12');
  await reset.getByLabel('Confirm Password', { exact: true }).fill('abc12');
  await reset.getByRole('button', { name: 'Reset' }).click();
  await expect(reset.getByRole('alert')).toHaveText('Password should be at least 6 characters');
  await bothSizes(reset, 'screens-06-reset-password');
  await guest.close();

  // — The admin: bots only in free auctions, and a player's practice auction marked Practice.
  await fetch(`${base()}/api/practice`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${me.token}` },
  });
  const desk = await adminPage(browser, admin);
  await desk.goto(`${base()}/admin/auctions`);
  await expect(desk.getByText('Practice', { exact: true }).first()).toBeVisible();
  await shot(desk, 'screens-07-admin-auctions-1280');
  await desk.setViewportSize(PHONE.viewport);
  await shot(desk, 'screens-07-admin-auctions-390');
  await desk.setViewportSize({ width: 1280, height: 800 });
  await desk.getByRole('button', { name: 'New auction' }).first().click();
  await desk.getByLabel('Title').fill('Paid with bots');
  await desk.getByLabel('Registration fee (₹)').fill('10');
  await desk.getByRole('button', { name: 'Advanced' }).click();
  await desk.getByLabel('Practice bots').fill('2');
  await desk.getByRole('button', { name: 'Create auction' }).click();
  await expect(
    desk.getByText(
      'Practice bots can only play in free (₹0) auctions: set the fee to 0 or remove the bots',
    ),
  ).toBeVisible();
  await shot(desk, 'screens-08-admin-bots-free-only-1280');
  await desk.setViewportSize(PHONE.viewport);
  await shot(desk, 'screens-08-admin-bots-free-only-390');
  await desk.context().close();
  await context.close();
});
