/**
 * What you tap is what happens, on 390×844 phones: INCREASE BID sends the amount its label showed even
 * when the price moved before the tap, and the refusal becomes the new offer one tap away; the
 * organiser's undo dialog stays on the sale it was opened on and is refused once another sale came
 * after it; "+30 s" then a bid keeps the added time. Every wait is on a condition, never a sleep.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '../support/test';
import type { WebSocketRoute } from '@playwright/test';
import { adminPage } from '../support/admin';
import { registerTeam, signInContext, signUp, type Player } from '../support/auction';
import { PHONE } from '../support/room';
import { shot } from '../support/shots';
import { admin, base, botAuction, crores, startNow } from '../support/trust';

/** A live auction of `players` sheet rows and two human teams, started now. */
async function liveAuction(
  title: string,
  windows: { lotWindowMs: number; bidWindowMs: number },
  players = 4,
) {
  const token = await admin();
  const id = await botAuction(token, title, { players, bots: 0, ...windows });
  const tag = `${Date.now() % 100_000}${Math.floor(Math.random() * 100)}`;
  const a = await signUp(base(), `Ava${tag}`);
  const b = await signUp(base(), `Ben${tag}`);
  await registerTeam(base(), a, id, `Ava XI ${tag}`);
  await registerTeam(base(), b, id, `Ben XI ${tag}`);
  await startNow(token, id);
  return { token, id, a, b, teamA: `Ava XI ${tag}`, url: `${base()}/auctionRoom/${id}` };
}

/**
 * A signed-in phone context on the room; `route` may hook its sockets before the room loads. Bidding
 * starts once two teams are in the room: wait for the lot with {@link lotShown}.
 */
async function openPhone(
  browser: Browser,
  player: Player,
  url: string,
  route?: (page: Page) => Promise<void>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PHONE);
  await signInContext(context, player);
  const page = await context.newPage();
  if (route) await route(page);
  await page.goto(url);
  return { context, page };
}

/**
 * A gate on a page's room socket: while `hold` is on, the server's events (`42…` frames) wait; acks
 * (`43…`) and pings still pass, so a bid is answered while the phone has not yet seen the price move.
 * `sent` keeps what the phone sent.
 */
function socketGate() {
  const gate = {
    hold: false,
    held: [] as (string | Buffer)[],
    sent: [] as string[],
    acks: 0,
    ws: null as WebSocketRoute | null,
    release() {
      gate.hold = false;
      for (const m of gate.held.splice(0)) gate.ws?.send(m);
    },
    async install(page: Page) {
      await page.routeWebSocket(/\/socket\.io\//, (ws) => {
        const server = ws.connectToServer();
        ws.onMessage((m) => {
          if (typeof m === 'string') gate.sent.push(m);
          server.send(m);
        });
        server.onMessage((m) => {
          const frame = typeof m === 'string' ? m : '';
          if (frame.startsWith('43')) gate.acks++;
          if (gate.hold && frame.startsWith('42')) {
            gate.ws = ws;
            gate.held.push(m);
            return;
          }
          ws.send(m);
        });
        gate.ws = ws;
      });
    },
  };
  return gate;
}

/** The bids a phone sent, as their payloads. */
const bidsSent = (frames: readonly string[]) =>
  frames
    .map((f) => /^42\d*\["bid",(.*)\]$/.exec(f)?.[1])
    .filter((json): json is string => json !== undefined)
    .map((json) => JSON.parse(json) as { biddingAmount: number; lotId: number });

/** Waits until every page shows the lot on the block. */
async function lotShown(...pages: Page[]) {
  for (const page of pages) {
    await expect(page.getByTestId('lot-player-name')).toBeVisible({ timeout: 30_000 });
  }
}

const offerOf = async (page: Page) =>
  Number(await page.getByTestId('increase-bid').getAttribute('data-offer-lakhs'));

const remainingMs = async (page: Page) =>
  Number(await page.getByTestId('lot-countdown').first().getAttribute('data-remaining-ms'));

/** The number of players team `teamName` has bought so far (the standings API, as `player`). */
async function squadSize(player: Player, auctionId: string, teamName: string): Promise<number> {
  const res = await fetch(`${base()}/api/auction/${auctionId}/teams`, {
    headers: { Authorization: `Bearer ${player.token}` },
  });
  const body = (await res.json()) as { teams: { name: string; playerCount: number }[] };
  return body.teams.find((t) => t.name === teamName)?.playerCount ?? 0;
}

