/**
 * The admin panel in Hindi on a 390×844 phone: the admin signs in, switches to हिन्दी in
 * the admin menu and walks every admin screen — dashboard, users and a user's profile, wallet requests
 * and an approval, transactions, auctions (list, new-auction form, an auction's pool and import),
 * analytics and an auction's results, content, the actions log — and the sign-in screen after logging
 * out. On each no English interface word is left (names, titles, e-mails, UTRs and page texts people
 * typed are theirs), nothing scrolls sideways, and a screenshot is saved as
 * e2e/artifacts/hindi-admin-*.png; the dashboard is checked at desktop width too. The choice is kept on
 * the device and with the admin's account.
 */
import { expect, test, type Page } from '../support/test';
import { completeKyc, DESKTOP, requestRecharge } from '../support/admin';
import { createAuction, registerTeam, sheetRows, signUp } from '../support/auction';
import { E2E_ADMIN } from '../support/worker-services';
import { expectHindiScreen } from '../support/hindi';
import { startPlayServer, type PlayServer } from '../support/play-server';

// A server of its own: the screens list every user, request, auction and chart of the server, and
// the words other specs leave there (their team names, a cancelled auction's lines) are not ours to
// check; and the switch is kept with the admin's account, which the other specs sign in as too.
let server: PlayServer;
const base = () => server.baseUrl;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startPlayServer({
    MONEY_MODE: 'real',
    DEMO_AUCTIONS: 'true',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    TRUST_PROXY: '127.0.0.1',
  });
});
test.afterAll(async () => {
  await server?.stop();
});

