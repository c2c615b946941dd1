import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, bids } from '../../db/schema/index';
import { createLiveAuction } from '../../test/auction-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { ip } from '../../test/auctions';
import { bearer, signUp, type TestUser } from '../../test/factories';
import { finishedAuction, flatXi } from '../../test/results-fixtures';

let t: TestApp;
let me: TestUser;
let rival: TestUser;
const db = () => t.app.deps.database.db;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  [me, rival] = [await signUp(t.app), await signUp(t.app)];
  const now = t.clock.now();
  // Alpha Cup: player 0 of my squad was won at 1 Cr after my 0.5 Cr was outbid; I lost player 0 of
  // the rival's squad at 0.9 Cr; one of my bids was refused.
  const alpha = await finishedAuction(db(), {
    nowMs: now,
    completed: true,
    squads: [
      { ownerId: me.id, squad: flatXi('Mine', 10) },
      { ownerId: rival.id, squad: flatXi('Theirs', 10) },
    ],
  });
  await db().update(auctions).set({ title: 'Alpha Cup' }).where(eq(auctions.id, alpha.auctionId));
  // Beta League: a lot still open on which my 2 Cr is the top bid.
  const beta = await createLiveAuction(db(), {
    pool: [{ name: 'Open Lot Star', type: 'Bowler' }],
    ownerIds: [me.id],
  });
  await db().update(auctions).set({ title: 'Beta League' }).where(eq(auctions.id, beta.auction.id));
  const [myTeam, rivalTeam] = alpha.teamIds as [string, string];
  const won = alpha.playerIds[0]![0]!;
  const lost = alpha.playerIds[1]![0]!;
  const bid = (
    over: Partial<typeof bids.$inferInsert> & { userId: string; amountLakhs: number },
    atS: number,
  ) => ({
    auctionId: alpha.auctionId,
    lotId: 1,
    accepted: true,
    isBot: false,
    receivedAt: new Date(now - 100_000 + atS * 1000),
    ...over,
  });
  await db()
    .insert(bids)
    .values([
      bid({ userId: me.id, teamId: myTeam, auctionPlayerId: won, amountLakhs: 50 }, 1),
      bid({ userId: rival.id, teamId: rivalTeam, auctionPlayerId: won, amountLakhs: 75 }, 2),
      bid(
        {
          userId: me.id,
          teamId: myTeam,
          auctionPlayerId: won,
          amountLakhs: 80,
          accepted: false,
          reasonCode: 'BID_TOO_LOW',
        },
        3,
      ),
      bid({ userId: me.id, teamId: myTeam, auctionPlayerId: won, amountLakhs: 100 }, 4),
      bid({ userId: me.id, teamId: myTeam, auctionPlayerId: lost, amountLakhs: 90, lotId: 2 }, 5),
      bid({ userId: rival.id, teamId: rivalTeam, auctionPlayerId: lost, amountLakhs: 100 }, 6),
      bid(
        {
          auctionId: beta.auction.id,
          userId: me.id,
          teamId: beta.teams[0]!.id,
          auctionPlayerId: beta.pool[0]!.id,
          amountLakhs: 200,
        },
        7,
      ),
    ]);
});
afterAll(() => t.close());

const history = (token: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/bids/history${query}`,
    headers: bearer(token),
    remoteAddress: ip(),
  });

describe('GET /api/bids/history', () => {
  it("lists only the caller's bids, newest first, with what became of each", async () => {
    const res = await history(me.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, total: 5, limit: 50, offset: 0 });
    expect(
      body.bids.map((b: { auctionTitle: string; amount: number; outcome: string }) => [
        b.auctionTitle,
        b.amount,
        b.outcome,
      ]),
    ).toEqual([
      ['Beta League', 2, 'LEADING'],
      ['Alpha Cup', 0.9, 'OUTBID'],
      ['Alpha Cup', 1, 'WON'],
      ['Alpha Cup', 0.8, 'REFUSED'],
      ['Alpha Cup', 0.5, 'OUTBID'],
    ]);
    expect(body.bids[3]).toMatchObject({ accepted: false, reasonCode: 'BID_TOO_LOW' });
    expect(body.bids[2].playerName).toMatch(/^Mine Bat 1 /);
    expect((await history(rival.token)).json().total).toBe(2);
  });

  it('searches by auction title or player name, and pages', async () => {
    expect((await history(me.token, '?search=beta')).json().bids).toHaveLength(1);
    expect((await history(me.token, '?search=THEIRS%20bat')).json().bids).toHaveLength(1);
    expect((await history(me.token, '?search=100%25')).json().total).toBe(0);
    const page = (await history(me.token, '?limit=2&offset=2')).json();
    expect(page).toMatchObject({ total: 5, limit: 2, offset: 2 });
    expect(page.bids.map((b: { outcome: string }) => b.outcome)).toEqual(['WON', 'REFUSED']);
    const tooMany = await history(me.token, '?limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().error.fields)).toContain('limit');
    expect((await t.app.inject({ method: 'GET', url: '/api/bids/history' })).statusCode).toBe(401);
  });
});
