/**
 * The accounts journey in Chromium at 390×844: sign up → home → logout → forgot password → reset through
 * the link received by the real SMTP receiver → login with the new password; the guards; the admin
 * shell. A screenshot of each screen is saved to e2e/artifacts/.
 */
import { expect, test } from '../support/test';
import { analyzeSettled } from '../support/axe';
import { E2E_ADMIN } from '../support/worker-services';
import { resetPath, waitForMail } from '../support/mail';
import { shot } from '../support/shots';

const base = () => process.env.E2E_BASE_URL ?? '';

test('a player signs up, logs out, resets a forgotten password by e-mail and logs in again', async ({
  page,
}) => {
  const email = `asha.${Date.now()}@example.com`;
  await page.goto(`${base()}/`);
  await expect(
    page.getByRole('heading', { name: /Discover the Thrill of Cricket Auction/ }),
  ).toBeVisible();
  await shot(page, 'accounts-01-splash');

  // Guests are sent to /login from a signed-in route.
  await page.goto(`${base()}/home`);
  await expect(page).toHaveURL(/\/login$/);
  await shot(page, 'accounts-02-login');

  await page.goto(`${base()}/signup`);
  await page.getByLabel('Username').fill('Asha Kumari');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-pass');
  await page.getByLabel(/^confirm password$/i).fill('first-pass');
  await shot(page, 'accounts-03-signup');
  await page.getByLabel('I confirm that I am 18 or older').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Asha' })).toBeVisible();
  await expect(page).toHaveTitle(/· BidXI$/);
  await shot(page, 'accounts-04-home');

  // Signed-in users are sent from /login to /home.
  await page.goto(`${base()}/login`);
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: /My Profile/ })).toBeVisible();
  await shot(page, 'accounts-05-side-menu');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(new RegExp(`${base()}/?$`));

  await page.goto(`${base()}/fpp`);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeVisible();
  await shot(page, 'accounts-06-forgot-password');

  const mail = await waitForMail(email);
  await page.goto(`${base()}${resetPath(mail)}`);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('second-pass');
  await page.getByLabel(/^confirm password$/i).fill('second-pass');
  await shot(page, 'accounts-07-reset-password');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill('first-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('second-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // The same link does not work twice.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(`${base()}${resetPath(mail)}`);
  await page.getByLabel('Password', { exact: true }).fill('third-pass');
  await page.getByLabel(/^confirm password$/i).fill('third-pass');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Reset Link used')).toBeVisible();
});

test('an admin signs in to the admin shell; a player cannot', async ({ page }) => {
  await page.goto(`${base()}/admin/users`);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await shot(page, 'accounts-08-admin-login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in once the form has left for the dashboard: /admin/login matches /\/admin/ too, and
  // leaving for /admin/users before the session is stored lands back on the sign-in form.
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`${base()}/admin/users`);
  await expect(page.getByPlaceholder('Search by name or e-mail')).toBeVisible();
  await expect(page.getByText(E2E_ADMIN.email)).toBeVisible();
  await shot(page, 'accounts-09-admin-users');
});

test('the sign-in screens have no serious accessibility violations', async ({ page }) => {
  for (const path of ['/', '/login', '/signup', '/fpp']) {
    await page.goto(`${base()}${path}`);
    await page.waitForLoadState('networkidle');
    const results = await analyzeSettled(page, ['wcag2a', 'wcag2aa']);
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${path}: ${v.id}`)).toEqual([]);
  }
});
