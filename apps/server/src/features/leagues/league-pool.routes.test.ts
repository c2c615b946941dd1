// A league's own players: the organiser replaces the built-in pool with uploaded rows before the
// start, through the admin import's row checks; everyone else is refused, and so is a bad row or a
// pool that cannot give every seat a valid XI (nothing written).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionPlayers, auctions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { ip } from '../../test/auctions';
import { bearer, signUp, type TestUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, {}, { fakeTimers: true });
  await t.app.ready();
}, 60_000);
afterAll(() => t.close());

const row = (name: string, type: string) => ({
  name,
  type,
  base_cr: 0.5,
  bonus: 10,
  ...Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`slot_${i + 1}`, 20 + i])),
});

/** 8 batters, 8 bowlers, 4 keepers and 4 all-rounders: enough for two teams. */
const twoTeamPool = () => [
  ...Array.from({ length: 8 }, (_, i) => row(`Own Bat ${i}`, 'Batsmen 1')),
  ...Array.from({ length: 8 }, (_, i) => row(`Own Bowl ${i}`, 'Bowler 2')),
  ...Array.from({ length: 4 }, (_, i) => row(`Own Keep ${i}`, 'Wicket-Keeper 1')),
  ...Array.from({ length: 4 }, (_, i) => row(`Own Round ${i}`, 'All-Rounder 3')),
];

const send = (user: TestUser, method: 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: bearer(user.token),
    ...(payload ? { payload } : {}),
    remoteAddress: ip(),
  });

async function newLeague(maxTeams = 2) {
  const organiser = await signUp(t.app);
  const res = await send(organiser, 'POST', '/api/leagues', { title: 'Own Pool Cup', maxTeams });
  expect(res.statusCode, res.body).toBe(201);
  return { organiser, ...(res.json() as { auctionId: string; inviteCode: string }) };
}

const poolNames = async (auctionId: string) =>
  (
    await t.app.deps.database.db
      .select({ name: auctionPlayers.name })
      .from(auctionPlayers)
      .where(eq(auctionPlayers.auctionId, auctionId))
  ).map((r) => r.name);

