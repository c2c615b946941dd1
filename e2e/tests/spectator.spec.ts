/**
 * Spectators, on a 390×844 phone: the organiser turns the spectator link on; a browser with
 * no session opens it and watches the live lot (price, timer, teams) update as a player bids, with no
 * bid controls and no chat input; a replaced link and a made-up one say so.
 * Needs the server's spectator routes (`POST /api/admin/auctions/{id}/spectator-link`, the socket's
 * `spectatorToken` handshake).
 */
import { expect, test } from '../support/test';
import { io } from 'socket.io-client';
import { registerTeam, signUp } from '../support/auction';
import { shot } from '../support/shots';
import { PHONE } from '../support/room';
import { admin, base, botAuction, organiser, startNow } from '../support/trust';

test('a spectator watches a live lot update without signing in', async ({ browser }) => {
  test.setTimeout(180_000);
  const token = await admin();
  const id = await botAuction(token, 'E2E Spectator Cup', {
    players: 6,
    bots: 2,
    lotWindowMs: 60_000,
    bidWindowMs: 30_000,
  });
  const player = await signUp(base(), `Sam${Date.now() % 100_000}`);
  await registerTeam(base(), player, id, 'Sam Strikers');
  await startNow(token, id);
  const link = (await organiser(token, id, 'spectator-link', { enabled: true })) as {
    path: string;
  };
  expect(link.path).toMatch(new RegExp(`^/watch/${id}\\?t=`));

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${base()}${link.path}`);
  await expect(page.getByTestId('spectating-badge')).toHaveText('Spectating');
  await expect(page.getByTestId('lot')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('lot-countdown')).toBeVisible();
  await expect(page.getByTestId('increase-bid')).toHaveCount(0);
  const before = (await page.getByTestId('bid-status').getAttribute('data-bid-count')) ?? '0';
  await shot(page, 'spectator-01-watching');

  // The player bids from a socket client: the spectator's lot moves.
  const socket = io(base(), {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    auth: { token: player.token, 'x-room-lobby': id, deviceId: `e2e-spectated-${id.slice(0, 8)}` },
  });
  const lot = await new Promise<{ auctionPlayerId: string; minNextBid: number }>((resolve) => {
    socket.on('activePlayerDetail', (e: { lot: { auctionPlayerId: string; minNextBid: number } }) =>
      resolve(e.lot),
    );
    socket.on('connect', () => socket.emit('getActivePlayer', {}, () => undefined));
  });
  socket.emit(
    'bid',
    { auctionPlayerId: lot.auctionPlayerId, biddingAmount: lot.minNextBid },
    () => undefined,
  );
  await expect(page.getByTestId('bid-status')).not.toHaveAttribute('data-bid-count', before);
  await expect(page.getByTestId('last-bids')).toContainText(player.username);
  socket.close();

  // The chat tab reads, and has no input.
  await page
    .getByRole('navigation', { name: 'Room panels' })
    .getByRole('button', { name: /Chat/ })
    .click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await shot(page, 'spectator-02-chat-read-only');
  await context.close();

  // A new link replaces the old one: the old one says so.
  await organiser(token, id, 'spectator-link', { enabled: true });
  const stale = await browser.newContext(PHONE);
  const stalePage = await stale.newPage();
  await stalePage.goto(`${base()}${link.path}`);
  await expect(stalePage.getByText('This spectator link no longer works')).toBeVisible();
  await shot(stalePage, 'spectator-03-link-invalid');
  await stale.close();
  await organiser(token, id, 'end');
});
