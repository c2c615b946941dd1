import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { bearer, signUp, type TestUser } from '../../test/factories';

let t: TestApp;
let player: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  player = await signUp(t.app);
});
afterAll(() => t.close());

describe('admin routes: the role check comes before body validation', () => {
  it.each([
    ['/api/admin/update/wallet-requests', { transactionId: 'not-a-uuid', action: 'NOPE' }],
    ['/api/admin/wallet-requests', { status: 'NOPE' }],
    ['/api/admin/users/ban-unban', {}],
  ])('a player posting a bad body to %s gets 403, not 400', async (url, payload) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: bearer(player.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('NOT_ADMIN');
  });
});

describe('admin routes: every one refuses a player and an anonymous caller', () => {
  // Every route the app registers that is for admins (tagged 'admin' or under /api/admin/), seen as
  // it is added: a new admin route without the role check fails here.
  const adminRoutes: { method: string; url: string }[] = [];
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(
      {},
      {},
      {
        onRoute: (r) => {
          const tags = (r.schema as { tags?: string[] } | undefined)?.tags ?? [];
          if (!tags.includes('admin') && !r.url.startsWith('/api/admin/')) return;
          for (const method of [r.method].flat()) {
            if (method !== 'HEAD') adminRoutes.push({ method, url: r.url });
          }
        },
      },
    );
  });
  afterAll(() => app.close());

  it('finds the admin routes', () => {
    expect(adminRoutes.length).toBeGreaterThan(30);
    expect(adminRoutes).toContainEqual({ method: 'POST', url: '/api/admin/auctions/:id/pause' });
  });

  it('answers 403 to a player and 401 without a token, on each', async () => {
    const user = await signUp(app.app);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const r of adminRoutes) {
      const url = r.url.replace(/:[A-Za-z]+/g, id);
      const method = r.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const asPlayer = await app.app.inject({ method, url, headers: bearer(user.token) });
      expect([r.url, asPlayer.statusCode]).toEqual([r.url, 403]);
      const anonymous = await app.app.inject({ method, url });
      expect([r.url, anonymous.statusCode]).toEqual([r.url, 401]);
    }
  });
});
