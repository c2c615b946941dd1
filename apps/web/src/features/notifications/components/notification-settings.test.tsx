import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';
import { setMoneyMode } from '@/lib/money-mode';
import { appConfigReply } from '@/testing/wallet-fixtures';

const ALL_ON = {
  auctionStarting: true,
  outbid: true,
  walletRequest: true,
  reorderClosing: true,
  starredNext: true,
};
// A real-looking VAPID public key (65 bytes, base64url).
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc123';

interface FakeBrowser {
  permission: NotificationPermission;
  requestPermission: ReturnType<typeof vi.fn>;
  subscribe: ReturnType<typeof vi.fn>;
  unsubscribe: ReturnType<typeof vi.fn>;
  current: PushSubscription | null;
}

/** Notification, PushManager and a service worker registration, as a browser with push has them. */
function fakePushBrowser(permission: NotificationPermission = 'default'): FakeBrowser {
  const fake: FakeBrowser = {
    permission,
    requestPermission: vi.fn(async () => {
      fake.permission = 'granted';
      return 'granted';
    }),
    unsubscribe: vi.fn(async () => {
      fake.current = null;
      return true;
    }),
    current: null,
    subscribe: vi.fn(async () => {
      fake.current = {
        endpoint: ENDPOINT,
        unsubscribe: fake.unsubscribe,
        toJSON: () => ({
          endpoint: ENDPOINT,
          expirationTime: null,
          keys: { p256dh: 'B'.repeat(87), auth: 'C'.repeat(22) },
        }),
      } as unknown as PushSubscription;
      return fake.current;
    }),
  };
  vi.stubGlobal('Notification', {
    get permission() {
      return fake.permission;
    },
    requestPermission: fake.requestPermission,
  });
  vi.stubGlobal('PushManager', class {});
  const registration = {
    pushManager: { getSubscription: async () => fake.current, subscribe: fake.subscribe },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  return fake;
}

function stubServer(subscriptions = 0, moneyMode: 'real' | 'play' = 'real') {
  let prefs = { ...ALL_ON };
  let count = subscriptions;
  const reply = () => ({ status: 200, body: { preferences: prefs, subscriptions: count } });
  return stubFetch({
    'GET /api/app-config': { status: 200, body: { ...(appConfigReply.body as object), moneyMode } },
    'GET /api/push/preferences': reply,
    'PUT /api/push/preferences': ({ body }) => {
      prefs = body as typeof ALL_ON;
      return reply();
    },
    'GET /api/push/public-key': { status: 200, body: { publicKey: PUBLIC_KEY } },
    'POST /api/push/subscriptions': () => {
      count += 1;
      return { ...reply(), status: 201 };
    },
    'DELETE /api/push/subscriptions': () => {
      count -= 1;
      return reply();
    },
  });
}

describe('Notifications settings', () => {
  beforeEach(() => signInAs());
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    setMoneyMode('real');
  });

  it('enables push: asks permission, subscribes with the server key and saves the subscription', async () => {
    const browser = fakePushBrowser();
    const stub = stubServer();
    const { user } = renderApp('/settings/notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(await screen.findByText('Off on this device')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Enable notifications' }));
    expect(await screen.findByText('On for this device')).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const options = browser.subscribe.mock.calls[0]![0] as PushSubscriptionOptionsInit;
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    const saved = stub.calls.find(
      (c) => c.method === 'POST' && c.path === '/api/push/subscriptions',
    );
    expect(saved?.body).toEqual({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: 'B'.repeat(87), auth: 'C'.repeat(22) },
    });
    expect(await screen.findByText('Notices go to 1 device of yours.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    expect(await screen.findByText('Off on this device')).toBeTruthy();
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
    expect(stub.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('turns one notice off and keeps the others', async () => {
    fakePushBrowser('granted');
    const stub = stubServer(1);
    const { user } = renderApp('/settings/notifications');
    const outbid = await screen.findByRole('switch', { name: 'My max bid is beaten' });
    expect(outbid.getAttribute('aria-checked')).toBe('true');
    await user.click(outbid);
    await waitFor(() => expect(outbid.getAttribute('aria-checked')).toBe('false'));
    const put = stub.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ ...ALL_ON, outbid: false });
    expect(screen.getAllByRole('switch')).toHaveLength(5);
  });

  it('turns "a player I starred is up next" off', async () => {
    fakePushBrowser('granted');
    const stub = stubServer(1);
    const { user } = renderApp('/settings/notifications');
    const starred = await screen.findByRole('switch', { name: 'A player I starred is up next' });
    expect(starred.getAttribute('aria-checked')).toBe('true');
    await user.click(starred);
    await waitFor(() => expect(starred.getAttribute('aria-checked')).toBe('false'));
    const put = stub.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ ...ALL_ON, starredNext: false });
  });

  it('says when notifications are blocked, and shows no wallet notice in play money', async () => {
    fakePushBrowser('denied');
    stubServer(0, 'play');
    renderApp('/settings/notifications');
    expect(await screen.findByText('Notifications are blocked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enable notifications' })).toBeNull();
    await screen.findByRole('switch', { name: 'My max bid is beaten' });
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(4));
    expect(screen.queryByRole('switch', { name: /recharge/ })).toBeNull();
  });

  it('says when the browser has no push, and offers a retry when the settings fail to load', async () => {
    stubFetch({
      'GET /api/push/preferences': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'boom' } },
      },
    });
    renderApp('/settings/notifications');
    expect(await screen.findByText('This browser can’t show notifications')).toBeTruthy();
    expect(await screen.findByText('Could not load your notification settings')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
