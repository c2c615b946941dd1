// The push API: the VAPID key made once into DATA_DIR, subscriptions that only a known
// push service's https endpoint may name, and the four toggles — each refusal changing nothing.
import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { bearer, signUp, type TestUser } from '../../test/factories';
import { ip } from '../../test/auctions';
import { resolveVapidKeys } from '../../platform/secrets';
import { isAllowedEndpoint } from './push.service';
import { generateVapidKeys } from './push.sender';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const P256DH = `B${'x'.repeat(86)}`;
const AUTH = 'a'.repeat(22);
const FCM = 'https://fcm.googleapis.com/fcm/send/';

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user?: TestUser,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: user ? bearer(user.token) : {},
    ...(payload ? { payload } : {}),
    remoteAddress: ip(),
  });

const subscription = (endpoint: string, keys = { p256dh: P256DH, auth: AUTH }) => ({
  endpoint,
  expirationTime: null,
  keys,
});

describe('GET /api/push/public-key', () => {
  it('answers the VAPID key generated once into DATA_DIR (mode 0600) and kept across restarts', async () => {
    const res = await call('GET', '/api/push/public-key');
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const file = path.join(t.dataDir, 'vapid-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // What a restart reads back; a configured pair (several nodes) wins over the file.
    expect(resolveVapidKeys(undefined, t.dataDir, generateVapidKeys).publicKey).toBe(publicKey);
    const shared = generateVapidKeys();
    expect(resolveVapidKeys(shared, t.dataDir, generateVapidKeys)).toEqual(shared);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('stores a subscription; the same browser signed in as someone else moves to them', async () => {
    const [u1, u2] = [await signUp(t.app), await signUp(t.app)];
    const endpoint = `${FCM}shared-${Date.now()}`;
    const first = await call('POST', '/api/push/subscriptions', u1, subscription(endpoint));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      preferences: {
        auctionStarting: true,
        outbid: true,
        walletRequest: true,
        reorderClosing: true,
        starredNext: true,
      },
      subscriptions: 1,
    });
    const again = await call('POST', '/api/push/subscriptions', u2, subscription(endpoint));
    expect(again.json().subscriptions).toBe(1);
    expect((await call('GET', '/api/push/preferences', u1)).json().subscriptions).toBe(0);
  });

  it('refuses endpoints the server must not post to, and bad keys, storing nothing', async () => {
    const u = await signUp(t.app);
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://169.254.169.254/latest/meta-data',
      'https://127.0.0.1:9/push',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
    ]) {
      const res = await call('POST', '/api/push/subscriptions', u, subscription(endpoint));
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json().error.code).toBe('PUSH_ENDPOINT_REFUSED');
    }
    const badKeys = await call(
      'POST',
      '/api/push/subscriptions',
      u,
      subscription(`${FCM}k`, { p256dh: 'not base64 !', auth: AUTH }),
    );
    expect(badKeys.statusCode).toBe(400);
    expect((await call('GET', '/api/push/preferences', u)).json().subscriptions).toBe(0);
    const anonymous = await call(
      'POST',
      '/api/push/subscriptions',
      undefined,
      subscription(`${FCM}a`),
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('allows the browsers’ push services and their subdomains only', () => {
    const hosts = ['fcm.googleapis.com', '.push.services.mozilla.com'];
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/x', hosts)).toBe(true);
    expect(isAllowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', hosts)).toBe(
      true,
    );
    expect(isAllowedEndpoint('https://evilpush.services.mozilla.com.example/x', hosts)).toBe(false);
    expect(isAllowedEndpoint('not a url', hosts)).toBe(false);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it("forgets the caller's own subscription, and answers 404 for anyone else's", async () => {
    const [owner, other] = [await signUp(t.app), await signUp(t.app)];
    const endpoint = `${FCM}mine-${Date.now()}`;
    await call('POST', '/api/push/subscriptions', owner, subscription(endpoint));
    const theirs = await call('DELETE', '/api/push/subscriptions', other, { endpoint });
    expect(theirs.statusCode).toBe(404);
    expect((await call('GET', '/api/push/preferences', owner)).json().subscriptions).toBe(1);
    const mine = await call('DELETE', '/api/push/subscriptions', owner, { endpoint });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().subscriptions).toBe(0);
  });
});

describe('GET/PUT /api/push/preferences', () => {
  it('starts with every notice on and keeps what the player turns off', async () => {
    const u = await signUp(t.app);
    const off = {
      auctionStarting: false,
      outbid: true,
      walletRequest: false,
      reorderClosing: true,
      starredNext: false,
    };
    const put = await call('PUT', '/api/push/preferences', u, off);
    expect(put.statusCode).toBe(200);
    expect((await call('GET', '/api/push/preferences', u)).json().preferences).toEqual(off);
    const partial = await call('PUT', '/api/push/preferences', u, { outbid: false });
    expect(partial.statusCode).toBe(400);
    expect((await call('GET', '/api/push/preferences', u)).json().preferences).toEqual(off);
    expect((await call('GET', '/api/push/preferences')).statusCode).toBe(401);
  });

  it('keeps "starred player next" as it was when a client leaves it out', async () => {
    const u = await signUp(t.app);
    const all = {
      auctionStarting: true,
      outbid: true,
      walletRequest: true,
      reorderClosing: true,
      starredNext: false,
    };
    expect((await call('PUT', '/api/push/preferences', u, all)).statusCode).toBe(200);
    const { starredNext: _, ...older } = { ...all, outbid: false };
    const put = await call('PUT', '/api/push/preferences', u, older);
    expect(put.statusCode).toBe(200);
    expect(put.json().preferences).toEqual({ ...all, outbid: false });
  });
});