describe('POST /api/leagues/{code}/pool', () => {
  it("replaces the league's pool with the organiser's rows", async () => {
    const { organiser, auctionId, inviteCode } = await newLeague();
    const sheetSize = (await poolNames(auctionId)).length;
    expect(sheetSize).toBeGreaterThan(100);
    const dry = await send(organiser, 'POST', `/api/leagues/${inviteCode}/pool`, {
      players: twoTeamPool(),
      dryRun: true,
    });
    expect(dry.json()).toEqual({ auctionId, players: 24, dryRun: true });
    expect(await poolNames(auctionId)).toHaveLength(sheetSize);
    const res = await send(organiser, 'POST', `/api/leagues/${inviteCode}/pool`, {
      players: twoTeamPool(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ auctionId, players: 24, dryRun: false });
    const names = await poolNames(auctionId);
    expect(names).toHaveLength(24);
    expect(names).toContain('Own Keep 3');
  });

  it('refuses another player (403 NOT_ORGANISER) and writes nothing', async () => {
    const { auctionId, inviteCode } = await newLeague();
    const before = await poolNames(auctionId);
    const other = await signUp(t.app);
    const res = await send(other, 'POST', `/api/leagues/${inviteCode}/pool`, {
      players: twoTeamPool(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('NOT_ORGANISER');
    expect(await poolNames(auctionId)).toEqual(before);
  });

  it('refuses after the start (422 LEAGUE_STARTED)', async () => {
    const { organiser, auctionId, inviteCode } = await newLeague();
    const [b, c] = [await signUp(t.app), await signUp(t.app)];
    for (const u of [b, c]) {
      const joined = await send(u, 'POST', `/api/leagues/${inviteCode}/join`, {
        teamName: `${u.username} XI`,
      });
      expect(joined.statusCode, joined.body).toBe(201);
    }
    const started = await send(organiser, 'POST', `/api/auctions/${auctionId}/organiser/start`);
    expect(started.statusCode, started.body).toBe(200);
    const res = await send(organiser, 'POST', `/api/leagues/${inviteCode}/pool`, {
      players: twoTeamPool(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('LEAGUE_STARTED');
  });

  it('refuses a bad row naming its row and field, and writes nothing', async () => {
    const { organiser, auctionId, inviteCode } = await newLeague();
    const before = await poolNames(auctionId);
    const players = twoTeamPool();
    players[3] = { ...players[3]!, base_cr: 'lots' as unknown as number };
    const res = await send(organiser, 'POST', `/api/leagues/${inviteCode}/pool`, { players });
    expect(res.statusCode).toBe(422);
    const error = res.json().error;
    expect(error.code).toBe('INVALID_PLAYER_ROWS');
    expect(error.message).toContain('row 5');
    expect(res.json().rows).toEqual([
      { index: 3, row: 5, errors: { base_cr: 'Base price must be a number' } },
    ]);
    expect(await poolNames(auctionId)).toEqual(before);
  });

  it('refuses a pool that cannot give every seat a valid XI, naming the shortfall', async () => {
    const { organiser, auctionId, inviteCode } = await newLeague(4);
    const before = await poolNames(auctionId);
    const res = await send(organiser, 'POST', `/api/leagues/${inviteCode}/pool`, {
      players: twoTeamPool(),
    });
    expect(res.statusCode).toBe(422);
    const error = res.json().error;
    expect(error.code).toBe('POOL_SHORTFALL');
    expect(error.message).toMatch(/cannot give 4 teams a valid XI: .*Bowler/);
    expect(await poolNames(auctionId)).toEqual(before);
  });
});

describe('POST /api/leagues/pools, then POST /api/leagues { pool }', () => {
  it('makes the league with the uploaded players', async () => {
    const organiser = await signUp(t.app);
    const up = await send(organiser, 'POST', '/api/leagues/pools', { players: twoTeamPool() });
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json()).toEqual({ poolId: expect.any(String), players: 24 });
    const made = await send(organiser, 'POST', '/api/leagues', {
      title: 'Own Pool Cup',
      maxTeams: 2,
      pool: up.json().poolId,
    });
    expect(made.statusCode, made.body).toBe(201);
    const names = await poolNames(made.json().auctionId as string);
    expect(names).toHaveLength(24);
    expect(names).toContain('Own Round 3');
  });

  it('refuses a pool that cannot give every team a valid XI, naming the shortfall; nothing made', async () => {
    const organiser = await signUp(t.app);
    const up = await send(organiser, 'POST', '/api/leagues/pools', { players: twoTeamPool() });
    const res = await send(organiser, 'POST', '/api/leagues', {
      title: 'Too Big Cup',
      maxTeams: 4,
      pool: up.json().poolId,
    });
    expect(res.statusCode).toBe(422);
    const error = res.json().error;
    expect(error.code).toBe('POOL_SHORTFALL');
    expect(error.message).toMatch(/cannot give 4 teams a valid XI: .*Bowler/);
    const mine = await t.app.deps.database.db
      .select()
      .from(auctions)
      .where(eq(auctions.organiserId, organiser.id));
    expect(mine).toEqual([]);
  });

  it("refuses a bad row at the upload, and another player's pool id at the creation", async () => {
    const organiser = await signUp(t.app);
    const players = twoTeamPool();
    players[0] = { ...players[0]!, type: 'Umpire' };
    const bad = await send(organiser, 'POST', '/api/leagues/pools', { players });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('INVALID_PLAYER_ROWS');
    expect(bad.json().rows[0]).toMatchObject({ index: 0, row: 2 });

    const up = await send(organiser, 'POST', '/api/leagues/pools', { players: twoTeamPool() });
    const other = await signUp(t.app);
    const res = await send(other, 'POST', '/api/leagues', {
      title: 'Borrowed Cup',
      maxTeams: 2,
      pool: up.json().poolId,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('POOL_NOT_FOUND');
  });
});
