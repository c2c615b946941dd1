import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionPlayers, teams } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp, type TestUser } from '../../test/factories';
import { createAuction, importRows, ip, register, sheetRows } from '../../test/auctions';

let t: TestApp;
let owner: TestUser;
let rival: TestUser;
let outsider: TestUser;
let auctionId: string;
let ownerTeamId: string;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  [owner, rival, outsider] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  auctionId = (await createAuction(t.app, { registrationFee: 0, title: 'Standings Cup' })).id;
  await importRows(t.app, auctionId, sheetRows().slice(0, 5));
  ownerTeamId = (await register(t.app, owner.token, { auctionId, teamName: 'Owner XI' })).json()
    .team.id;
  await register(t.app, rival.token, {
    auctionId,
    teamName: 'Rival XI',
    mobileNumber: '9000000001',
  });
  // What the room will do: a player sold to the owner's team.
  const [first] = await t.app.deps.database.db
    .select()
    .from(auctionPlayers)
    .where(eq(auctionPlayers.auctionId, auctionId))
    .limit(1);
  await t.app.deps.database.db
    .update(auctionPlayers)
    .set({ status: 'SOLD', teamId: ownerTeamId, soldPriceLakhs: 250 })
    .where(eq(auctionPlayers.id, first!.id));
  await t.app.deps.database.db
    .update(teams)
    .set({ purseRemainingLakhs: 9_750 })
    .where(eq(teams.id, ownerTeamId));
});
afterAll(() => t.close());

const post = (url: string, payload: object, token: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(token), remoteAddress: ip() });

describe('POST /api/users/auction-registered', () => {
  it("lists the user's auctions with their team", async () => {
    const res = await post('/api/users/auction-registered', {}, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().participatedIn).toEqual([
      expect.objectContaining({
        id: auctionId,
        title: 'Standings Cup',
        team: expect.objectContaining({ name: 'Owner XI', purseRemaining: 97.5 }),
      }),
    ]);
    expect(
      (await post('/api/users/auction-registered', { userId: owner.id }, outsider.token))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await post('/api/users/auction-registered', { userId: owner.id }, await adminToken(t.app))
      ).json().participatedIn,
    ).toHaveLength(1);
    expect((await post('/api/users/auction-registered', {}, outsider.token)).json()).toEqual({
      participatedIn: [],
    });
  });
});

describe('POST /api/teams/by-user-and-auction', () => {
  it("shows a team with its players to participants; others' mobile numbers stay hidden", async () => {
    const own = await post(
      '/api/teams/by-user-and-auction',
      { auctionId, userId: owner.id },
      owner.token,
    );
    expect(own.json().teams[0]).toMatchObject({ name: 'Owner XI', mobileNumber: '9876543210' });
    expect(own.json().teams[0].auctionPlayers).toEqual([
      expect.objectContaining({
        name: 'Shreyas Iyer',
        status: 'SOLD',
        soldPrice: 2.5,
        teamId: ownerTeamId,
      }),
    ]);
    const seen = await post(
      '/api/teams/by-user-and-auction',
      { auctionId, userId: owner.id },
      rival.token,
    );
    expect(seen.statusCode).toBe(200);
    expect(seen.json().teams[0]).toMatchObject({
      owner: { id: owner.id, username: owner.username },
      mobileNumber: null,
    });
    expect(seen.body).not.toContain(owner.email);
    const denied = await post(
      '/api/teams/by-user-and-auction',
      { auctionId, userId: owner.id },
      outsider.token,
    );
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('NOT_PARTICIPANT');
    expect(
      (
        await post(
          '/api/teams/by-user-and-auction',
          { auctionId, userId: outsider.id },
          outsider.token,
        )
      ).json(),
    ).toEqual({ teams: [] });
  });
});

describe('GET /api/auction/:id/teams', () => {
  it('returns every team with its players, the pool size and no prizes before completion', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auction/${auctionId}/teams`,
      headers: bearer(rival.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      totalPlayerCount: 5,
      prizeDistribution: null,
      auctionName: 'Standings Cup',
    });
    expect(res.json().teams.map((x: { name: string }) => x.name)).toEqual(['Owner XI', 'Rival XI']);
    expect(res.json().teams[0].mobileNumber).toBeNull();
    expect(res.json().teams[1].mobileNumber).toBe('9000000001');
    expect(res.json().teams[0].auctionPlayers).toHaveLength(1);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/auction/nope/teams',
      headers: bearer(rival.token),
    });
    expect(missing.json().error.message).toBe('Auction not found');
  });
});
