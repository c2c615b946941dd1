/**
 * Accessibility (WCAG 2.2 AA) on a 390×844 phone, in English and in Hindi: axe (wcag2a,
 * wcag2aa, wcag21aa, wcag22aa) on every player and admin screen the e2e suite visits — guest screens,
 * the signed-in player's screens and wallet sheets, a scheduled auction's pages, the live room in its
 * lobby and during a lot, the spectator link, a finished auction's replay and results, and the admin
 * desk — with zero violations, the language's `<html lang>` and no page wider than the phone. Each
 * screen opens in both languages at once (a player each: the room admits one device per player);
 * the walk is four tests, each checking all of its screens before it fails, so a failure lists them all.
 */
import { expect, test, type Page } from '../support/test';
import {
  adminLogin,
  createAuction,
  goLive,
  registerTeam,
  sheetRows,
  signInContext,
  signUp,
} from '../support/auction';
import {
  auditAll,
  closeAll,
  LANGUAGES,
  PHONE,
  pagesIn,
  phoneIn,
  screen,
  signedInPages,
  smallTargets,
  unfocusable,
  visit,
} from '../support/axe';
import { E2E_ADMIN } from '../support/worker-services';
import { shot } from '../support/shots';
import { botAuction, organiser, startNow, waitForLog } from '../support/trust';
import { expectSteady } from '../support/steady';

const base = () => process.env.E2E_BASE_URL ?? '';

/** The side menu's button, in either language. */
const menuButton = (page: Page) => page.getByRole('button', { name: /menu|मेन्यू/i }).first();
/** Waits for an open dialog (a sheet). */
const dialog = (page: Page) => page.getByRole('dialog').first().waitFor();

/**
 * The admin's token, a player per language (`prefix` names them) and a SCHEDULED auction of six lots
 * with two bots, a 30 s lobby and long windows (its room stays on its first lots while it is checked).
 */
async function axeCup(prefix: string) {
  const stamp = Date.now() % 100_000;
  const admin = await adminLogin(base(), E2E_ADMIN.email, E2E_ADMIN.password);
  const players = {
    en: await signUp(base(), `${prefix}En${stamp}`),
    hi: await signUp(base(), `${prefix}Hi${stamp}`),
  };
  const auctionId = await createAuction(base(), admin, {
    title: 'Axe Cup',
    rows: sheetRows(6),
    lobbyMs: 30_000,
    lotWindowMs: 60_000,
    bidWindowMs: 30_000,
    botTeams: 2,
  });
  return { admin, players, auctionId };
}

/** Registers both players' teams for `auctionId` and starts it (its lobby opens now). */
async function registerAndGoLive({
  admin,
  players,
  auctionId,
}: Awaited<ReturnType<typeof axeCup>>) {
  for (const l of LANGUAGES) await registerTeam(base(), players[l], auctionId, `Axe XI ${l}`);
  await goLive(base(), admin, auctionId);
}

/** Logs every finding (one line each) and fails on any. */
function expectNone(found: string[]) {
  console.log(`axe: ${found.length} finding(s)\n${found.join('\n')}`);
  expect(found).toEqual([]);
}

/** A bots-only auction of five lots, started now: it runs to completion by itself (short windows). */
async function finishedAuction(admin: string): Promise<string> {
  const doneId = await botAuction(admin, 'Axe Replay Cup', {
    players: 5,
    bots: 3,
    lotWindowMs: 3_000,
    bidWindowMs: 1_500,
    reorderWindowMs: 0,
  });
  await startNow(admin, doneId);
  return doneId;
}

// The walk of every screen, in four parts that each set up their own auctions and players, so the
// two workers share it (one test of all ~40 screens × 2 languages took 4–8 min, and on a loaded
// machine its auction had ended before it reached the room). The largest part comes first.
test('axe: the signed-in player’s screens, wallet sheets and side menu [en, hi]', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const found: string[] = [];
  // Registered for a live auction, as a player in the middle of one sees these screens.
  const cup = await axeCup('Axp');
  const { admin, players, auctionId } = cup;
  await registerAndGoLive(cup);
  const pages = await signedInPages(browser, players);
  for (const [path, ready] of [
    ['/home'],
    ['/auctionHome'],
    [`/successregister?auctionId=${auctionId}`],
    ['/my-auctions'],
    ['/how-to-play'],
    ['/how-to-register'],
    ['/how-to-withdraw'],
    ['/privacy-policy'],
    ['/terms-and-conditions'],
    ['/myWallet'],
    ['/myWallet?sheet=add', dialog],
    ['/myWallet?sheet=withdraw', dialog],
    ['/profile'],
    ['/kyc'],
    ['/bidhistory'],
    ['/settings/notifications'],
    ['/responsible-gaming'],
  ] as [string, ((page: Page) => Promise<unknown>)?][])
    found.push(...(await screen(pages, base(), path, ready)));

  // The side menu, open.
  await Promise.all(
    LANGUAGES.map(async (l) => {
      await visit(pages[l], `${base()}/home`);
      await menuButton(pages[l]).click();
      await dialog(pages[l]);
    }),
  );
  found.push(...(await auditAll(pages, '/home (menu open)')));
  await closeAll(pages);
  await organiser(admin, auctionId, 'end').catch(() => undefined);
  expectNone(found);
});

