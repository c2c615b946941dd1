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
