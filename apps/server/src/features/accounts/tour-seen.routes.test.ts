// The guided tour opens once per account, not once per device: `POST /api/users/tour-seen` keeps the
// first sighting with the account, and sign-in answers `tourSeen` on every device after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { bearer, signUp } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = async (email: string, password: string) =>
  (
    await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } })
  ).json().user as { tourSeen?: boolean };
const seen = (token: string | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/tour-seen',
    headers: token ? bearer(token) : {},
  });

describe('POST /api/users/tour-seen', () => {
  it('keeps the sighting with the account: a sign-in on another device answers tourSeen', async () => {
    const user = await signUp(t.app);
    expect((await login(user.email, user.password)).tourSeen).toBe(false);
    const res = await seen(user.token);
    expect([res.statusCode, res.json()]).toEqual([200, { tourSeen: true }]);
    expect((await seen(user.token)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).tourSeen).toBe(true);
  });

  it('is the caller’s own only, and needs a session', async () => {
    const [me, other] = [await signUp(t.app), await signUp(t.app)];
    expect((await seen(null)).statusCode).toBe(401);
    await seen(me.token);
    expect((await login(other.email, other.password)).tourSeen).toBe(false);
  });
});
