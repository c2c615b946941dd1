// Open leagues on Home: a public league starting within the hour with a free seat is listed with
// its start and free seats; private, full, started and later leagues are not.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenLeaguesResponse } from '@bidxi/protocol';
import { auctions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { ip } from '../../test/auctions';
import { bearer, signUp } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, {}, { fakeTimers: true });
  await t.app.ready();
}, 60_000);
afterAll(() => t.close());

const minutes = (n: number) => new Date(t.clock.now() + n * 60_000).toISOString();

async function newLeague(title: string, over: object) {
  const organiser = await signUp(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/leagues',
    headers: bearer(organiser.token),
    payload: { title, maxTeams: 3, visibility: 'public', ...over },
    remoteAddress: ip(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { auctionId: string; inviteCode: string };
}

async function join(code: string) {
  const player = await signUp(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/leagues/${code}/join`,
    headers: bearer(player.token),
    payload: { teamName: `${player.username} XI` },
    remoteAddress: ip(),
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('GET /api/leagues/open', () => {
  it('lists public leagues starting within the hour with free seats, and only those', async () => {
    const soon = await newLeague('Open Soon', { startsAt: minutes(20) });
    await join(soon.inviteCode);
    const sooner = await newLeague('Open Sooner', { startsAt: minutes(5), maxTeams: 4 });
    await newLeague('Private One', { startsAt: minutes(10), visibility: 'private' });
    const full = await newLeague('Full One', { startsAt: minutes(15), maxTeams: 2 });
    await join(full.inviteCode);
    await join(full.inviteCode);
    const started = await newLeague('Started One', { startsAt: minutes(25) });
    await t.app.deps.database.db
      .update(auctions)
      .set({ status: 'LIVE' })
      .where(eq(auctions.id, started.auctionId));
    await newLeague('Later One', { startsAt: minutes(90) });

    // No session needed.
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/leagues/open',
      remoteAddress: ip(),
    });
    expect(res.statusCode).toBe(200);
    const { leagues } = res.json() as OpenLeaguesResponse;
    expect(leagues).toEqual([
      {
        code: sooner.inviteCode,
        title: 'Open Sooner',
        startsAt: minutes(5),
        teams: 0,
        maxTeams: 4,
        freeSeats: 4,
      },
      {
        code: soon.inviteCode,
        title: 'Open Soon',
        startsAt: minutes(20),
        teams: 1,
        maxTeams: 3,
        freeSeats: 2,
      },
    ]);
  });
});
