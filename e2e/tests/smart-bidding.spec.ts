/**
 * Smart bidding in the room and the auction always in view, at 390×844 with
 * two players: A sets a max bid on the lot, B bids, and A's proxy answers ('Auto'); with each panel
 * open on B's phone the clock, the price and INCREASE BID stay visible, and a bid goes out from under
 * an open panel; A sees and cancels a max bid set from Upcoming; B passes and the lot ends early.
 */
import { expect, test, type Page } from '../support/test';
import { sheetRows } from '../support/auction';
import { adminAuction } from '../support/live-auction';
import { shot } from '../support/shots';
import { phone, text } from '../support/room';

/** Whole lakhs from the room's '2.25 Cr' / '25L'. */
const lakhs = (shown: string) =>
  shown.endsWith('L') ? Number(shown.slice(0, -1)) : Math.round(Number(shown.split(' ')[0]) * 100);

/**
 * The clock, the price and INCREASE BID are on screen (wholly inside the viewport); with `canBid`
 * the button is also enabled (not even aria-disabled).
 */
async function expectAuctionInView(page: Page, canBid = true) {
  for (const id of ['lot-countdown', 'current-bid', 'increase-bid']) {
    await expect(page.getByTestId(id)).toBeInViewport({ ratio: 1 });
  }
  if (canBid) await expect(page.getByTestId('increase-bid')).toBeEnabled();
}