test('axe: the admin desk, with a live and a finished auction [en, hi]', async ({ browser }) => {
  test.setTimeout(480_000);
  const found: string[] = [];
  const cup = await axeCup('Axd');
  const { admin, auctionId } = cup;
  const doneId = await finishedAuction(admin);
  // The desk shows a live auction with players and bots.
  await registerAndGoLive(cup);

  // The admin desk on the phone.
  const desk = await pagesIn(async (l) => {
    const context = await phoneIn(browser, l);
    await context.addInitScript((token) => {
      localStorage.setItem(
        'bidxi-admin',
        JSON.stringify({ state: { adminToken: token, isAdminAuthenticated: true }, version: 1 }),
      );
    }, admin);
    return context;
  });
  for (const path of [
    '/admin',
    '/admin/users',
    '/admin/wallet-requests',
    '/admin/transactions',
    '/admin/auctions',
    `/admin/auctions/${auctionId}`,
    `/admin/auctions/${doneId}/results`,
    '/admin/content',
    '/admin/analytics',
    '/admin/actions',
  ]) {
    // The finished auction's results once it has finished.
    if (path.endsWith('/results')) await waitForLog(doneId);
    found.push(...(await screen(desk, base(), path)));
    if (path === '/admin/auctions' || path === '/admin/analytics') {
      await shot(desk.en, `a11y${path.replaceAll('/', '-')}-390`);
    }
  }
  await closeAll(desk);
  // Stop the bots (unless the auction has run out of players already).
  await organiser(admin, auctionId, 'end').catch(() => undefined);
  expectNone(found);
});

test('axe: a scheduled auction’s pages, its room in the lobby and during a lot, the spectator link [en, hi]', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const found: string[] = [];
  const cup = await axeCup('Axr');
  const { admin, players, auctionId } = cup;

  // A scheduled auction's pages, then its room's lobby.
  const pages = await signedInPages(browser, players);
  for (const path of [`/auction/${auctionId}`, `/register/${auctionId}`])
    found.push(...(await screen(pages, base(), path)));
  await registerAndGoLive(cup);
  found.push(...(await screen(pages, base(), `/auctionRoom/${auctionId}`)));
  await expect(pages.en.getByTestId('room-announcer')).toBeAttached();

  // A lot on the block once the 30 s lobby is over (the bots bid within seconds).
  const lot = (page: Page) => page.getByTestId('lot-player-name').waitFor({ timeout: 45_000 });
  found.push(...(await screen(pages, base(), `/auctionRoom/${auctionId}`, lot)));
  for (const l of LANGUAGES) found.push(...(await smallTargets(pages[l], `room (lot) [${l}]`)));
  // The polite live region speaks the lot and its bids.
  await expect(pages.en.getByTestId('room-announcer')).toHaveAttribute('aria-live', 'polite');
  await expect(pages.en.getByTestId('room-announcer')).toContainText(
    /Current bid|is up for bidding|seconds left/,
    { timeout: 20_000 },
  );
  await shot(pages.en, 'a11y-room-lot-390');
  await shot(pages.hi, 'a11y-room-lot-hi-390');
  for (const path of [`/teamPage/${auctionId}/${players.en.id}`, `/result/${auctionId}`])
    found.push(...(await screen(pages, base(), path)));
  await Promise.all(
    LANGUAGES.map((l) =>
      visit(pages[l], `${base()}/yourTeamPlayers/${auctionId}/${players[l].id}`),
    ),
  );
  found.push(...(await auditAll(pages, '/yourTeamPlayers')));

  // The spectator link, without a session (the players stay in the room meanwhile).
  const link = (await organiser(admin, auctionId, 'spectator-link', { enabled: true })) as {
    path: string;
  };
  const guests = await pagesIn((l) => phoneIn(browser, l));
  const watching = (page: Page) => page.getByTestId('lot').waitFor({ timeout: 30_000 });
  found.push(...(await screen(guests, base(), link.path, watching)));
  await closeAll(guests);
  await closeAll(pages);
  await organiser(admin, auctionId, 'end').catch(() => undefined);
  expectNone(found);
});

test('axe: guest screens, a finished auction’s replay and its results [en, hi]', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const found: string[] = [];
  const { admin, players } = await axeCup('Axg');
  // A finished auction for the replay and the results: it runs by itself meanwhile.
  const doneId = await finishedAuction(admin);

  // Guest screens.
  const guests = await pagesIn((l) => phoneIn(browser, l));
  for (const path of [
    '/',
    '/login',
    '/signup',
    '/fpp',
    `/resetpass/${encodeURIComponent('nobody@e2e.bidxi')}/0123456789abcdef0123`,
    '/admin/login',
  ])
    found.push(...(await screen(guests, base(), path)));

  // The finished auction: its replay (no session) and its results.
  await waitForLog(doneId);
  const replay = (page: Page) => page.getByTestId('replay-controls').waitFor();
  found.push(...(await screen(guests, base(), `/auction/${doneId}/replay`, replay)));
  await closeAll(guests);
  const pages = await signedInPages(browser, players);
  found.push(...(await screen(pages, base(), `/result/${doneId}`)));
  await closeAll(pages);
  expectNone(found);
});

