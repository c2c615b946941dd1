/**
 * The money journey in two phones (390×844): a player signs up and adds money with a UTR, an
 * admin approves it in a second browser context, the player's balance and history update; the player
 * verifies a phone with the OTP from the SMS outbox, uploads Aadhaar and PAN, sets a UPI id and
 * withdraws; the admin denies it and the hold is released. Both histories show every step.
 */
import { expect, test, type Page } from '../support/test';
import sharp from 'sharp';
import { E2E_ADMIN } from '../support/worker-services';
import { waitForOtp } from '../support/outbox';
import { shot } from '../support/shots';

const base = () => process.env.E2E_BASE_URL ?? '';

/** A small real PNG (the server checks the bytes and re-encodes). */
function card(label: 'aadhaar' | 'pan'): Promise<Buffer> {
  const background = label === 'aadhaar' ? { r: 230, g: 240, b: 255 } : { r: 255, g: 244, b: 214 };
  return sharp({ create: { width: 320, height: 200, channels: 3, background } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="320" height="200"><text x="20" y="110" font-size="36" font-family="sans-serif">${label.toUpperCase()} TEST</text></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
}

async function expectTotals(page: Page, total: string, available: string, held: string) {
  await expect(page.getByTestId('wallet-total')).toHaveText(total);
  await expect(page.getByTestId('wallet-available')).toHaveText(available);
  await expect(page.getByTestId('wallet-held')).toHaveText(held);
}

test('add money → admin approves; phone OTP, KYC, UPI; withdraw → admin denies, hold released', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const username = `Meera ${String(stamp).slice(-5)}`;
  const utr = `E2E${stamp}`;
  // A fresh data directory per run, but keep the number unique anyway (one account per number).
  const mobile = `9${String(stamp).slice(-9)}`;

  // — The player signs up and opens the wallet from the side menu.
  await page.goto(`${base()}/signup`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`meera.${stamp}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('wallet-pass-1');
  await page.getByLabel(/^confirm password$/i).fill('wallet-pass-1');
  await page.getByLabel('I confirm that I am 18 or older').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('menu-wallet-total')).toHaveText('₹0.00');
  await page
    .getByRole('region', { name: 'My Wallet' })
    .getByRole('link', { name: 'Add Money' })
    .click();

  // — Add Money: the QR follows the amount; the UTR goes with the request.
  const addSheet = page.getByRole('dialog', { name: 'Add Money' });
  await expect(addSheet).toBeVisible();
  await addSheet.getByRole('button', { name: 'Submit Request' }).click();
  await expect(addSheet.getByText('Invalid, recharge amount')).toBeVisible();
  await addSheet.getByRole('textbox', { name: 'Amount' }).fill('500');
  await expect(addSheet.getByRole('img', { name: /UPI QR code to pay/ })).toBeVisible();
  await expect(addSheet.getByText('Scan and pay ₹500.00')).toBeVisible();
  await addSheet.getByLabel('UTR / Reference number').fill(utr);
  await shot(page, 'wallet-02-add-money');
  await addSheet.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Recharge request submitted successfully')).toBeVisible();
  await expect(addSheet).toBeHidden();
  const history = page.getByRole('list', { name: 'Transactions' });
  await expect(history.getByRole('listitem').first()).toContainText('Recharge');
  await expect(history.getByRole('listitem').first()).toContainText('Pending');
  await expect(history.getByRole('listitem').first()).toContainText(`UTR ${utr}`);
  await expectTotals(page, '₹0.00', '₹0.00', '₹0.00');
  await shot(page, 'wallet-01-wallet-pending');

  // — The admin, in a second browser context, approves the recharge.
  const adminContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: 1,
  });
  const admin = await adminContext.newPage();
  await admin.goto(`${base()}/admin/login`);
  await admin.getByLabel('Email').fill(E2E_ADMIN.email);
  await admin.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  await admin
    .getByRole('link', { name: /Wallet requests/ })
    .first()
    .click();
  await expect(admin.getByRole('heading', { name: 'Wallet requests' })).toBeVisible();
  const approve = admin.getByRole('button', { name: `Approve recharge of ₹500.00 by ${username}` });
  await expect(approve).toBeVisible();
  await shot(admin, 'wallet-05-admin-requests');
  await approve.click();
  const approveDialog = admin.getByRole('alertdialog', { name: 'Approve recharge of ₹500.00?' });
  await approveDialog.getByLabel('Note (optional)').fill(`UTR ${utr} seen in the bank statement`);
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Request approved')).toBeVisible();
  await expect(approve).toBeHidden();

  // — The player refreshes: the balance and the history show it.
  await page.getByRole('button', { name: 'Refresh wallet' }).click();
  await expectTotals(page, '₹500.00', '₹500.00', '₹0.00');
  await expect(history.getByRole('listitem').first()).toContainText('Approved');
  await expect(history.getByRole('listitem').first()).toContainText('+₹500.00');

  // — Withdraw asks for a verified phone first (embedded OTP), here done on /kyc.
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const withdrawSheet = page.getByRole('dialog', { name: 'Withdraw Money' });
  await expect(withdrawSheet.getByText(/Withdrawals need a verified mobile number/)).toBeVisible();
  await withdrawSheet.getByRole('button', { name: 'Close' }).click();

  await page.goto(`${base()}/kyc`);
  await page.getByLabel('Mobile number').fill('12345');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('group', { name: 'One-time code' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: /Resend OTP in 0:5\d|Resend OTP in 1:00/ }),
  ).toBeDisabled();
  const otp = await waitForOtp(`91${mobile}`);
  await page.getByLabel('Digit 1 of 6').pressSequentially(otp);
  await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(otp[5]!);
  await shot(page, 'wallet-03-kyc');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Phone number verified successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Phone verified' })).toBeVisible();

  // — Profile: Aadhaar and PAN images, and a UPI id; the badge turns Completed.
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page.getByText('Not Completed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Aadhaar' })).toBeDisabled();
  await page.getByLabel('Choose Aadhaar image').setInputFiles({
    name: 'aadhaar.png',
    mimeType: 'image/png',
    buffer: await card('aadhaar'),
  });
  await page.getByRole('button', { name: 'Update Aadhaar' }).click();
  await expect(page.getByText('Payment details updated successfully').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show Aadhaar card' })).toBeVisible();
  await page.getByLabel('Choose PAN image').setInputFiles({
    name: 'pan.png',
    mimeType: 'image/png',
    buffer: await card('pan'),
  });
  await page.getByRole('button', { name: 'Update PAN' }).click();
  await expect(page.getByRole('button', { name: 'Show PAN card' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update UPI' })).toBeDisabled();
  await page.getByLabel('UPI ID').fill('meera@okaxis');
  await page.getByRole('button', { name: 'Update UPI' }).click();
  await expect(page.getByText('Profile Completed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Show Aadhaar card' }).click();
  await expect(page.getByRole('img', { name: 'Aadhaar card' })).toBeVisible();
  await shot(page, 'wallet-04-profile');

  // — Withdraw ₹200: held until the admin acts.
  await page.goto(`${base()}/myWallet?sheet=withdraw`);
  const sheet = page.getByRole('dialog', { name: 'Withdraw Money' });
  await sheet.getByLabel('Amount to withdraw').fill('600');
  await sheet.getByRole('button', { name: 'Request Withdrawal' }).click();
  await expect(sheet.getByText('Insufficient balance')).toBeVisible();
  await sheet.getByLabel('Amount to withdraw').fill('200');
  await sheet.getByRole('button', { name: 'Request Withdrawal' }).click();
  await expect(page.getByText('Withdrawal request submitted successfully')).toBeVisible();
  await expectTotals(page, '₹500.00', '₹300.00', '₹200.00');
  await expect(history.getByRole('listitem').first()).toContainText('Withdrawal');
  await expect(history.getByRole('listitem').first()).toContainText('−₹200.00');

  // — The admin sees the payout details and KYC beside the withdrawal, and denies it.
  await admin.getByRole('button', { name: 'Refresh' }).click();
  const payout = admin.getByRole('region', { name: `Payout details of ${username}` });
  await expect(payout).toContainText('meera@okaxis');
  await expect(payout).toContainText(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await payout.getByRole('button', { name: `Show ${username}'s Aadhaar card` }).click();
  await expect(payout.getByRole('img', { name: `${username}'s Aadhaar card` })).toBeVisible();
  await shot(admin, 'wallet-06-admin-withdrawal');
  await admin.getByRole('button', { name: `Deny withdrawal of ₹200.00 by ${username}` }).click();
  const denyDialog = admin.getByRole('alertdialog', { name: 'Deny withdrawal of ₹200.00?' });
  await expect(denyDialog).toContainText('is released back');
  await denyDialog.getByLabel('Note (optional)').fill('Test payout declined');
  await denyDialog.getByRole('button', { name: 'Deny' }).click();
  await expect(admin.getByText('Request denied')).toBeVisible();

  // — The hold is released; the player's history shows every step.
  await page.getByRole('button', { name: 'Refresh wallet' }).click();
  await expectTotals(page, '₹500.00', '₹500.00', '₹0.00');
  const items = history.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Withdrawal');
  await expect(items.nth(0)).toContainText('Denied');
  await expect(items.nth(0)).toContainText('Note: Test payout declined');
  await expect(items.nth(1)).toContainText('Recharge');
  await expect(items.nth(1)).toContainText('Approved');
  await shot(page, 'wallet-07-wallet-after');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('menu-wallet-total')).toHaveText('₹500.00');

  // — The admin's history (all statuses, and the transactions list) shows both steps too.
  await admin.getByLabel('Status').selectOption('ALL');
  await expect(
    admin
      .getByRole('list', { name: 'Requests' })
      .getByRole('listitem')
      .filter({ hasText: username }),
  ).toHaveCount(2);
  await admin
    .getByRole('link', { name: /Transactions/ })
    .first()
    .click();
  const table = admin.getByRole('table');
  const rows = table.getByRole('row').filter({ hasText: username });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Withdrawal');
  await expect(rows.nth(0)).toContainText('Denied');
  await expect(rows.nth(1)).toContainText('Recharge');
  await expect(rows.nth(1)).toContainText('Approved');
  await shot(admin, 'wallet-08-admin-transactions');

  // — The admin screens stay usable on a phone.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto(`${base()}/admin/wallet-requests?type=ALL&status=ALL`);
  await expect(
    admin
      .getByRole('list', { name: 'Requests' })
      .getByRole('listitem')
      .filter({ hasText: username }),
  ).toHaveCount(2);
  await shot(admin, 'wallet-09-admin-requests-phone');
  await adminContext.close();
});
