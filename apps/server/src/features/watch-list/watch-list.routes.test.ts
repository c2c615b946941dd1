// The watch-list API: stars kept per user and per auction, read back by a later request, only for
// players of that auction's pool, and only for a signed-in caller.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionPlayers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createAuction, importRows, ip, sheetRows } from '../../test/auctions';
import { bearer, signUp, type TestUser } from '../../test/factories';

let t: TestApp;
let auctionA: string;
let auctionB: string;
let poolA: string[];
let poolB: string[];

async function poolOf(auctionId: string): Promise<string[]> {
  const rows = await t.app.deps.database.db
    .select({ id: auctionPlayers.id })
    .from(auctionPlayers)
    .where(eq(auctionPlayers.auctionId, auctionId));
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  t = await buildTestApp();
  const rows = sheetRows().slice(0, 6);
  auctionA = (await createAuction(t.app, { title: 'Watch Cup A' })).id;
  auctionB = (await createAuction(t.app, { title: 'Watch Cup B' })).id;
  for (const id of [auctionA, auctionB]) {
    const res = await importRows(t.app, id, rows);
    expect(res.statusCode).toBeLessThan(300);
  }
  poolA = await poolOf(auctionA);
  poolB = await poolOf(auctionB);
  expect(poolA.length).toBeGreaterThanOrEqual(3);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, user?: TestUser) =>
  t.app.inject({
    method,
    url,
    headers: user ? bearer(user.token) : {},
    remoteAddress: ip(),
  });

const list = async (user: TestUser, auctionId: string): Promise<string[]> => {
  const res = await call('GET', `/api/auctions/${auctionId}/watchlist`, user);
  expect(res.statusCode).toBe(200);
  return res.json().playerIds;
};

describe('watch-list API', () => {
  it('starts empty, keeps stars in order, and reads them back on a later request', async () => {
    const u = await signUp(t.app);
    expect(await list(u, auctionA)).toEqual([]);
    const first = await call('PUT', `/api/auctions/${auctionA}/watchlist/${poolA[1]}`, u);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ auctionId: auctionA, playerIds: [poolA[1]] });
    await call('PUT', `/api/auctions/${auctionA}/watchlist/${poolA[0]}`, u);
    // Starring again is a no-op.
    await call('PUT', `/api/auctions/${auctionA}/watchlist/${poolA[1]}`, u);
    expect(await list(u, auctionA)).toEqual([poolA[1], poolA[0]]);

    const removed = await call('DELETE', `/api/auctions/${auctionA}/watchlist/${poolA[1]}`, u);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().playerIds).toEqual([poolA[0]]);
    // Removing an unstarred player is a no-op too.
    expect(
      (await call('DELETE', `/api/auctions/${auctionA}/watchlist/${poolA[1]}`, u)).statusCode,
    ).toBe(200);
    expect(await list(u, auctionA)).toEqual([poolA[0]]);
  });

  it('keeps each user and each auction separate', async () => {
    const [u1, u2] = [await signUp(t.app), await signUp(t.app)];
    await call('PUT', `/api/auctions/${auctionA}/watchlist/${poolA[2]}`, u1);
    await call('PUT', `/api/auctions/${auctionB}/watchlist/${poolB[0]}`, u1);
    await call('PUT', `/api/auctions/${auctionA}/watchlist/${poolA[0]}`, u2);
    expect(await list(u1, auctionA)).toEqual([poolA[2]]);
    expect(await list(u1, auctionB)).toEqual([poolB[0]]);
    expect(await list(u2, auctionA)).toEqual([poolA[0]]);
    expect(await list(u2, auctionB)).toEqual([]);
    // u2 removing u1's star removes nothing of u1's.
    await call('DELETE', `/api/auctions/${auctionA}/watchlist/${poolA[2]}`, u2);
    expect(await list(u1, auctionA)).toEqual([poolA[2]]);
  });

  it('refuses a player outside the auction’s pool and an unknown auction, changing nothing', async () => {
    const u = await signUp(t.app);
    const other = await call('PUT', `/api/auctions/${auctionA}/watchlist/${poolB[0]}`, u);
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toMatchObject({
      code: 'PLAYER_NOT_FOUND',
      message: 'Player not found in this auction',
    });
    const junk = await call('PUT', `/api/auctions/${auctionA}/watchlist/not-a-uuid`, u);
    expect(junk.statusCode).toBe(404);
    expect(junk.json().error.code).toBe('PLAYER_NOT_FOUND');
    const gone = await call(
      'GET',
      '/api/auctions/00000000-0000-4000-8000-000000000000/watchlist',
      u,
    );
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('AUCTION_NOT_FOUND');
    expect(await list(u, auctionA)).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    const res = await call('GET', `/api/auctions/${auctionA}/watchlist`);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
    const put = await call('PUT', `/api/auctions/${auctionA}/watchlist/${poolA[0]}`);
    expect(put.statusCode).toBe(401);
  });

  it('is in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(Object.keys(spec.paths['/api/auctions/{auctionId}/watchlist/{playerId}'])).toEqual(
      expect.arrayContaining(['put', 'delete']),
    );
    expect(spec.paths['/api/auctions/{auctionId}/watchlist']).toHaveProperty('get');
  });
});
