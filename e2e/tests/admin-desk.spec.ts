/**
 * The admin desk in Chromium: every admin screen at 1280×800 and 390×844 (screenshots in
 * e2e/artifacts/admin-*.png, no sideways page scroll on the phone) while the admin does the work —
 * sign in, read the dashboard, approve and deny recharges, pay out a withdrawal, ban a player, import
 * a sheet with errors, cancel an auction (its revenue is ₹0 on its page and in Analytics), read the
 * transactions, and edit a content page that players then read as Markdown.
 */
import { expect, test, type Page } from '../support/test';
import { adminPage, completeKyc, DESKTOP, requestRecharge, shootBothSizes } from '../support/admin';
import {
  adminLogin,
  createAuction,
  registerTeam,
  sheetRows,
  signInContext,
  signUp,
  type Player,
} from '../support/auction';
import { E2E_ADMIN } from '../support/worker-services';
import { shot } from '../support/shots';

test.describe.configure({ mode: 'serial' });

const base = () => process.env.E2E_BASE_URL ?? '';
const stamp = Date.now() % 1_000_000;

async function call<T>(path: string, token: string, method: string, body?: unknown): Promise<T> {
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

let admin: string;
let page: Page;
let meera: Player;
let arjun: Player;
let ravi: Player;
let cupId: string;
let importCupId: string;
const CUP = `Desk Cup ${stamp}`;

test.beforeAll(async ({ browser }) => {
  admin = await adminLogin(base(), E2E_ADMIN.email, E2E_ADMIN.password);
  [meera, arjun, ravi] = [
    await signUp(base(), 'Meera'),
    await signUp(base(), 'Arjun'),
    await signUp(base(), 'Ravi'),
  ];
  // Ravi has money and KYC, enters the ₹20 Desk Cup and asks for ₹50 back.
  const funded = await requestRecharge(base(), ravi, 200, `DESKR${stamp}`);
  await call('/admin/update/wallet-requests', admin, 'POST', {
    transactionId: funded,
    action: 'APPROVED',
  });
  await completeKyc(base(), ravi, 'ravi.desk@okaxis');
  cupId = await createAuction(base(), admin, {
    title: CUP,
    rows: sheetRows(20),
    lobbyMs: 60_000,
    lotWindowMs: 20_000,
    bidWindowMs: 15_000,
    botTeams: 0,
  });
  await call('/auctions/update', admin, 'PUT', { auctionId: cupId, registrationFee: 20 });
  await registerTeam(base(), ravi, cupId, 'Ravi Royals');
  await call('/wallet/withdraw-request', ravi.token, 'POST', { amount: 50 });
  // An auction with an empty pool, for the import.
  const empty = await call<{ auction: { id: string } }>('/auctions/register', admin, 'POST', {
    title: `Import Cup ${stamp}`,
    registrationFee: 0,
    scheduledDate: '2030-01-15',
    startTime: '20:00',
  });
  importCupId = empty.auction.id;
  // Two recharges waiting for the admin.
  await requestRecharge(base(), meera, 500, `DESKM${stamp}`);
  await requestRecharge(base(), arjun, 300, `DESKA${stamp}`);
  page = await adminPage(browser, admin);
});

test.afterAll(async () => {
  await page?.context().close();
});

test('admin sign-in: a desktop split at 1280 px, a phone form at 390 px', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: DESKTOP,
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  });
  const login = await context.newPage();
  await login.goto(`${base()}/admin/login`);
  await shootBothSizes(login, 'login', async () => {
    await expect(login.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
  // At 1280 px the form sits beside the navy panel, not in a 480 px column.
  const box = await login.getByRole('button', { name: 'Sign in' }).boundingBox();
  expect(box!.x).toBeGreaterThan(DESKTOP.width / 2);
  await login.getByLabel('Email').fill(E2E_ADMIN.email);
  await login.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(login.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await context.close();
});

test('dashboard: what waits, what runs, today’s money — each a link', async () => {
  await page.goto(`${base()}/admin`);
  const figures = await call<{ pendingRequests: { recharges: { count: number } } }>(
    '/admin/dashboard',
    admin,
    'GET',
  );
  expect(figures.pendingRequests.recharges.count).toBeGreaterThanOrEqual(2);
  await shootBothSizes(page, 'dashboard', async () => {
    await expect(page.getByText(/Oldest waiting/)).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(CUP) })).toContainText(
      '1 player registered',
    );
    await expect(page.getByRole('link', { name: /Fees \(net of refunds\)/ })).toBeVisible();
  });
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  await page.getByRole('link', { name: 'Review requests' }).click();
  await expect(page).toHaveURL(/\/admin\/wallet-requests$/);
});

