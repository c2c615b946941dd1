/**
 * Accessibility (issue 16, WCAG 2.2 AA) on a 390×844 phone: axe (wcag2a, wcag2aa, wcag21aa, wcag22aa)
 * on every player and admin screen the e2e setup reaches — guest screens, the signed-in player's
 * screens, a scheduled auction's pages, the live room in its lobby and during a lot, the spectator
 * page, and the admin desk — with zero violations. Every screen is checked before the test fails, so
 * the failure lists all of them.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  adminLogin,
  createAuction,
  goLive,
  registerTeam,
  sheetRows,
  signInContext,
  signUp,
} from '../support/auction';
import { E2E_ADMIN } from '../support/global-setup';
import { shot } from '../support/shots';

const base = () => process.env.E2E_BASE_URL ?? '';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PHONE = { width: 390, height: 844 };

/** Axe findings on the page as it stands, one line per rule and node. */
async function audit(page: Page, screen: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${screen}: ${v.id} (${v.impact}) ${n.target.join(' ')}`),
  );
}

async function visit(page: Page, path: string, ready?: () => Promise<void>) {
  await page.goto(`${base()}${path}`);
  await page.waitForLoadState('networkidle');
  if (ready) await ready();
  // Let entrance animations settle so contrast is measured on the final colours.
  await page.waitForTimeout(400);
}

test('every player and admin screen has zero axe violations (WCAG 2.2 AA)', async ({ browser }) => {
  test.setTimeout(240_000);
  const found: string[] = [];
  const admin = await adminLogin(base(), E2E_ADMIN.email, E2E_ADMIN.password);
  const player = await signUp(base(), `Axe${Date.now() % 100_000}`);
  const auctionId = await createAuction(base(), admin, {
    title: 'Axe Cup',
    rows: sheetRows(6),
    lobbyMs: 20_000,
    lotWindowMs: 60_000,
    bidWindowMs: 30_000,
    botTeams: 2,
  });

  // Guest screens.
  const guest = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const g = await guest.newPage();
  for (const path of ['/', '/login', '/signup', '/fpp', '/admin/login']) {
    await visit(g, path);
    found.push(...(await audit(g, path)));
  }
  await guest.close();

  // Signed-in player screens before the auction starts.
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await signInContext(context, player);
  const page = await context.newPage();
  const playerPaths = [
    '/home',
    '/auctionHome',
    `/auction/${auctionId}`,
    `/register/${auctionId}`,
    '/my-auctions',
    '/how-to-play',
    '/how-to-register',
    '/how-to-withdraw',
    '/privacy-policy',
    '/terms-and-conditions',
    '/myWallet',
    '/profile',
    '/kyc',
    '/bidhistory',
  ];
  for (const path of playerPaths) {
    await visit(page, path);
    found.push(...(await audit(page, path)));
  }

  // The side menu, open.
  await visit(page, '/home');
  const menu = page.getByRole('button', { name: /menu/i }).first();
  if (await menu.isVisible()) {
    await menu.click();
    await page.waitForTimeout(400);
    found.push(...(await audit(page, '/home (menu open)')));
    await page.keyboard.press('Escape');
  }

  // The live room: lobby, then a lot on the block; the spectator page.
  await registerTeam(base(), player, auctionId, 'Axe XI');
  await goLive(base(), admin, auctionId);
  await visit(page, `/auctionRoom/${auctionId}`);
  found.push(...(await audit(page, 'room (lobby)')));
  await expect(page.getByTestId('room-announcer')).toBeAttached();
  await page.waitForTimeout(21_000);
  await visit(page, `/auctionRoom/${auctionId}`);
  found.push(...(await audit(page, 'room (lot live)')));
  found.push(...(await smallTargets(page, 'room (lot live)')));
  // The polite live region speaks the lot and its bids (the bots bid within seconds).
  await expect(page.getByTestId('room-announcer')).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByTestId('room-announcer')).toContainText(
    /Current bid|is up for bidding|seconds left/,
    { timeout: 20_000 },
  );
  await shot(page, 'a11y-room-lot-390');
  for (const path of [
    `/watch/${auctionId}`,
    `/result/${auctionId}`,
    `/teamPage/${auctionId}/${player.id}`,
  ]) {
    await visit(page, path);
    found.push(...(await audit(page, path)));
  }
  await context.close();

  // The admin desk on the phone.
  const adminContext = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  await adminContext.addInitScript((token) => {
    localStorage.setItem(
      'bidxi-admin',
      JSON.stringify({ state: { adminToken: token, isAdminAuthenticated: true }, version: 1 }),
    );
  }, admin);
  const desk = await adminContext.newPage();
  for (const path of [
    '/admin',
    '/admin/users',
    '/admin/wallet-requests',
    '/admin/transactions',
    '/admin/auctions',
    `/admin/auctions/${auctionId}`,
    '/admin/content',
    '/admin/analytics',
  ]) {
    await visit(desk, path);
    found.push(...(await audit(desk, path)));
    if (path === '/admin/auctions' || path === '/admin/analytics') {
      await shot(desk, `a11y${path.replaceAll('/', '-')}-390`);
    }
  }
  await adminContext.close();

  console.log(`axe: ${found.length} violation node(s)\n${found.join('\n')}`);
  expect(found).toEqual([]);
});

/** Controls smaller than 44×44 CSS px on the page (inline links inside running text excepted). */
async function smallTargets(page: Page, screen: string): Promise<string[]> {
  const small = await page.evaluate(() => {
    const selector =
      'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], summary';
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      if (el.tagName === 'A' && style.display === 'inline' && el.closest('p, li')) continue;
      if (el.closest('[aria-hidden=true], .sr-only')) continue;
      // The hit area is the element or an enclosing label (a checkbox inside its label).
      const label = el.closest('label')?.getBoundingClientRect();
      const w = Math.max(r.width, label?.width ?? 0);
      const h = Math.max(r.height, label?.height ?? 0);
      if (w + 0.5 < 44 || h + 0.5 < 44) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName)
          .trim()
          .slice(0, 40);
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(w)}×${Math.round(h)}`);
      }
    }
    return out;
  });
  return small.map((s) => `${screen}: ${s}`);
}

