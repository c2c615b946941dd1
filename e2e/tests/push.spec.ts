/**
 * Notifications, the browser half: when Chromium delivers a push message to the app's
 * service worker (DevTools protocol `ServiceWorker.deliverPushMessage`, standing in for a push
 * service, which is not reachable here), the worker shows it as a notification with its title,
 * body, icon and the page to open. The server half (web-push to a local push service that decrypts
 * the payload) is apps/server/src/features/push/push.delivery.test.ts.
 */
import { expect, test } from '../support/test';
import { signInContext, signUp } from '../support/auction';
import { PHONE } from '../support/room';
import { shot } from '../support/shots';

const base = () => process.env.E2E_BASE_URL ?? '';

interface ShownNotification {
  title: string;
  body: string;
  icon: string;
  tag: string;
  data: { url?: string; kind?: string } | null;
}

test('the service worker shows a pushed "starts in 10 minutes" notice', async ({ browser }) => {
  test.setTimeout(120_000);
  const player = await signUp(base(), `Push${String(Date.now()).slice(-5)}`);
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  await context.grantPermissions(['notifications'], { origin: base() });
  await signInContext(context, player);
  const page = await context.newPage();

  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');

  await page.goto(`${base()}/settings/notifications`);
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker's first install says "ready to work offline"; let that toast pass before the screenshot.
  const offlineReady = page.getByText('BidXI is ready to work offline');
  await offlineReady.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  await expect(offlineReady).toBeHidden({ timeout: 15_000 });
  // The settings page: allowed, not yet subscribed on this device (no push service here), 5 toggles.
  await expect(page.getByText('Off on this device')).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(5);
  await expect(page.getByRole('switch').first()).toHaveAttribute('aria-checked', 'true');
  await shot(page, 'push-01-settings-390');

  await expect.poll(() => registrations.some((r) => !r.isDeleted)).toBe(true);
  const registration = registrations.find((r) => !r.isDeleted && r.scopeURL === `${base()}/`);
  expect(registration).toBeDefined();

  const auctionId = '3f1c2a9e-6b7d-4c8e-9a10-5b2c3d4e5f60';
  const message = {
    kind: 'AUCTION_STARTING',
    title: 'Weekend Cup starts in 10 minutes',
    body: 'Your team is registered. Open the room to be ready for the first lot.',
    url: `/auctionRoom/${auctionId}`,
    tag: `starting:${auctionId}`,
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(base()).origin,
    registrationId: registration!.registrationId,
    data: JSON.stringify(message),
  });

  const shown = async () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      const list = await reg.getNotifications();
      return list.map((n) => ({
        title: n.title,
        body: n.body,
        icon: n.icon,
        tag: n.tag,
        data: n.data as ShownNotification['data'],
      }));
    });
  await expect.poll(async () => (await shown()).length, { timeout: 10_000 }).toBe(1);
  const [notification] = await shown();
  expect(notification).toEqual({
    title: 'Weekend Cup starts in 10 minutes',
    body: 'Your team is registered. Open the room to be ready for the first lot.',
    icon: `${base()}/icons/icon-192.png`,
    tag: `starting:${auctionId}`,
    data: { url: `/auctionRoom/${auctionId}`, kind: 'AUCTION_STARTING' },
  });
  await context.close();
});
