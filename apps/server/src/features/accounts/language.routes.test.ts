// A user's language is kept with the account: `PUT
// /api/users/language` sets the caller's own, sign-in and the profile answer it, and nothing else is
// accepted. Runs on PGlite and (test:db) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { bearer, signUp } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const setLanguage = (token: string | null, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/language',
    headers: token ? bearer(token) : {},
    payload,
  });
const profile = async (token: string, userId: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/user/getById',
      headers: bearer(token),
      payload: { userId },
    })
  ).json().user as { language: string | null };

describe('PUT /api/users/language', () => {
  it("keeps the caller's choice: the profile and the next sign-in answer it", async () => {
    const user = await signUp(t.app);
    expect((await profile(user.token, user.id)).language).toBeNull();

    const res = await setLanguage(user.token, { language: 'hi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'hi' });
    expect((await profile(user.token, user.id)).language).toBe('hi');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.json().user.language).toBe('hi');
  });

  it('refuses another language, a userId of someone else, and an anonymous caller', async () => {
    const [me, other] = [await signUp(t.app), await signUp(t.app)];
    const bad = await setLanguage(me.token, { language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect((await profile(me.token, me.id)).language).toBeNull();

    // The user is the token's: a userId in the body changes nothing for anyone else.
    expect((await setLanguage(me.token, { language: 'hi', userId: other.id })).statusCode).toBe(
      200,
    );
    expect((await profile(other.token, other.id)).language).toBeNull();

    expect((await setLanguage(null, { language: 'hi' })).statusCode).toBe(401);
  });
});
