/**
 * After the hammer, on a 390×844 phone: a paid auction with two players and short windows
 * (practice bots play only in free auctions) runs to the end while the player bids from
 * a socket client (the room's windows are far too short for taps) and a rival sits in the room without
 * bidding; the player orders the XI by a long-press drag and by the move buttons, saves it,
 * the reorder window runs out, the auction completes and is scored, the standings show the rank and
 * winnings, the wallet holds the PRIZE entry, and the admin sees analytics and the results.
 */
import { expect, test, type Page } from '../support/test';
import { adminLogin, goLive, registerTeam, signUp } from '../support/auction';
import { E2E_ADMIN } from '../support/worker-services';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { shot } from '../support/shots';
import { audit } from '../support/axe';
import { phone } from '../support/room';
import {
  api,
  fundWallet,
  indiaStart,
  playAuction,
  pool,
  scoredResults,
  sitInRoom,
  TYPES,
  type PlayerType,
} from '../support/scored-auction';

const REORDER_WINDOW_MS = 60_000;
const FEE_RUPEES = 10;

const rowNames = (page: Page) =>
  page
    .getByTestId('squad-row')
    .evaluateAll((rows) => rows.map((r) => r.querySelector('p')?.textContent ?? ''));

/**
 * A finger on `from`, held until the row lifts (the drag starts after the hold the squad asks for),
 * moved down to `to` in small steps, lifted once the squad has painted the move.
 */
async function longPressDrag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  await touch('touchStart', from);
  await expect(page.locator('[data-testid="squad-row"][data-dragging]')).toHaveCount(1);
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    await touch('touchMove', { x: from.x, y: from.y + ((to.y - from.y) * i) / steps });
  }
  await page.evaluate(
    () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
  );
  await touch('touchEnd');
  await cdp.detach();
}