test('a price that moves between render and tap: the rendered amount goes, then the new offer', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { a, b, url } = await liveAuction('E2E Tap Price', {
    lotWindowMs: 90_000,
    bidWindowMs: 60_000,
  });
  const gate = socketGate();
  const pa = await openPhone(browser, a, url, (page) => gate.install(page));
  const pb = await openPhone(browser, b, url);
  await lotShown(pa.page, pb.page);
  const increaseA = pa.page.getByTestId('increase-bid');
  await expect(increaseA).toHaveAttribute('data-offer-lakhs', /\d+/);
  await expect(pb.page.getByTestId('increase-bid')).toHaveAttribute('data-offer-lakhs', /\d+/);
  const rendered = await offerOf(pa.page);
  expect(await offerOf(pb.page)).toBe(rendered);

  // A's phone stops hearing the room; B takes the price A's button still shows.
  gate.hold = true;
  await pb.page.getByTestId('increase-bid').click();
  await expect(pb.page.getByTestId('current-bid')).toHaveText(crores(rendered));
  await expect(pb.page.getByTestId('highest-bidder')).toHaveText('You');
  await expect(increaseA).toHaveAttribute('data-offer-lakhs', String(rendered));
  await expect(increaseA).toContainText(`Bid ${crores(rendered)}`);

  // A taps: the bid sent is the amount the button showed, and the server refuses it (price moved).
  const acksBefore = gate.acks;
  await increaseA.click();
  await expect.poll(() => bidsSent(gate.sent).length).toBe(1);
  expect(bidsSent(gate.sent)[0]!.biddingAmount * 100).toBeCloseTo(rendered);
  await expect.poll(() => gate.acks).toBeGreaterThan(acksBefore);
  gate.release();

  // The refusal turns into the new offer on the same button; one more tap places it.
  await expect(increaseA).toHaveAttribute('data-price-moved', 'true');
  await expect(increaseA).toContainText(`Price moved to ${crores(rendered)}`);
  const next = await offerOf(pa.page);
  expect(next).toBeGreaterThan(rendered);
  await expect(increaseA).toContainText(`Bid ${crores(next)}`);
  await shot(pa.page, 'what-you-tap-1-price-moved');
  await increaseA.click();
  await expect(pa.page.getByTestId('current-bid')).toHaveText(crores(next));
  await expect(pa.page.getByTestId('highest-bidder')).toHaveText('You');
  expect(bidsSent(gate.sent).map((bid) => Math.round(bid.biddingAmount * 100))).toEqual([
    rendered,
    next,
  ]);
  await pa.context.close();
  await pb.context.close();
});

test('an undo dialog opened on one sale is refused after another sale, and keeps its reason', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { token, id, a, b, teamA, url } = await liveAuction('E2E Tap Undo', {
    lotWindowMs: 40_000,
    bidWindowMs: 4_000,
  });
  const pa = await openPhone(browser, a, url);
  const pb = await openPhone(browser, b, url);
  await lotShown(pa.page, pb.page);
  const desk = await adminPage(browser, token);
  await desk.setViewportSize(PHONE.viewport);
  await desk.goto(`${base()}/admin/auctions/${id}`);
  await expect(desk.getByTestId('organiser-controls')).toBeVisible({ timeout: 30_000 });

  // Lot 1 sells to A.
  const first = (await pa.page.getByTestId('lot-player-name').textContent()) ?? '';
  await pa.page.getByTestId('increase-bid').click();
  await expect(pa.page.getByTestId('highest-bidder')).toHaveText('You');
  await expect.poll(() => squadSize(a, id, teamA), { timeout: 30_000 }).toBe(1);

  // The organiser opens the undo on that sale and types the reason.
  const undoButton = desk.getByRole('button', { name: 'Undo last sale' });
  await expect(undoButton).toBeEnabled({ timeout: 15_000 });
  await undoButton.click();
  const dialog = desk.getByRole('alertdialog', { name: 'Undo the last sale?' });
  await expect(dialog).toContainText(first);
  await dialog.getByLabel('Reason (shown to the room)').fill('Sold to the wrong team');

  // Meanwhile lot 2 sells to A too.
  await expect(pa.page.getByTestId('lot-player-name')).not.toHaveText(first, { timeout: 30_000 });
  const second = (await pa.page.getByTestId('lot-player-name').textContent()) ?? '';
  await pa.page.getByTestId('increase-bid').click();
  await expect(pa.page.getByTestId('highest-bidder')).toHaveText('You');
  await expect.poll(() => squadSize(a, id, teamA), { timeout: 30_000 }).toBe(2);

  // The dialog is still on the first sale: confirming is refused and says why; nothing is undone.
  await expect(dialog).toContainText(first);
  await expect(dialog).not.toContainText(second);
  await dialog.getByRole('button', { name: 'Undo last sale' }).click();
  await expect(dialog.getByTestId('undo-refusal')).toHaveText(
    'Not undone: another player was sold after this sale, so it is no longer the last one. Close this and check the last sale.',
  );
  await expect(dialog.getByLabel('Reason (shown to the room)')).toHaveValue(
    'Sold to the wrong team',
  );
  await shot(desk, 'what-you-tap-2-stale-undo-refused');
  expect(await squadSize(a, id, teamA)).toBe(2);
  await pa.context.close();
  await pb.context.close();
  await desk.context().close();
});

test('+30 s then a bid: the close stays at or after the extension', async ({ browser }) => {
  test.setTimeout(150_000);
  const { token, id, a, b, url } = await liveAuction('E2E Tap Time', {
    lotWindowMs: 40_000,
    bidWindowMs: 5_000,
  });
  const pa = await openPhone(browser, a, url);
  const pb = await openPhone(browser, b, url);
  await lotShown(pa.page, pb.page);
  const desk = await adminPage(browser, token);
  await desk.setViewportSize(PHONE.viewport);
  await desk.goto(`${base()}/admin/auctions/${id}`);
  await expect(desk.getByTestId('organiser-lot')).toContainText('Lot 1', { timeout: 30_000 });
  await expect(pa.page.getByTestId('lot-countdown').first()).toHaveAttribute(
    'data-remaining-ms',
    /\d+/,
  );

  const before = await remainingMs(pa.page);
  await desk.getByRole('button', { name: '+30 s', exact: true }).click();
  await expect(desk.getByText('Added 30 s to the lot')).toBeVisible();
  await expect.poll(() => remainingMs(pa.page)).toBeGreaterThan(before + 20_000);

  // A bid's window is 5 s; it must not bring the close before the organiser's extension.
  await pa.page.getByTestId('increase-bid').click();
  await expect(pa.page.getByTestId('highest-bidder')).toHaveText('You');
  const afterBid = await remainingMs(pa.page);
  expect(afterBid).toBeGreaterThan(20_000);
  await shot(pa.page, 'what-you-tap-3-added-time-kept');
  await pa.context.close();
  await pb.context.close();
  await desk.context().close();
});
