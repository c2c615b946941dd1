/**
 * Player photos, stats and slot points in a browser: an admin puts photos on sheet players from the pool screen; the
 * room shows them with the stats line and the slot points before anyone buys; the header tells the
 * connection and the auction's status apart; at 1280×800 the room is three columns (panels | lot and
 * bid controls | chat) and, with each side panel open, the countdown and INCREASE BID stay in view and
 * clickable (the 390×844 half of that check is smart-bidding.spec.ts); a sale lands the SOLD stamp.
 * Screens at 390×844 and 1280×800 in e2e/artifacts (room-look-*).
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
import { adminPage, DESKTOP, shootBothSizes } from '../support/admin';
import { E2E_ADMIN } from '../support/worker-services';
import { shot } from '../support/shots';
import { phone, text } from '../support/room';

/** Whole lakhs from the room's '2.25 Cr' / '25L'. */
const lakhs = (shown: string) =>
  shown.endsWith('L') ? Number(shown.slice(0, -1)) : Math.round(Number(shown.split(' ')[0]) * 100);

/** The clock, the price and INCREASE BID wholly on screen, and INCREASE BID enabled. */
async function expectAuctionInView(page: Page) {
  for (const id of ['lot-countdown', 'current-bid', 'increase-bid']) {
    await expect(page.getByTestId(id)).toBeInViewport({ ratio: 1 });
  }
  await expect(page.getByTestId('increase-bid')).toBeEnabled();
}

/** A desktop browser (1280×800, mouse) signed in as `player`, on `url`. */
async function desktop(browser: Browser, player: Player, url: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  });
  await signInContext(context, player);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** A portrait-like PNG drawn by the browser's canvas (a stand-in for a real photo). */
