/**
 * Autopilot at 390×844: a player in an auction against two bots turns autopilot on and off in My Team
 * (Teams shows it) and looks at Upcoming ("What I need", sort by slot points), leaves once lot 1 has closed, and —
 * having had no connection for the whole of lot 2 — comes back after bidding has ended to a valid XI
 * bought by autopilot and the notice that it was on while they were away.
 */
import { expect, test } from '../support/test';
import { sheetRowsByType, signInContext } from '../support/auction';
import { adminAuction } from '../support/live-auction';
import { shot } from '../support/shots';
import { phone, text } from '../support/room';
import { audit, phoneIn } from '../support/axe';

/** 33 sheet rows: 11 batters, 12 bowlers, 5 keepers, 5 all-rounders (enough for three XIs). */
const pool = () =>
  sheetRowsByType({
    Batsmen: 11,
    Bowler: 12,
    'Wicket-Keeper': 5,
    'All-Rounder': 5,
  });

test('autopilot fills the XI of a player who left after lot 1, and tells them', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const base = process.env.E2E_BASE_URL!;
  const {
    auctionId,
    players: [player],
  } = await adminAuction(
    base,
    {
      title: 'E2E Autopilot',
      rows: pool(),
      lobbyMs: 4_000,
      // Lot 1 gives the walk through the panels below its window; the other 32 lots run short.
      lotWindowMs: 6_000,
      bidWindowMs: 3_000,
      pauseBetweenLotsMs: 800,
      botTeams: 2,
      reorderWindowMs: 600_000,
    },
    [['Asha', 'Asha Aces']],
  );

  const url = `${base}/auctionRoom/${auctionId}`;
  const page = await phone(browser, player, url);
  await expect(page.getByTestId('lot-player-name')).toBeVisible({ timeout: 60_000 });
  const firstPlayer = await text(page, 'lot-player-name');

  const panels = page.getByRole('navigation', { name: 'Room panels' });
  await panels.getByRole('button', { name: 'My Team' }).click();
  await expect(page.getByRole('switch', { name: 'Autopilot' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await shot(page, 'autopilot-1-my-team-390');
  expect(await audit(page, 'My Team with autopilot', 'en')).toEqual([]);
  // On, the Teams list shows it; off again before leaving (the server turns it on by itself).
  const toggle = page.getByRole('switch', { name: 'Autopilot' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await panels.getByRole('button', { name: 'Teams' }).click();
  await expect(page.getByTestId('team-autopilot')).toHaveCount(1);
  await shot(page, 'autopilot-2-teams-390');
  await panels.getByRole('button', { name: 'My Team' }).click();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await panels.getByRole('button', { name: 'Upcoming' }).click();
  await page.getByTestId('upcoming-need').click();
  await page.getByTestId('upcoming-by-points').click();
  await expect(page.getByTestId('upcoming-need')).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'autopilot-3-upcoming-need-390');

  // Leave once lot 1 has closed: lot 2 then runs with no connection from this player.
  await expect(page.getByTestId('lot-player-name')).not.toHaveText(firstPlayer, {
    timeout: 60_000,
  });
  await page.context().close();

  // Come back once bidding has ended.
  await expect
    .poll(
      async () => {
        const res = await fetch(`${base}/api/auctions/${auctionId}`, {
          headers: { Authorization: `Bearer ${player.token}` },
        });
        const body = (await res.json()) as { auction: { biddingEndedAt: string | null } };
        return body.auction.biddingEndedAt !== null;
      },
      { timeout: 480_000, intervals: [5_000] },
    )
    .toBe(true);
  const back = await phone(browser, player, url);
  const notice = back.getByTestId('autopilot-notice');
  await expect(notice).toContainText('Autopilot was on while you were away');
  await expect(notice).toContainText('it bid for you on players your XI needed');
  await shot(back, 'autopilot-4-back-notice-390');
  expect(await audit(back, 'autopilot notice', 'en')).toEqual([]);
  await back.context().close();
  // The same notice in Hindi (one device at a time: the English phone has left).
  const hindi = await phoneIn(browser, 'hi');
  await signInContext(hindi, player);
  const hi = await hindi.newPage();
  await hi.goto(url);
  await expect(hi.getByTestId('autopilot-notice')).toContainText('ऑटोपायलट');
  await shot(hi, 'autopilot-5-back-notice-hi-390');
  expect(await audit(hi, 'autopilot notice', 'hi')).toEqual([]);
  await hindi.close();
  // A valid XI: 11 players, each type within its range.
  const res = await fetch(`${base}/api/teams/by-user-and-auction`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${player.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ auctionId, userId: player.id }),
  });
  const { teams } = (await res.json()) as { teams: { auctionPlayers: { type: string }[] }[] };
  const types = teams[0]!.auctionPlayers.map((p) => p.type);
  const count = (type: string) => types.filter((t) => t === type).length;
  expect(types).toHaveLength(11);
  expect(count('Bowler')).toBe(4);
  expect(count('Wicket-Keeper')).toBeGreaterThanOrEqual(1);
  expect(count('All-Rounder')).toBeGreaterThanOrEqual(1);
  expect(count('Batter')).toBeGreaterThanOrEqual(3);
});