async function call<T>(path: string, token: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(`${base()}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Every string inside a logged value (names the import added, a UTR, a title). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * What people typed, as the admin's screens show it: users' names and e-mails, auction titles and
 * descriptions, UPI ids, and the actions log's targets and logged texts.
 */
async function typedTexts(admin: string, player: string): Promise<string[]> {
  const { users } = await call<{
    users: { username: string; email: string; wallet?: { paymentInfo?: { upiId?: string } } }[];
  }>('/users/getAll', admin);
  const { auctions } = await call<{ auctions: { title: string; description: string }[] }>(
    '/admin/auctions',
    admin,
  );
  // The public list has the demo auctions too (the analytics charts name them).
  const listed = await call<{ auctions: { title: string; description: string | null }[] }>(
    '/auctions/getallstatus',
    player,
  );
  const { actions } = await call<{
    actions: { targetLabel: string | null; before: unknown; after: unknown }[];
  }>('/admin/actions?limit=200', admin);
  // Other specs of the run leave their own auctions and requests on the dashboard and the desk.
  const dashboard = await call<unknown>('/admin/dashboard', admin);
  const pending = await call<unknown>('/admin/wallet-requests', admin, 'POST', {
    status: 'PENDING',
  });
  const texts = [
    ...stringsOf(dashboard),
    ...stringsOf(pending),
    // The users list shows each name's initials in its avatar ('AS' for Asha123).
    ...users.flatMap((u) => [u.username, u.email, u.username.slice(0, 2).toUpperCase()]),
    ...[...auctions, ...listed.auctions].flatMap((a) => [a.title, a.description ?? '']),
    ...actions.flatMap((a) => [a.targetLabel ?? '', ...stringsOf(a.before), ...stringsOf(a.after)]),
  ].filter((text) => text.trim() !== '');
  return [...texts, ...texts.map(initials), ...texts.flatMap(joinedPairs)];
}

/** Chart ticks wrap a cut name word by word with no space between ('BidXI Demo Auc…' → 'DemoAuc'). */
function joinedPairs(name: string): string[] {
  const words = name.split(/\s+/);
  return words.slice(1).map((word, i) => `${words[i]}${word}`);
}

/** A name's initials as avatars show them: 'Virat Kohli' → 'VK'. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.length > 1 ? `${words[0]![0]}${words[1]![0]}`.toUpperCase() : name.slice(0, 2);
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${base()}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('the admin switches the panel to Hindi and walks every admin screen', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now()).slice(-6);
  const login = await call<{ token: string; user: { id: string } }>('/admin-login', '', 'POST', {
    email: E2E_ADMIN.email,
    password: E2E_ADMIN.password,
  });
  const admin = login.token;
  const rows = sheetRows(12);
  const title = `Hindi Admin Cup ${stamp}`;
  const auctionId = await createAuction(base(), admin, {
    title,
    rows,
    lobbyMs: 60_000,
    lotWindowMs: 20_000,
    bidWindowMs: 10_000,
    botTeams: 0,
  });
  const player = await signUp(base(), `Asha${stamp}`);
  const upi = `asha${stamp}@okaxis`;
  await completeKyc(base(), player, upi);
  const team = `Asha XI ${stamp}`;
  await registerTeam(base(), player, auctionId, team);
  // One recharge approved (a transaction and an action to log), one waiting for the admin.
  const first = await requestRecharge(base(), player, 500, `HIADA${stamp}`);
  await call('/admin/update/wallet-requests', admin, 'POST', {
    transactionId: first,
    action: 'APPROVED',
  });
  await requestRecharge(base(), player, 300, `HIADB${stamp}`);
  const typed = [
    ...(await typedTexts(admin, player.token)),
    team,
    upi,
    `HIADA${stamp}`,
    `HIADB${stamp}`,
    ...rows.map((r) => r.name ?? ''),
  ];

  // The once-per-device 'ready to work offline' toast is the player app's, not under test here.
  await page.addInitScript(() => localStorage.setItem('bidxi-offline-ready-shown', '1'));
  // Signs in in English, then switches in the admin menu.
  await page.goto(`${base()}/admin/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The sign-in toast was said in English; it goes before the Hindi checks.
  const toast = page.locator('[data-sonner-toast]', { hasText: 'loggedIn' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  await page
    .getByRole('dialog', { name: 'Admin menu' })
    .getByRole('button', { name: 'हिन्दी' })
    .click();
  const menu = page.getByRole('dialog', { name: 'एडमिन मेन्यू' });
  await expect(menu.getByRole('link', { name: 'कार्रवाई लॉग' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  await expectHindiScreen(page, 'admin-menu', typed, ['Dashboard', 'Logout']);
  await menu.getByRole('link', { name: 'डैशबोर्ड' }).click();
  await expect(menu).toBeHidden();

  await expect(page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
  await expect(page.getByText(/अभी और जल्द होने वाले ऑक्शन/)).toBeVisible();
  await expectHindiScreen(page, 'admin-dashboard', typed, ['Wallet requests', 'Today']);

  // Kept with the admin's account too (PUT /api/users/language), not only on this device.
  await expect
    .poll(
      async () =>
        (
          await call<{ user: { language: string | null } }>('/user/getById', admin, 'POST', {
            userId: login.user.id,
          })
        ).user.language,
    )
    .toBe('hi');

  await open(page, '/admin/users', 'यूज़र');
  await expectHindiScreen(page, 'admin-users', typed, ['Users', 'Banned', 'Active']);
  await page.getByRole('button', { name: `${player.username} की प्रोफ़ाइल देखें` }).click();
  const drawer = page.getByRole('dialog', { name: 'यूज़र प्रोफ़ाइल' });
  await expect(drawer.getByText('पेमेंट जानकारी')).toBeVisible();
  await expect(drawer.getByText(upi)).toBeVisible();
  await expectHindiScreen(page, 'admin-user', typed, ['Payment info', 'Wallet']);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await open(page, '/admin/wallet-requests', 'वॉलेट अनुरोध');
  await expect(page.getByText(`HIADB${stamp}`)).toBeVisible();
  await expectHindiScreen(page, 'admin-requests', typed, ['Approve', 'Deny', 'Pending']);
  await page
    .getByRole('button', { name: `${player.username} का ₹300.00 का रिचार्ज मंज़ूर करें` })
    .click();
  const approve = page.getByRole('alertdialog', { name: /का रिचार्ज मंज़ूर करें\?/ });
  await expect(approve.getByText('नोट (वैकल्पिक)')).toBeVisible();
  await expectHindiScreen(page, 'admin-approve', typed, ['Approve', 'Cancel']);
  await approve.getByRole('button', { name: 'मंज़ूर करें' }).click();
  await expect(page.getByText('अनुरोध मंज़ूर हुआ')).toBeVisible();

  await open(page, '/admin/transactions', 'लेन-देन');
  await expect(page.getByText(`UTR HIADA${stamp}`).filter({ visible: true })).toBeVisible();
  await expectHindiScreen(page, 'admin-transactions', typed, ['Transactions', 'Export']);

  await open(page, '/admin/auctions', 'ऑक्शन');
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  await expectHindiScreen(page, 'admin-auctions', typed, ['New auction', 'SCHEDULED']);
  await page.getByRole('button', { name: 'नया ऑक्शन' }).first().click();
  const form = page.getByRole('dialog', { name: 'नया ऑक्शन' });
  await form.getByRole('button', { name: 'एडवांस्ड' }).click();
  await form.getByRole('button', { name: 'ऑक्शन बनाएँ' }).click();
  await expect(form.getByText('शीर्षक ज़रूरी है')).toBeVisible();
  await expectHindiScreen(page, 'admin-auction-form', typed, ['Title', 'Advanced']);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'पूल (12)' })).toBeVisible();
  await expectHindiScreen(page, 'admin-auction', typed, ['Pool', 'Start now', 'Edit']);
  await page.getByRole('tab', { name: 'टीमें (1)' }).click();
  await expect(page.getByText(team)).toBeVisible();
  await expectHindiScreen(page, 'admin-teams', typed, ['Purse', 'Fee']);
  await page.getByRole('tab', { name: 'पूल (12)' }).click();
  await page.getByRole('button', { name: 'खिलाड़ी इंपोर्ट करें' }).click();
  const importer = page.getByRole('dialog', { name: 'खिलाड़ी इंपोर्ट करें' });
  await expect(importer.getByText('अभी कोई शीट नहीं चुनी गई।')).toBeVisible();
  // The sheet's header names are the file's own column names, kept as they are.
  await expectHindiScreen(page, 'admin-import', [
    ...typed,
    'name, type, base_cr, bonus, slot_1 … slot_11',
  ]);
  await page.keyboard.press('Escape');

  await open(page, '/admin/analytics', 'एनालिटिक्स');
  await expect(page.getByTestId('analytics-charts')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'हर दिन के रजिस्ट्रेशन' }).first()).toBeVisible();
  await expectHindiScreen(page, 'admin-analytics', typed, ['Registrations', 'Refresh']);

  await page.goto(`${base()}/admin/auctions/${auctionId}/results`);
  await expect(page.getByRole('heading', { name: 'स्टैंडिंग' })).toBeVisible();
  await expectHindiScreen(page, 'admin-results', typed, ['Standings', 'Fees collected']);

  await open(page, '/admin/content', 'कंटेंट');
  await expect(page.getByRole('tab', { name: 'प्रीव्यू' })).toBeVisible();
  // The Markdown hint shows the link syntax itself: '[लिंक](https://…)'.
  await expectHindiScreen(page, 'admin-content', [...typed, 'https://'], ['Preview', 'Save']);

  await open(page, '/admin/actions', 'कार्रवाई लॉग');
  await expect(page.getByText('वॉलेट अनुरोध मंज़ूर').filter({ visible: true })).toHaveCount(2);
  await expectHindiScreen(
    page,
    'admin-actions',
    await typedTexts(admin, player.token).then((t) => [...t, ...typed]),
    ['Actions log', 'Before'],
  );

  // Remembered on the device: a reload stays in Hindi; the desktop layout too.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'कार्रवाई लॉग' })).toBeVisible();
  await open(page, '/admin', 'डैशबोर्ड');
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('navigation', { name: 'एडमिन' }).first()).toBeVisible();
  await expectHindiScreen(page, 'admin-desktop', typed, ['Admin panel', 'Logout']);
  await page.setViewportSize({ width: 390, height: 844 });

  // Logged out, the sign-in screen speaks Hindi too.
  await page.getByRole('button', { name: 'लॉग आउट' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'एडमिन साइन इन' })).toBeVisible();
  await expectHindiScreen(page, 'admin-login', typed, ['Admin sign in', 'Password']);
});