test('wallet requests: approve one recharge and deny another', async () => {
  await page.goto(`${base()}/admin/wallet-requests`);
  const approve = page.getByRole('button', {
    name: `Approve recharge of ₹500.00 by ${meera.username}`,
  });
  const deny = page.getByRole('button', { name: `Deny recharge of ₹300.00 by ${arjun.username}` });
  await shootBothSizes(page, 'wallet-requests', async () => {
    await expect(approve.first()).toBeVisible();
    await expect(deny.first()).toBeVisible();
  });
  await approve.first().click();
  const approving = page.getByRole('alertdialog', { name: 'Approve recharge of ₹500.00?' });
  await approving.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Request approved')).toBeVisible();

  await deny.first().click();
  const denying = page.getByRole('alertdialog', { name: 'Deny recharge of ₹300.00?' });
  await denying.getByLabel('Note (optional)').fill('UTR not found in the bank statement');
  await shootBothSizes(page, 'wallet-requests-deny', async () => {
    await expect(denying.getByRole('button', { name: 'Deny' })).toBeVisible();
  });
  await denying.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByText('Request denied')).toBeVisible();

  await page.getByLabel('Status').selectOption('ALL');
  await shootBothSizes(page, 'wallet-requests-resolved', async () => {
    await expect(page.getByRole('list', { name: 'Requests' })).toContainText('Approved');
    await expect(page.getByRole('list', { name: 'Requests' })).toContainText('Denied');
  });
});

