/**
 * The lean room on a slow network (390×844, English and Hindi): while the pool is on its way the
 * phone already shows the player on the block and the price from the room's snapshot, with a loading
 * line for what needs the pool; once the pool arrives the whole lot view replaces it. axe-clean.
 */
import { expect, test, type Page } from '../support/test';
import { sheetRows } from '../support/auction';
import { adminAuction } from '../support/live-auction';
import { closeAll, auditAll, signedInPages, LANGUAGES, type Pages } from '../support/axe';
import { shot } from '../support/shots';

const LOADING: Record<(typeof LANGUAGES)[number], string> = {
  en: 'Loading the players…',
  hi: 'खिलाड़ी लोड हो रहे हैं…',
};

/** A request `page.route` hands over. */
type Route = Parameters<Parameters<Page['route']>[1]>[0];

/** Holds every pool request of `page` until `release()` (before `hold()`, they pass). */
async function poolGate(page: Page) {
  let isHolding = false;
  const held: Route[] = [];
  await page.route('**/api/auctions/*/pool/*', (route) =>
    isHolding ? held.push(route) : route.continue(),
  );
  return {
    hold: () => (isHolding = true),
    isHeld: () => held.length > 0,
    release: async () => {
      isHolding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

test('the open lot shows before the pool arrives, in English and Hindi', async ({ browser }) => {
  test.setTimeout(180_000);
  const base = process.env.E2E_BASE_URL!;
  const {
    auctionId,
    players: [en, hi],
  } = await adminAuction(
    base,
    {
      title: 'E2E Pool Loading',
      rows: sheetRows(24),
      lobbyMs: 2_000,
      lotWindowMs: 120_000,
      bidWindowMs: 60_000,
      botTeams: 2,
    },
    [
      ['Esha', 'Esha Eagles'],
      ['Hari', 'Hari Hawks'],
    ],
  );
  const players = { en, hi };

  const pages: Pages = await signedInPages(browser, players);
  const gates = { en: await poolGate(pages.en), hi: await poolGate(pages.hi) };
  for (const l of LANGUAGES) await pages[l].goto(`${base}/auctionRoom/${auctionId}`);
  for (const l of LANGUAGES) {
    await expect(pages[l].getByTestId('lot-player-name')).toBeVisible({ timeout: 60_000 });
  }
  const player = (await pages.en.getByTestId('lot-player-name').textContent()) ?? '';

  // A reload on a slow network: the pool is held, the lot is there from the snapshot.
  for (const l of LANGUAGES) {
    gates[l].hold();
    await pages[l].reload();
    await expect(pages[l].getByTestId('lot-preview')).toBeVisible();
    await expect(pages[l].getByTestId('lot-player-name')).toHaveText(player);
    await expect(pages[l].getByTestId('current-bid')).toBeVisible();
    await expect(pages[l].getByTestId('pool-loading')).toHaveText(LOADING[l]);
    expect(gates[l].isHeld()).toBe(true);
    await shot(pages[l], `room-pool-loading-${l}`);
  }
  expect(await auditAll(pages, 'room while the pool loads')).toEqual([]);

  // The pool arrives: the whole lot view, with its controls and lists.
  for (const l of LANGUAGES) {
    await gates[l].release();
    await expect(pages[l].getByTestId('lot')).toBeVisible();
    await expect(pages[l].getByTestId('lot-preview')).toHaveCount(0);
    await expect(pages[l].getByTestId('lot-player-name')).toHaveText(player);
  }
  await closeAll(pages);
});
