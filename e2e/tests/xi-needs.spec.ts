/**
 * What your XI still needs, at 390×844: on the lot card of a pool with only three bowlers, the
 * player's strip says what the XI needs and warns, before any lot is sold, that the pool cannot give
 * it four bowlers — in English and in Hindi.
 */
import { expect, test } from '../support/test';
import {
  adminLogin,
  createAuction,
  goLive,
  registerTeam,
  sheetRowsByType,
  signInContext,
  signUp,
} from '../support/auction';
import { audit, phoneIn } from '../support/axe';
import { phone } from '../support/room';
import { shot } from '../support/shots';
import { E2E_ADMIN } from '../support/worker-services';

/** 13 sheet rows with only 3 bowlers: 6 batters, 3 bowlers, 2 keepers, 2 all-rounders. */
const bowlerShortPool = () =>
  sheetRowsByType({
    Batsmen: 6,
    Bowler: 3,
    'Wicket-Keeper': 2,
    'All-Rounder': 2,
  });

test('the lot card says what the XI needs and warns when the pool is short', async ({
  browser,
}) => {
  const base = process.env.E2E_BASE_URL!;
  const admin = await adminLogin(base, E2E_ADMIN.email, E2E_ADMIN.password);
  const auctionId = await createAuction(base, admin, {
    title: 'E2E Short of Bowlers',
    rows: bowlerShortPool(),
    lobbyMs: 1_000,
    // Nothing is sold while the strip is read: the lot stays open a minute after the bot's bid.
    lotWindowMs: 120_000,
    bidWindowMs: 60_000,
    botTeams: 1,
  });
  const player = await signUp(base, `Neha${String(Date.now()).slice(-5)}`);
  await registerTeam(base, player, auctionId, 'Neha Nomads');
  await goLive(base, admin, auctionId);

  const page = await phone(browser, player, `${base}/auctionRoom/${auctionId}`);
  const strip = page.getByTestId('xi-needs');
  await expect(strip).toContainText('Need: 3 BAT · 4 BOWL · 1 WK · 1 AR', { timeout: 30_000 });
  await expect(page.getByTestId('xi-risk')).toHaveText('Only 3 Bowlers left in the pool');
  await shot(page, 'xi-needs-1-short-of-bowlers-390');
  expect(await audit(page, 'lot card with the needs strip', 'en')).toEqual([]);
  await page.context().close();

  const hindi = await phoneIn(browser, 'hi');
  await signInContext(hindi, player);
  const hi = await hindi.newPage();
  await hi.goto(`${base}/auctionRoom/${auctionId}`);
  await expect(hi.getByTestId('xi-risk')).toBeVisible({ timeout: 30_000 });
  await shot(hi, 'xi-needs-2-short-of-bowlers-hi-390');
  expect(await audit(hi, 'lot card with the needs strip', 'hi')).toEqual([]);
  await hindi.close();
});
