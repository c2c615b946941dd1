/**
 * Starting the app on a 390×844 phone: `/` paints the pre-rendered splash before the app's
 * code runs, and the app then takes over; when that code cannot be fetched, the page says so and
 * offers to try again, which works once the network is back (e2e/artifacts/app-start-failure.png);
 * and no screen reports a Content-Security-Policy violation while it parses forms and responses.
 */
import { expect, test } from '../support/test';
import { signInContext, signUp } from '../support/auction';
import { shot } from '../support/shots';

test.use({ viewport: { width: 390, height: 844 } });

test('the app takes over the pre-rendered splash', async ({ page }) => {
  await page.goto(`${process.env.E2E_BASE_URL!}/`);
  await expect(page.getByRole('heading', { name: /Discover the Thrill of/ })).toBeVisible();
  // The app's own splash: the pre-rendered copy is gone and its buttons work.
  await expect(page.locator('#static-splash')).toHaveCount(0);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('when the app cannot load, the page says so and trying again works', async ({ page }) => {
  let blocked = true;
  await page.route('**/assets/boot-*.js', (route) => (blocked ? route.abort() : route.fallback()));
  await page.goto(`${process.env.E2E_BASE_URL!}/login`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('BidXI could not load. Check your connection and try again.');
  await shot(page, 'app-start-failure');
  blocked = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('no screen breaks the Content-Security-Policy: forms and responses parse without eval', async ({
  page,
  context,
}) => {
  // Every violation the page reports (zod used to probe `new Function` on its first parse).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  const base = process.env.E2E_BASE_URL!;

  // A form parsed on the client: an empty email is refused before anything is sent.
  await page.goto(`${base}/login`);
  await page.getByLabel('Password', { exact: true }).fill('abc123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  expect(await violations()).toEqual([]);

  // Server responses parsed on the client: Home's auctions and the wallet balance.
  const player = await signUp(base, 'Cspcheck');
  await signInContext(context, player);
  await page.goto(`${base}/home`);
  await expect(page.getByRole('heading', { name: /Welcome, Cspcheck/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Live now' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});