test('max bid by proxy, panels beside the lot, max bids from Upcoming, pass and early close', async ({
  browser,
}) => {
  // The walk through the panels with screenshots took over four minutes on a loaded machine.
  test.setTimeout(480_000);
  const base = process.env.E2E_BASE_URL!;
  const {
    auctionId,
    players: [a, b],
  } = await adminAuction(
    base,
    {
      title: 'E2E Smart Bidding',
      rows: sheetRows(148),
      lobbyMs: 4_000,
      // Long enough that the first lot outlasts the walk through every panel on a busy machine; the
      // lot ends early when B passes.
      lotWindowMs: 300_000,
      bidWindowMs: 240_000,
      // The SOLD screen stays up while the phones are checked.
      pauseBetweenLotsMs: 10_000,
      botTeams: 0,
    },
    [
      ['Mira', 'Mira Mavericks'],
      ['Nikhil', 'Nikhil Knights'],
    ],
  );

  const url = `${base}/auctionRoom/${auctionId}`;
  const pa = await phone(browser, a, url);
  const pb = await phone(browser, b, url);
  await expect(pa.getByTestId('lot-player-name')).toBeVisible({ timeout: 30_000 });
  await expect(pb.getByTestId('lot-player-name')).toBeVisible();
  const firstPlayer = await text(pa, 'lot-player-name');

  // The main view: the max bid on the purse bar, the next three, the chat ticker.
  await expect(pa.getByTestId('max-bid')).toHaveText(/^Max bid \d+(\.\d+)? Cr$/);
  await expect(pa.getByTestId('next-up').locator('li')).toHaveCount(3);
  await expect(pa.getByTestId('chat-ticker')).toBeVisible();
  await expectAuctionInView(pa);
  await shot(pa, 'smart-bidding-1-main');

  // A sets a max bid on the live lot: one crore over the opening price.
  await pa.getByTestId('lot-max-bid').click();
  const form = pa.getByRole('dialog', { name: 'Set max bid' });
  await expect(form.getByTestId('max-bid-player')).toContainText(firstPlayer);
  const field = form.getByLabel('Your maximum (Cr)');
  const floorLakhs = Math.round(Number(await field.inputValue()) * 100);
  const maxLakhs = floorLakhs + 100;
  await field.fill(String(maxLakhs / 100));
  await shot(pa, 'smart-bidding-2-max-bid-form');
  await form.getByRole('button', { name: 'Save max bid' }).click();
  await expect(form).toBeHidden();
  await expect(pa.getByTestId('lot-max-bid')).toHaveText(/^Your max /);
  // Nobody had bid: the proxy opens for A at once.
  await expect(pa.getByTestId('highest-bidder')).toHaveText('You');

  // B bids; A's proxy answers one step above, marked 'Auto' in the last bids.
  await expect(pb.getByTestId('increase-bid')).not.toHaveAttribute('aria-disabled', 'true');
  await pb.getByTestId('increase-bid').click();
  await expect(pa.getByTestId('current-bid')).toHaveText(`${(floorLakhs + 50) / 100} Cr`);
  await expect(pa.getByTestId('highest-bidder')).toHaveText('You');
  await expect(pa.getByTestId('last-bids').locator('tbody tr').first()).toContainText('Auto');
  await expect(pb.getByTestId('highest-bidder')).toHaveText(a.username);
  await expect(pb.getByTestId('outbid')).toBeVisible();
  await shot(pa, 'smart-bidding-3-proxy-answered');
  await shot(pb, 'smart-bidding-4-outbid-by-proxy');

  // Each panel on B's phone: the lot stays in view above it, the controls below; B bids from under one.
  const tabs = ['My Team', 'Teams', 'Upcoming', 'Pull Back', 'Chat'];
  for (const [i, tab] of tabs.entries()) {
    await pb
      .getByRole('navigation', { name: 'Room panels' })
      .getByRole('button', { name: tab })
      .click();
    await expect(pb.getByRole('dialog', { name: tab })).toBeVisible();
    await expectAuctionInView(pb);
    await shot(pb, `smart-bidding-panel-${i + 1}-${tab.toLowerCase().replace(' ', '-')}`);
  }
  await expect(pb.getByTestId('teams-panel')).toHaveCount(0); // one panel at a time
  const before = await pb.getByTestId('bid-status').count();
  expect(before).toBe(0); // the full lot card gave way to the strip
  const priceBefore = lakhs(await text(pb, 'current-bid'));
  await pb.getByTestId('increase-bid').click(); // from under the open Chat panel
  await expect
    .poll(async () => lakhs(await text(pb, 'current-bid')), { timeout: 5_000 })
    .toBeGreaterThan(priceBefore);
  await pb.keyboard.press('Escape');
  await expect(pb.getByRole('dialog', { name: 'Chat' })).toBeHidden();

  // A sets a max bid for the first player in Upcoming, sees it in My Team and cancels it there.
  await pa
    .getByRole('navigation', { name: 'Room panels' })
    .getByRole('button', { name: 'Upcoming' })
    .click();
  const upcoming = pa.getByTestId('upcoming-panel');
  const firstUpcoming = upcoming.locator('li').first();
  const upcomingName =
    (await firstUpcoming.locator('span.font-semibold').first().textContent()) ?? '';
  await firstUpcoming.getByTestId('upcoming-max').click();
  const upForm = pa.getByRole('dialog', { name: 'Set max bid' });
  await expect(upForm.getByTestId('max-bid-player')).toContainText(upcomingName);
  await upForm.getByLabel('Your maximum (Cr)').fill('4.5');
  await upForm.getByRole('button', { name: 'Save max bid' }).click();
  await expect(upForm).toBeHidden();
  await expect(firstUpcoming.getByTestId('upcoming-max')).toHaveText('4.5 Cr');
  await expectAuctionInView(pa, false); // A leads: INCREASE BID says so
  await shot(pa, 'smart-bidding-5-upcoming-max-set');
  await pa
    .getByRole('navigation', { name: 'Room panels' })
    .getByRole('button', { name: 'My Team' })
    .click();
  const maxima = pa.getByTestId('my-max-bids');
  await expect(maxima).toContainText(upcomingName);
  await expect(maxima).toContainText('Your max 4.5 Cr');
  await shot(pa, 'smart-bidding-6-my-max-bids');
  await maxima.getByRole('button', { name: `Cancel max bid for ${upcomingName}` }).click();
  await expect(maxima).not.toContainText(upcomingName);
  await pa.keyboard.press('Escape');

  // B passes: every team but the leader is out, the lot ends early and both see why.
  // The early close takes 3 s: both phones are watched at once, not one after the other.
  await pb.getByTestId('lot-pass').click();
  await Promise.all([
    (async () => {
      // Both read at once: the lot ends 3 s after the pass, and then neither is shown.
      await Promise.all([
        expect(pb.getByTestId('lot-pass')).toHaveText('You passed'),
        expect(pb.getByTestId('bid-block-reason')).toHaveText(/You passed on this player/),
      ]);
      await shot(pb, 'smart-bidding-8-passed-why-cannot-bid');
    })(),
    (async () => {
      await expect(pa.getByTestId('ending-early')).toBeVisible();
      await shot(pa, 'smart-bidding-7-ending-early');
    })(),
  ]);
  await expect(pa.getByTestId('between-lots')).toContainText('SOLD to You', { timeout: 8_000 });
  await pa.context().close();
  await pb.context().close();
});