test('withdrawals: the payout details beside the request, then paid out', async () => {
  await page.goto(`${base()}/admin/wallet-requests`);
  await page.getByLabel('Type').selectOption('WITHDRAWAL');
  const approve = page.getByRole('button', {
    name: `Approve withdrawal of ₹50.00 by ${ravi.username}`,
  });
  await shootBothSizes(page, 'withdrawals', async () => {
    await expect(approve).toBeVisible();
    await expect(page.getByText('ravi.desk@okaxis')).toBeVisible();
  });
  await approve.click();
  await page
    .getByRole('alertdialog', { name: 'Approve withdrawal of ₹50.00?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText('Request approved')).toBeVisible();
  await expect(approve).toBeHidden();
});

test('users: ban a player after confirming', async () => {
  await page.goto(`${base()}/admin/users`);
  await page.getByLabel('Search users').fill(arjun.email);
  await page.getByRole('button', { name: `Ban ${arjun.username}` }).click();
  await page
    .getByRole('alertdialog', { name: `Ban ${arjun.username}?` })
    .getByRole('button', { name: 'Ban user' })
    .click();
  await expect(page.getByText(`${arjun.username} has been banned`)).toBeVisible();
  await shootBothSizes(page, 'users-ban', async () => {
    await expect(page.getByRole('button', { name: `Unban ${arjun.username}` })).toBeVisible();
    await expect(page.getByText(/players registered · \d+ banned/)).toBeVisible();
  });
});

test('import with errors: spreadsheet row numbers and field names in words', async () => {
  await page.goto(`${base()}/admin/auctions/${importCupId}`);
  await page.getByRole('button', { name: 'Import players' }).first().click();
  const importer = page.getByRole('dialog', { name: 'Import players' });
  const [good, second] = sheetRows(2);
  const line = (r: Record<string, string>) => Object.values(r).join(',');
  const header = Object.keys(good!).join(',');
  // Row 2 good, row 3 blank, row 4 a bad base price, row 5 row 2's name again.
  const csv = [
    header,
    line(good!),
    '',
    line({ ...second!, base_cr: 'two' }),
    line({ ...second!, name: good!.name! }),
  ].join('\n');
  await importer.getByLabel(/Choose sheet/).setInputFiles({
    name: 'pool-with-errors.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const problems = importer.getByRole('list', { name: 'Problems' });
  await shootBothSizes(page, 'import-errors', async () => {
    await expect(problems).toContainText('Row 4: Base price must be a number');
    await expect(problems).toContainText('Row 5: Same name as row 2');
  });
  await expect(importer.getByRole('columnheader', { name: 'Base price (Cr)' })).toBeVisible();
  await expect(importer).not.toContainText('base_cr:');
  await expect(importer.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await importer.getByRole('button', { name: 'Cancel' }).click();
});

test('cancel an auction: Keep auction or refund; ₹0 revenue on its page and in Analytics', async () => {
  await page.goto(`${base()}/admin/auctions`);
  await shootBothSizes(page, 'auctions', async () => {
    await expect(page.getByRole('link', { name: CUP }).first()).toBeVisible();
  });
  await page.goto(`${base()}/admin/auctions/${cupId}`);
  await page.getByRole('button', { name: 'Cancel auction' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this auction?' });
  await shootBothSizes(page, 'cancel-dialog', async () => {
    await expect(dialog.getByRole('button', { name: 'Keep auction' })).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: 'Cancel auction and refund fees' }),
    ).toBeVisible();
  });
  await dialog.getByRole('button', { name: 'Keep auction' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('SCHEDULED').first()).toBeVisible();

  await page.getByRole('button', { name: 'Cancel auction' }).click();
  await dialog.getByRole('button', { name: 'Cancel auction and refund fees' }).click();
  await expect(page.getByText('Auction cancelled; every fee was refunded')).toBeVisible();
  await expect(page.getByText('Revenue (fees less refunds)').locator('..')).toContainText('₹0.00');

  await page.goto(`${base()}/admin/analytics`);
  const perAuction = page.getByTestId('table-registrations-per-auction');
  const row = perAuction.getByRole('row', { name: new RegExp(CUP) });
  await shootBothSizes(page, 'analytics-after-cancel', async () => {
    await expect(row).toContainText('CANCELLED');
    await expect(row).toContainText('₹0.00');
  });
  await expect(row).not.toContainText('₹20.00');
});

test('transactions: fee and refund lines name their auction', async () => {
  await page.goto(`${base()}/admin/transactions?userId=${ravi.id}`);
  await shootBothSizes(page, 'transactions', async () => {
    await expect(page.getByRole('link', { name: CUP }).first()).toBeVisible();
    await expect(
      page.getByText('Refund', { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
  });
});

test('content: unsaved edits are guarded, Save stays in reach, players read Markdown', async ({
  browser,
}) => {
  await page.goto(`${base()}/admin/content`);
  const text = page.getByLabel('Text (Markdown)');
  await expect(text).not.toHaveValue('');
  const saved = await text.inputValue();
  // A bold line under the title; the rest of the (long) page stays.
  await text.fill(
    saved.replace(
      /^(# .*\n)/,
      '$1\n**Bid before the clock runs out.** Each lot closes _15 seconds_ after the last bid.\n',
    ),
  );
  await page.getByLabel('Page').selectOption('privacy-policy');
  const ask = page.getByRole('alertdialog', { name: 'Discard your changes to How to Play?' });
  await shootBothSizes(page, 'content-unsaved', async () => {
    await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeVisible();
  });
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel('Page')).toHaveValue('how-to-play');

  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the Save bar stays on screen while the long text is in view.
  await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport();
  await page.setViewportSize(DESKTOP);
  await shootBothSizes(page, 'content', async () => {
    await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport();
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Content saved')).toBeVisible();

  const playerContext = await browser.newContext();
  await signInContext(playerContext, meera);
  const player = await playerContext.newPage();
  await player.goto(`${base()}/how-to-play`);
  const strong = player.locator('strong', { hasText: 'Bid before the clock runs out.' });
  await expect(strong).toBeVisible();
  await expect(player.getByText('**Bid before')).toHaveCount(0);
  await shot(player, 'admin-content-player-page-390');
  await playerContext.close();
});

test('actions log: this session’s actions with admin, target and before/after, filtered', async () => {
  await page.goto(`${base()}/admin`);
  await page.getByRole('link', { name: 'Actions log' }).first().click();
  await expect(page.getByRole('heading', { name: 'Actions log' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Admin actions' });
  for (const label of [
    'Page text edited',
    'Auction cancelled',
    'User banned',
    'Wallet request approved',
    'Wallet request denied',
    'Players imported',
    'Auction created',
  ]) {
    await expect(list.getByText(label, { exact: true }).first()).toBeVisible();
  }
  const cancel = list.getByRole('listitem').filter({ hasText: 'Auction cancelled' }).first();
  await expect(cancel.getByRole('row', { name: /Status/ })).toContainText('CANCELLED');
  await expect(cancel).toContainText('IST');
  await shootBothSizes(page, 'actions-log', async () => {
    await expect(list).toBeVisible();
  });

  await page.getByLabel('Action', { exact: true }).selectOption('USER_BAN');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const ban = list.getByRole('listitem').first();
  await expect(ban.getByRole('row', { name: /Banned/ })).toContainText('NoYes');
  await shootBothSizes(page, 'actions-log-filtered', async () => {
    await expect(ban).toBeVisible();
  });
});