async function photoPng(page: Page, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((h) => {
    const c = document.createElement('canvas');
    c.width = 600;
    c.height = 600;
    const g = c.getContext('2d')!;
    const bg = g.createLinearGradient(0, 0, 600, 600);
    bg.addColorStop(0, `hsl(${h} 55% 45%)`);
    bg.addColorStop(1, `hsl(${h + 40} 60% 20%)`);
    g.fillStyle = bg;
    g.fillRect(0, 0, 600, 600);
    g.fillStyle = 'hsl(30 40% 70%)';
    g.beginPath();
    g.arc(300, 230, 110, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = `hsl(${h + 180} 60% 35%)`;
    g.beginPath();
    g.ellipse(300, 600, 220, 220, 0, Math.PI, 0);
    g.fill();
    return c.toDataURL('image/png');
  }, hue);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('player photos, stats and slot points, status chips, the desktop room, the SOLD stamp', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const base = process.env.E2E_BASE_URL!;
  const admin = await adminLogin(base, E2E_ADMIN.email, E2E_ADMIN.password);
  const auctionId = await createAuction(base, admin, {
    title: 'E2E Room Look',
    rows: sheetRows(12),
    lobbyMs: 3_000,
    // The first lot must still be open after the phone and desktop walks and their screenshots (at
    // load 17 they took over 90 s, and the lot closed unsold under them); it ends early on A's pass.
    lotWindowMs: 240_000,
    bidWindowMs: 60_000,
    pauseBetweenLotsMs: 10_000,
    botTeams: 0,
  });

  // — The admin puts photos on the first two players of the pool (the first two lots).
  const desk = await adminPage(browser, admin);
  await desk.goto(`${base}/admin/auctions/${auctionId}`);
  const rows = desk.getByRole('region', { name: 'Player pool' }).locator('tbody tr');
  await expect(rows).toHaveCount(12);
  const photoNames: string[] = [];
  for (const [i, hue] of [210, 130].entries()) {
    const name = (await rows.nth(i).locator('td').nth(2).textContent()) ?? '';
    photoNames.push(name);
    await rows
      .nth(i)
      .getByLabel(`Upload photo of ${name}`)
      .setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: await photoPng(desk, hue),
      });
    await expect(rows.nth(i).getByTestId('player-photo')).toBeVisible();
  }
  await expect(rows.nth(2).getByTestId('player-initials')).toBeVisible();
  await shootBothSizes(desk, 'pool-photos', async () => {
    await expect(rows.nth(0).getByTestId('player-photo')).toBeVisible();
  });
  await desk.context().close();

  // — Two players: A on a phone, B on a desktop.
  const tag = String(Date.now() % 100_000);
  const a = await signUp(base, `Ira${tag}`);
  const b = await signUp(base, `Kabir${tag}`);
  await registerTeam(base, a, auctionId, 'Ira Invincibles');
  await registerTeam(base, b, auctionId, 'Kabir Kings');
  await goLive(base, admin, auctionId);
  const url = `${base}/auctionRoom/${auctionId}`;
  const pa = await phone(browser, a, url);
  const pb = await desktop(browser, b, url);
  await expect(pa.getByTestId('lot-player-name')).toHaveText(photoNames[0]!, { timeout: 30_000 });
  await expect(pb.getByTestId('lot-player-name')).toHaveText(photoNames[0]!);

  // The header: this phone's connection, and the auction's own status, apart.
  for (const page of [pa, pb]) {
    await expect(page.getByTestId('connection-status')).toHaveText('Connected');
    await expect(page.getByTestId('auction-status')).toHaveAttribute('data-status', 'live');
  }

  // — The phone: the photo, the stats line, the slot points a tap away, Upcoming's details.
  const card = pa.getByRole('region', { name: 'Player on the block' });
  await expect(card.getByTestId('player-photo')).toBeVisible();
  await expect(card.getByTestId('player-stats')).toHaveText(/^Best at #\d+: \d+ pts · scores at #/);
  await expect(card.getByTestId('slot-points')).toBeHidden();
  await card.getByText('Slot points (1–11)').click();
  await expect(card.getByTestId('slot-points').getByRole('cell')).toHaveCount(11);
  await expectAuctionInView(pa);
  await shot(pa, 'room-look-390-lot-card');
  await pa
    .getByRole('navigation', { name: 'Room panels' })
    .getByRole('button', { name: 'Upcoming' })
    .click();
  const firstUpcoming = pa.getByTestId('upcoming-row').first();
  await firstUpcoming.getByRole('button', { expanded: false }).first().click();
  await expect(firstUpcoming.getByTestId('slot-points')).toBeVisible();
  await expect(firstUpcoming.getByTestId('player-photo')).toBeVisible(); // the second photo
  await expectAuctionInView(pa);
  await shot(pa, 'room-look-390-upcoming-details');
  await pa.keyboard.press('Escape');

  // — The desktop: three columns; the slot points open; each side panel beside the lot.
  await expect(pb.getByTestId('room-wide')).toBeVisible();
  await expect(pb.getByTestId('slot-points')).toBeVisible();
  await expect(pb.getByTestId('room-chat-column')).toBeInViewport();
  await expectAuctionInView(pb);
  await shot(pb, 'room-look-1280-main');
  const tabs = ['My Team', 'Teams', 'Upcoming', 'Pull Back'];
  for (const [i, tab] of tabs.entries()) {
    await pb
      .getByRole('navigation', { name: 'Room panels' })
      .getByRole('button', { name: tab })
      .click();
    await expect(pb.getByTestId('room-side-panel')).toHaveAttribute('aria-label', tab);
    await expect(pb.getByTestId('room-chat-column')).toBeInViewport();
    await expectAuctionInView(pb);
    await shot(pb, `room-look-1280-panel-${i + 1}-${tab.toLowerCase().replace(' ', '-')}`);
  }
  // Chat has its column: a message goes out while the lot runs beside it.
  const chat = pb.getByTestId('room-chat-column');
  await chat.getByRole('textbox', { name: 'Message' }).fill('Good luck, everyone!');
  await chat.getByRole('button', { name: 'Send message' }).click();
  await expect(chat).toContainText('Good luck, everyone!');
  await expect(pa.getByTestId('chat-ticker')).toContainText('Good luck, everyone!');
  await expectAuctionInView(pb);

  // B bids from the desktop with Pull Back open beside the lot.
  const before = lakhs(await text(pb, 'current-bid'));
  await pb.getByTestId('increase-bid').click();
  await expect
    .poll(async () => lakhs(await text(pb, 'current-bid')), { timeout: 5_000 })
    .toBeGreaterThanOrEqual(before);
  await expect(pb.getByTestId('highest-bidder')).toHaveText('You');
  await pb
    .getByRole('navigation', { name: 'Room panels' })
    .getByRole('button', { name: 'My Team' })
    .click();

  // — A passes: the lot ends early and both see the SOLD stamp on the photo.
  await pa.getByTestId('lot-pass').click();
  for (const page of [pa, pb]) {
    const result = page.getByTestId('between-lots');
    await expect(result).toContainText('SOLD', { timeout: 15_000 });
    await expect(result.getByTestId('sold-stamp')).toBeVisible();
    await expect(result.getByTestId('player-photo')).toBeVisible();
  }
  await expect(pb.getByTestId('between-lots')).toContainText('SOLD to You');
  await expect(pb.getByTestId('my-team-panel')).toContainText(photoNames[0]!);
  await expect(pb.getByTestId('my-team-panel').getByTestId('player-photo')).toBeVisible();
  await shot(pa, 'room-look-390-sold');
  await shot(pb, 'room-look-1280-sold');
  await pb.setViewportSize({ width: 390, height: 844 });
  await expect(pb.getByTestId('room-wide')).toHaveCount(0); // back to the phone layout
  await expect(pb.getByTestId('lot-player-name').or(pb.getByTestId('between-lots'))).toBeVisible();
  await pb.setViewportSize(DESKTOP);

  // — The player screens laid out for a desktop (and their phone layout, unchanged).
  const screens: [string, string, string, string][] = [
    ['home', `${base}/home`, 'Shortcuts', 'E2E Room Look'],
    ['team', `${base}/yourTeamPlayers/${auctionId}/${b.id}`, 'Batting order', 'Kabir Kings'],
  ];
  await pb.goto(`${base}/auction/${auctionId}`);
  await expect(pb.getByRole('heading', { name: 'E2E Room Look' })).toBeVisible();
  await expect(pb.locator('[data-layout="wide"]')).toBeVisible();
  await shot(pb, 'room-look-1280-auction-detail');
  for (const [name, target, landmark, ready] of screens) {
    await pb.goto(target);
    await expect(pb.getByText(ready).first()).toBeVisible();
    for (const [size, viewport] of [
      ['1280', DESKTOP],
      ['390', { width: 390, height: 844 }],
    ] as const) {
      await pb.setViewportSize(viewport);
      await expect(
        pb.getByRole(name === 'home' ? 'navigation' : 'list', { name: landmark }),
      ).toBeVisible();
      await expect(pb.locator('[data-layout="wide"]')).toBeVisible();
      await shot(pb, `room-look-${size}-${name}`);
    }
  }
  await expect(pb.getByTestId('squad-row').first().getByTestId('player-photo')).toBeVisible();
  await pa.context().close();
  await pb.context().close();
});