for (const language of LANGUAGES) {
  test(`controls are 44 px touch targets with a visible keyboard focus [${language}]`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await adminLogin(base(), E2E_ADMIN.email, E2E_ADMIN.password);
    const player = await signUp(base(), `Tap${Date.now() % 100_000}`);
    const auctionId = await createAuction(base(), admin, {
      title: 'Tap Cup',
      rows: sheetRows(4),
      lobbyMs: 10 * 60_000,
      lotWindowMs: 60_000,
      bidWindowMs: 30_000,
      botTeams: 1,
    });
    await registerTeam(base(), player, auctionId, 'Tap XI');
    const context = await phoneIn(browser, language);
    await signInContext(context, player);
    const page = await context.newPage();
    const small: string[] = [];
    const noRing: string[] = [];
    for (const path of [
      '/home',
      '/auctionHome',
      `/auction/${auctionId}`,
      '/my-auctions',
      '/myWallet',
      '/profile',
      '/kyc',
    ]) {
      await visit(page, `${base()}${path}`);
      small.push(...(await smallTargets(page, path)));
      noRing.push(...(await unfocusable(page, path)));
    }
    await goLive(base(), admin, auctionId);
    await visit(page, `${base()}/auctionRoom/${auctionId}`);
    small.push(...(await smallTargets(page, 'room (lobby)')));
    noRing.push(...(await unfocusable(page, 'room (lobby)')));
    await context.close();
    console.log(`small targets: ${small.length}\n${small.join('\n')}`);
    console.log(`no focus ring: ${noRing.length}\n${noRing.join('\n')}`);
    expect(small).toEqual([]);
    expect(noRing).toEqual([]);
  });
}

test('a toast and its close button: the close button is a 44 px touch target', async ({
  browser,
}) => {
  // A wrong admin password always shows an error toast (4 s), with sonner's close button.
  const context = await phoneIn(browser, 'en');
  const page = await context.newPage();
  await visit(page, `${base()}/admin/login`);
  await page.getByLabel('Email').fill(`nobody${Date.now() % 100_000}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The error toast (the service worker's "ready to work offline" toast may be up beside it).
  const toast = page.locator('[data-sonner-toast][data-type="error"]');
  const close = toast.getByRole('button', { name: 'Close toast' });
  await expect(close).toBeVisible();
  // Measured once the toast has slid in (sonner moves it with a transition).
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  const box = (await close.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  // Inside its toast, not hanging over the corner (sonner's own place for it).
  const frame = (await toast.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
  expect(box.y).toBeGreaterThanOrEqual(frame.y - 0.5);
  expect(await smallTargets(page, 'admin login with a toast')).toEqual([]);
  await shot(page, 'a11y-toast-close');
  await close.click();
  await expect(toast).toHaveCount(0);
  await context.close();
});

test('the language switch draws हिन्दी in a Devanagari face on an English page', async ({
  browser,
}) => {
  // This machine has no Devanagari font of its own: system-ui drew the name as empty boxes.
  const context = await phoneIn(browser, 'en');
  const page = await context.newPage();
  await visit(page, `${base()}/admin/login`);
  const hindi = page.getByRole('button', { name: 'हिन्दी' });
  await expect(hindi).toHaveAttribute('lang', 'hi-IN');
  // Drawing the name fetches our Devanagari face (its unicode-range); the check waits for it.
  await page.waitForFunction(() =>
    [...document.fonts].some((f) => f.family.includes('BidXI Devanagari') && f.status === 'loaded'),
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: 'button[lang="hi-IN"]',
  });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(fonts.map((f) => f.familyName)).toEqual(['Noto Sans Devanagari']);
  await context.close();
});

test('reduced motion: no confetti and no running animations', async ({ browser }) => {
  const admin = await adminLogin(base(), E2E_ADMIN.email, E2E_ADMIN.password);
  const player = await signUp(base(), `Calm${Date.now() % 100_000}`);
  const context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
  await signInContext(context, player);
  const page = await context.newPage();
  const auctionId = await createAuction(base(), admin, {
    title: 'Calm Cup',
    rows: sheetRows(4),
    lobbyMs: 60_000,
    lotWindowMs: 60_000,
    bidWindowMs: 30_000,
    botTeams: 1,
  });
  await registerTeam(base(), player, auctionId, 'Calm XI');
  await visit(page, `${base()}/successregister?auctionId=${auctionId}`);
  expect(await expectSteady(() => page.locator('canvas').count(), 800)).toBe(0);
  await visit(page, `${base()}/home`);
  const running = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => {
        const t = a.effect?.getComputedTiming();
        return t && (t.iterations === Infinity || Number(t.duration) > 1);
      })
      .map((a) => (a.effect as KeyframeEffect | null)?.target?.className ?? 'animation'),
  );
  expect(running).toEqual([]);
  await context.close();
});
