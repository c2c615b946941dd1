/**
 * An approval in the admin panel changes the player's open wallet screen
 * within 2 s, without a tap — the balance, the entry's status, and a toast saying what happened.
 */
import { expect, test } from '../support/test';
import { adminLogin, signInContext, signUp } from '../support/auction';
import { adminPage } from '../support/admin';
import { E2E_ADMIN } from '../support/worker-services';
import { shot } from '../support/shots';
import { PHONE } from '../support/room';

const base = () => process.env.E2E_BASE_URL ?? '';

test('an admin approval shows on the open wallet within 2 s, without a tap', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const player = await signUp(base(), `Kavya${String(Date.now()).slice(-5)}`);
  const utr = `LIVE${Date.now()}`;
  const res = await fetch(`${base()}/api/wallet/recharge-request`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${player.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount: 750, UTRNumber: utr }),
  });
  expect(res.status).toBe(201);

  // The player has the wallet open: ₹0, the recharge pending.
  const context = await browser.newContext(PHONE);
  await signInContext(context, player);
  const wallet = await context.newPage();
  await wallet.goto(`${base()}/myWallet`);
  await expect(wallet.getByTestId('wallet-total')).toHaveText('₹0.00');
  const history = wallet.getByRole('list', { name: 'Transactions' });
  await expect(history.getByRole('listitem').first()).toContainText('Pending');

  // The admin approves it in the admin panel.
  const admin = await adminPage(
    browser,
    await adminLogin(base(), E2E_ADMIN.email, E2E_ADMIN.password),
  );
  await admin.goto(`${base()}/admin/wallet-requests`);
  const approve = admin.getByRole('button', {
    name: `Approve recharge of ₹750.00 by ${player.username}`,
  });
  await approve.click();
  const dialog = admin.getByRole('alertdialog', { name: 'Approve recharge of ₹750.00?' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  const approvedAt = Date.now();
  await expect(admin.getByText('Request approved')).toBeVisible();

  // The open wallet changes by itself.
  await expect(wallet.getByTestId('wallet-total')).toHaveText('₹750.00', { timeout: 2_000 });
  const tookMs = Date.now() - approvedAt;
  console.log(`wallet changed ${tookMs} ms after the approval`);
  expect(tookMs).toBeLessThanOrEqual(2_000);
  await expect(history.getByRole('listitem').first()).toContainText('Approved');
  await expect(
    wallet.getByText('Recharge of ₹750.00 approved — added to your wallet'),
  ).toBeVisible();
  await shot(wallet, 'wallet-live-01-approved-390');
  await wallet.setViewportSize({ width: 1280, height: 800 });
  await shot(wallet, 'wallet-live-01-approved-1280');
  await admin.context().close();
  await context.close();
});