test('results: two players and short windows → reorder by drag and buttons → completion → rank, winnings, prize', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const base = process.env.E2E_BASE_URL!;
  const admin = await adminLogin(base, E2E_ADMIN.email, E2E_ADMIN.password);
  const created = await api<{ auction: { id: string } }>(base, '/auctions/register', {
    method: 'POST',
    token: admin,
    body: JSON.stringify({
      title: 'E2E Results Cup',
      registrationFee: FEE_RUPEES,
      ...indiaStart(60 * 60_000),
      lobbyMs: 0,
      lotWindowMs: 700,
      bidWindowMs: 500,
      pauseBetweenLotsMs: 50,
      reorderWindowMs: REORDER_WINDOW_MS,
      botTeams: 0,
    }),
  });
  const auctionId = created.auction.id;
  await api(base, '/players/register-to-auction-3', {
    method: 'POST',
    token: admin,
    body: JSON.stringify({ auctionId, players: pool() }),
  });

  const tag = String(Date.now() % 100_000);
  const me = await signUp(base, `Ravi${tag}`);
  await fundWallet(base, admin, me, 100);
  await registerTeam(base, me, auctionId, 'Ravi Royal Strikers');
  const rival = await signUp(base, `Meera${tag}`);
  await fundWallet(base, admin, rival, 100);
  await registerTeam(base, rival, auctionId, 'Meera Mavericks');
  const leaveRoom = await sitInRoom(base, rival, auctionId);
  await goLive(base, admin, auctionId);

  // Bidding, from a socket client: the user ends with a valid XI.
  const squad = await playAuction(base, me, auctionId);
  leaveRoom();
  const count = (t: PlayerType) => squad.filter((s) => s === t).length;
  console.log(
    `squad: ${squad.length} players`,
    Object.fromEntries(TYPES.map((t) => [t, count(t)])),
  );
  expect(squad).toHaveLength(11);

  // The reorder window: the owner's page, editable.
  const page = await phone(browser, me, `${base}/yourTeamPlayers/${auctionId}/${me.id}`);
  await expect(page.getByTestId('squad-row')).toHaveCount(11);
  await expect(page.getByTestId('window-countdown')).toBeVisible();
  await expect(page.getByTestId('reorder-status')).toContainText('IST');
  await expect(page.getByRole('button', { name: /^Move .* down$/ }).first()).toBeVisible();
  await shot(page, 'results-01-team-owner');

  // Long-press the first player and drag them two rows down (away from the bottom 50 px, where the
  // list would auto-scroll under the finger).
  const before = await rowNames(page);
  const rows = page.getByTestId('squad-row');
  const top = (await rows.nth(0).boundingBox())!.y;
  await page.evaluate((dy) => window.scrollBy(0, dy), top - 140);
  const first = (await rows.nth(0).boundingBox())!;
  const third = (await rows.nth(2).boundingBox())!;
  await longPressDrag(
    page,
    { x: first.x + first.width * 0.4, y: first.y + first.height / 2 },
    { x: first.x + first.width * 0.4, y: third.y + third.height / 2 + 4 },
  );
  await expect(page.getByTestId('update-bar')).toBeVisible();
  const afterDrag = await rowNames(page);
  expect(afterDrag.slice(0, 3)).toEqual([before[1], before[2], before[0]]);

  // Then with the buttons: the last player up one slot.
  const last = afterDrag[10]!;
  await page.getByRole('button', { name: `Move ${last} up` }).click();
  await expect(page.getByTestId('move-announcer')).toHaveText(`${last} moved to position 10 of 11`);
  const edited = await rowNames(page);
  expect(edited[9]).toBe(last);
  await expect(page.getByTestId('update-bar')).toContainText('Positions modified,');
  await shot(page, 'results-02-team-reorder');

  await page.getByTestId('update-bar').getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Position(s) updated successfully')).toBeVisible();
  await expect(page.getByTestId('update-bar')).toBeHidden();
  const saved = await api<{ players: { name: string }[] }>(
    base,
    `/auction/${auctionId}/team-players/${me.id}`,
    { token: me.token },
  );
  expect(saved.players.map((p) => p.name)).toEqual(edited);

  // The window runs out; the auction completes and is scored.
  const results = await scoredResults<{
    teams: {
      ownerId: string | null;
      rank: number | null;
      prizeAmount: number | null;
      isBot: boolean;
    }[];
  }>(base, auctionId, me.token, REORDER_WINDOW_MS + 60_000);
  const mine = results.teams.find((t) => t.ownerId === me.id)!;
  console.log(`rank ${mine.rank}, prize ₹${mine.prizeAmount}`);
  expect(mine.rank).not.toBeNull();
  await expect(page.getByText('The reorder window has closed.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0);

  // Standings: the user's rank and winnings.
  await page.goto(`${base}/teamPage/${auctionId}/${me.id}`);
  const myCard = page.getByTestId('team-card').filter({ hasText: 'My Team' });
  await expect(myCard.getByTestId('team-rank')).toHaveText(
    ['1st', '2nd', '3rd', '4th'][(mine.rank ?? 1) - 1]!,
  );
  await expect(page.getByTestId('team-card')).toHaveCount(2);
  await expect(page.getByText('Final', { exact: true })).toBeVisible();
  const won = (mine.prizeAmount ?? 0) > 0;
  if (won) {
    await expect(myCard.getByTestId('team-winnings')).toHaveText(
      `Won ₹${mine.prizeAmount!.toFixed(2)}`,
    );
  } else {
    await expect(myCard.getByTestId('team-winnings')).toHaveCount(0);
  }
  await shot(page, 'results-03-standings');
  await page.getByRole('button', { name: 'Prizes' }).click();
  const modal = page.getByRole('dialog', { name: 'Prize distribution' });
  // The pool shown to players is what was paid: a prize nobody took (one valid team) is not in it.
  const paidPaise = results.teams.reduce(
    (sum, t) => sum + Math.round((t.prizeAmount ?? 0) * 100),
    0,
  );
  expect(paidPaise).toBeLessThanOrEqual(2 * FEE_RUPEES * 0.8 * 100);
  await expect(modal.getByTestId('prize-pool')).toHaveText(`₹${(paidPaise / 100).toFixed(2)}`);
  await shot(page, 'results-04-prize-modal');
  await page.keyboard.press('Escape');

  // The final results page.
  await page.goto(`${base}/result/${auctionId}`);
  await expect(page.getByText('Auction result')).toBeVisible();
  await expect(page.getByTestId('team-card')).toHaveCount(2);
  await shot(page, 'results-05-result-page');

  // The result card: a preview, Share card and Download on the results screen; the PNG itself in
  // English and Hindi, kept as artifacts to look at.
  const cardSection = page.getByTestId('result-card');
  await expect(cardSection.getByRole('link', { name: 'Download' })).toBeVisible();
  await expect(cardSection.getByRole('button', { name: 'Share card' })).toBeEnabled();
  await expect(cardSection.getByRole('img', { name: /Your result card/ })).toBeVisible();
  await shot(page, 'results-05b-result-card-390');
  expect(await audit(page, 'result page with card', 'en')).toEqual([]);
  for (const lang of ['en', 'hi'] as const) {
    const res = await fetch(`${base}/api/auctions/${auctionId}/result-card.png?lang=${lang}`, {
      headers: { Authorization: `Bearer ${me.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1350]);
    writeFileSync(
      fileURLToPath(new URL(`../artifacts/result-card-${lang}.png`, import.meta.url)),
      png,
    );
  }

  // The prize in the wallet, exactly once.
  if (won) {
    const history = await api<{
      data: { transactions: { type: string; status: string; amount: number }[] };
    }>(base, '/wallet/transaction-history', { method: 'POST', token: me.token, body: '{}' });
    const prizes = history.data.transactions.filter((t) => t.type === 'PRIZE');
    expect(prizes).toHaveLength(1);
    expect(prizes[0]).toMatchObject({ status: 'APPROVED', amount: mine.prizeAmount });
    await page.goto(`${base}/myWallet`);
    await expect(page.getByText('Prize', { exact: true }).first()).toBeVisible();
    await shot(page, 'results-06-wallet-prize');
  }

  // Bid history: the user's bids, grouped by auction, with outcomes.
  await page.goto(`${base}/bidhistory`);
  await expect(page.getByTestId('bid-group').first()).toContainText('E2E Results Cup');
  await expect(page.getByTestId('bid-row').filter({ hasText: 'Won' }).first()).toBeVisible();
  await shot(page, 'results-07-bid-history');
  await page.getByLabel('Search bids').fill('zzzz-nobody');
  await expect(page.getByText('No bids match "zzzz-nobody"')).toBeVisible();

  // The admin: analytics dashboard and the auction's results.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await adminContext.addInitScript((token) => {
    localStorage.setItem(
      'bidxi-admin',
      JSON.stringify({ state: { adminToken: token, isAdminAuthenticated: true }, version: 1 }),
    );
  }, admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`${base}/admin/analytics`);
  await expect(adminPage.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  await expect(adminPage.getByTestId('table-registrations-per-auction')).toContainText(
    'E2E Results Cup',
  );
  await expect(adminPage.getByTestId('analytics-charts')).toBeVisible();
  await expect(adminPage.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await shot(adminPage, 'results-08-admin-analytics');
  await adminPage.goto(`${base}/admin/auctions/${auctionId}/results`);
  const table = adminPage.getByTestId('admin-results-table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText('Meera Mavericks');
  await shot(adminPage, 'results-09-admin-results');
  await adminContext.close();
});
