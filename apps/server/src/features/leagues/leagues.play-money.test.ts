// A league moves no money in play-money mode either: making and joining one posts no wallet entry
// (no fee, no coin top-up, no prize).
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { walletEntries } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { ip } from '../../test/auctions';
import { bearer, signUp } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ MONEY_MODE: 'play' });
  await t.app.ready();
});
afterAll(() => t.close());

it('a league moves no coins in play-money mode', async () => {
  expect(t.app.deps.config.moneyMode).toBe('play');
  const [a, b] = [await signUp(t.app), await signUp(t.app)];
  const before = await t.app.deps.database.db
    .select()
    .from(walletEntries)
    .where(inArray(walletEntries.userId, [a.id, b.id]));
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/leagues',
    headers: bearer(a.token),
    payload: { title: 'Coins Cup', maxTeams: 2 },
    remoteAddress: ip(),
  });
  expect(made.statusCode).toBe(201);
  for (const u of [a, b]) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/leagues/${made.json().inviteCode}/join`,
      headers: bearer(u.token),
      payload: { teamName: `${u.username} XI` },
      remoteAddress: ip(),
    });
    expect(res.statusCode).toBe(201);
  }
  const after = await t.app.deps.database.db
    .select()
    .from(walletEntries)
    .where(inArray(walletEntries.userId, [a.id, b.id]));
  expect(after).toEqual(before);
});
