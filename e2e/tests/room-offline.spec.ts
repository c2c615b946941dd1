/**
 * A phone that loses its network mid-lot, at 390×844: the lot freezes and dims with its
 * clock stopped and bidding off, and says that it goes on without you; meanwhile the other player buys
 * the player and the next lot opens (a practice bot keeps two teams present); back online, the phone
 * catches up and says what happened ('… sold to … for 30 Cr').
 */
import { expect, test } from '../support/test';
import { sheetRows } from '../support/auction';
import { adminAuction } from '../support/live-auction';
import { shot } from '../support/shots';
import { jump, phone } from '../support/room';

test('offline mid-lot: the lot freezes, and the phone is told what happened when it is back', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const base = process.env.E2E_BASE_URL!;
  const {
    auctionId,
    players: [a, b, c],
  } = await adminAuction(
    base,
    {
      title: 'E2E Offline Room',
      rows: sheetRows(4),
      lobbyMs: 4_000,
      // No bots and a long first lot: nothing closes it before B's jump, however slow the machine. A
      // third team stays in the room so that two teams are present while A is offline.
      lotWindowMs: 90_000,
      bidWindowMs: 12_000,
      pauseBetweenLotsMs: 2_000,
      botTeams: 0,
    },
    [
      ['Asha', 'Asha Aces'],
      ['Meera', 'Meera Mavericks'],
      ['Kabir', 'Kabir Kings'],
    ],
  );

  const url = `${base}/auctionRoom/${auctionId}`;
  const pa = await phone(browser, a, url);
  const pb = await phone(browser, b, url);
  await phone(browser, c, url);
  await expect(pa.getByTestId('lot-player-name')).toBeVisible({ timeout: 30_000 });
  const player = (await pa.getByTestId('lot-player-name').textContent()) ?? '';
  await expect(pb.getByTestId('lot-player-name')).toHaveText(player);

  // A's phone loses its network: the lot freezes where it was.
  await pa.context().setOffline(true);
  await expect(pa.getByTestId('frozen-lot')).toBeVisible({ timeout: 5_000 });
  await expect(pa.getByTestId('frozen-lot')).toContainText('this lot goes on without you');
  await expect(pa.getByTestId('reconnecting-banner')).toContainText(
    'The auction goes on without you',
  );
  const countdown = pa.getByTestId('lot-countdown');
  await expect(countdown).toHaveAttribute('data-frozen', 'true');
  const frozenAt = await countdown.textContent();
  // The online phone's countdown ticks on twice while A's stays where it froze.
  const live = pb.getByTestId('lot-countdown');
  const liveAt = (await live.textContent()) ?? '';
  await expect(live).not.toHaveText(liveAt);
  const tickedOnce = (await live.textContent()) ?? '';
  await expect(live).not.toHaveText(tickedOnce);
  await expect(countdown).toHaveText(frozenAt ?? '');
  await expect(pa.getByTestId('increase-bid')).toBeDisabled();
  await expect(pa.getByRole('button', { name: 'JUMP', exact: true })).toBeDisabled();
  await shot(pa, 'room-offline-1-frozen-lot');

  // Meanwhile B buys the player with a jump; the lot closes 12 s later.
  await jump(pb, '30');
  await expect(pb.getByTestId('between-lots')).toContainText('SOLD to You for 30 Cr', {
    timeout: 20_000,
  });
  // The auction goes on: the next lot opens on B's phone.
  await expect(pb.getByTestId('lot-player-name')).not.toHaveText(player, { timeout: 20_000 });
  await expect(pb.getByTestId('lot-player-name')).toBeVisible();
  // Still frozen on A's phone, on the old lot.
  await expect(pa.getByTestId('lot-player-name')).toHaveText(player);
  await expect(pa.getByTestId('frozen-lot')).toBeVisible();

  // A is back: caught up, told what happened, bidding on again.
  await pa.context().setOffline(false);
  const notice = pa.getByTestId('catch-up');
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText(`${player} sold to ${b.username} for 30 Cr`);
  await expect(pa.getByTestId('frozen-lot')).toBeHidden();
  await expect(pa.getByTestId('connection-status')).toHaveText('Connected');
  await expect(pa.getByTestId('between-lots').or(pa.getByTestId('lot-player-name'))).toBeVisible();
  await shot(pa, 'room-offline-2-catch-up');
  await pa.context().close();
  await pb.context().close();
});