/** Tabs through the page; returns the controls that showed no outline or ring when focused. */
async function unfocusable(page: Page, screen: string, presses = 25): Promise<string[]> {
  const bad: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const r = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const s = getComputedStyle(el);
      const visible =
        (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
      return visible
        ? ''
        : `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    });
    if (r) bad.push(`${screen}: ${r}`);
  }
  return [...new Set(bad)];
}

test('controls are 44 px touch targets with a visible keyboard focus', async ({ browser }) => {
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
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
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
    await visit(page, path);
    small.push(...(await smallTargets(page, path)));
    noRing.push(...(await unfocusable(page, path)));
  }
  await goLive(base(), admin, auctionId);
  await visit(page, `/auctionRoom/${auctionId}`);
  small.push(...(await smallTargets(page, 'room (lobby)')));
  noRing.push(...(await unfocusable(page, 'room (lobby)')));
  await context.close();
  console.log(`small targets: ${small.length}\n${small.join('\n')}`);
  console.log(`no focus ring: ${noRing.length}\n${noRing.join('\n')}`);
  expect(small).toEqual([]);
  expect(noRing).toEqual([]);
});

test('reduced motion: no confetti and no running animations', async ({ browser }) => {
  const admin = await adminLogin(base(), E2E_ADMIN.email, E2E_ADMIN.password);
  const player = await signUp(base(), `Calm${Date.now() % 100_000}`);
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
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
  await visit(page, `/successregister?auctionId=${auctionId}`);
  await page.waitForTimeout(800);
  await expect(page.locator('canvas')).toHaveCount(0);
  await visit(page, '/home');
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
