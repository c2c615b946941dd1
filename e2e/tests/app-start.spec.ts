/**
 * Starting the app on a 390×844 phone (issue 17): `/` paints the pre-rendered splash before the app's
 * code runs, and the app then takes over; when that code cannot be fetched, the page says so and
 * offers to try again, which works once the network is back (e2e/artifacts/app-start-failure.png).
 */
import { expect, test } from '@playwright/test';
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
