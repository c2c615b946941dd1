import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, roomEvents } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { ip } from '../../test/auctions';
import { adminToken, bearer, signUp, type TestUser } from '../../test/factories';
import { finishedAuction, flatXi, type FinishedAuction } from '../../test/results-fixtures';
import { scoreAuction } from './scoring.service';

let t: TestApp;
let owner: TestUser;
let rival: TestUser;
let outsider: TestUser;
const db = () => t.app.deps.database.db;
const WINDOW_MS = 600_000;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  [owner, rival, outsider] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
});
afterAll(() => t.close());

const setPriority = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/teams/set-priority',
    payload,
    headers: bearer(token),
    remoteAddress: ip(),
  });
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token), remoteAddress: ip() });

/**
 * Owner: a valid XI whose player i scores (i + 1) × 10 in slot 1 and 0 elsewhere, so only the opener
 * scores. Rival: 10 players (invalid). Bidding ended now; the window runs 10 minutes.
 */
async function windowAuction(): Promise<FinishedAuction> {
  const squad = flatXi('Own', 0).map((row, i) => ({
    ...row,
    slotPoints: [(i + 1) * 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  }));
  return finishedAuction(db(), {
    nowMs: t.clock.now(),
    reorderWindowMs: WINDOW_MS,
    squads: [
      { ownerId: owner.id, squad, feePaise: 10_000 },
      { ownerId: rival.id, squad: flatXi('Riv', 50).slice(0, 10), feePaise: 10_000 },
    ],
  });
}

describe('POST /api/teams/set-priority', () => {
  it('refuses non-owners, invalid teams, bad orders and calls outside the window', async () => {
    const a = await windowAuction();
    const [ownTeam, rivalTeam] = a.teamIds as [string, string];
    const ids = a.playerIds[0]!;
    const body = (over: object = {}) => ({
      teamId: ownTeam,
      auctionId: a.auctionId,
      priorityOrder: [...ids].reverse(),
      ...over,
    });
    const refused = async (token: string, payload: object, status: number, code: string) => {
      const res = await setPriority(token, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.code).toBe(code);
      return res.json().error.message as string;
    };

    await refused(rival.token, body(), 403, 'NOT_TEAM_OWNER');
    await refused(await adminToken(t.app), body(), 403, 'NOT_TEAM_OWNER');
    expect(
      await refused(
        rival.token,
        body({ teamId: rivalTeam, priorityOrder: a.playerIds[1] }),
        422,
        'INVALID_TEAM_COMPOSITION',
      ),
    ).toBe('Invalid Update Request! Check team composition or try again!');
    await refused(
      owner.token,
      body({ priorityOrder: ids.slice(0, 10) }),
      422,
      'INVALID_PRIORITY_ORDER',
    );
    await refused(
      owner.token,
      body({ priorityOrder: [...ids.slice(0, 10), ids[0]] }),
      422,
      'INVALID_PRIORITY_ORDER',
    );
    await refused(
      owner.token,
      body({ priorityOrder: [...ids.slice(0, 10), a.playerIds[1]![0]] }),
      422,
      'INVALID_PRIORITY_ORDER',
    );
    const empty = await setPriority(owner.token, body({ priorityOrder: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.priorityOrder).toBe(
      'Invalid Update Request! Check team composition or try again!',
    );
    expect((await setPriority(owner.token, { auctionId: a.auctionId })).statusCode).toBe(400);
    await refused(owner.token, body({ teamId: randomUUID() }), 404, 'TEAM_NOT_FOUND');

    // Before bidding ended.
    await db().update(auctions).set({ biddingEndedAt: null }).where(eq(auctions.id, a.auctionId));
    await refused(owner.token, body(), 422, 'REORDER_NOT_OPEN');
    await db()
      .update(auctions)
      .set({ biddingEndedAt: new Date(t.clock.now()) })
      .where(eq(auctions.id, a.auctionId));

    // At and after endsAt (the room has not completed it yet), then COMPLETED.
    t.clock.advance(WINDOW_MS);
    await refused(owner.token, body(), 422, 'REORDER_CLOSED');
    await db().update(auctions).set({ status: 'COMPLETED' }).where(eq(auctions.id, a.auctionId));
    await refused(owner.token, body(), 422, 'REORDER_CLOSED');
  });

  it('stores a complete order inside the window; the standings, team page and final score follow it', async () => {
    const a = await windowAuction();
    const [ownTeam] = a.teamIds as [string];
    const ids = a.playerIds[0]!;
    // Default (purchase) order: player 0 opens and scores 10. Reversed, player 10 opens: 110.
    const before = await get(`/api/auction/${a.auctionId}/team-players/${owner.id}`, owner.token);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({
      totalPoints: 10,
      score: 10,
      isValid: true,
      isOwner: true,
      canReorder: true,
      playerCount: 11,
      squadSize: 11,
      typeCounts: { Batter: 4, Bowler: 4, 'Wicket-Keeper': 1, 'All-Rounder': 2 },
    });

    const res = await setPriority(owner.token, {
      teamId: ownTeam,
      auctionId: a.auctionId,
      priorityOrder: [...ids].reverse(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Position(s) updated successfully',
      priorityOrder: [...ids].reverse(),
      totalPoints: 110,
      totalBonus: 0,
      score: 110,
    });

    const page = (
      await get(`/api/auction/${a.auctionId}/team-players/${owner.id}`, owner.token)
    ).json();
    expect(page.players[0]).toMatchObject({
      id: ids[10],
      position: 1,
      positionPoints: 110,
      points: 110,
      soldPrice: 1,
    });
    expect(page.players.map((p: { id: string }) => p.id)).toEqual([...ids].reverse());
    const seenByRival = (
      await get(`/api/auction/${a.auctionId}/team-players/${owner.id}`, rival.token)
    ).json();
    expect(seenByRival).toMatchObject({ isOwner: false, canReorder: false, score: 110 });
    const rivalPage = (
      await get(`/api/auction/${a.auctionId}/team-players/${rival.id}`, rival.token)
    ).json();
    expect(rivalPage).toMatchObject({
      isValid: false,
      canReorder: false,
      score: null,
      playerCount: 10,
    });
    expect(rivalPage.compositionErrors).toContain('Team composition is Invalid.');
    const none = await get(
      `/api/auction/${a.auctionId}/team-players/${outsider.id}`,
      outsider.token,
    );
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toMatchObject({
      code: 'TEAM_NOT_FOUND',
      message: 'No team data found',
    });

    // Standings in the window: the valid team ranks, the invalid one is N/A; no prizes yet.
    const live = (await get(`/api/auction/${a.auctionId}/teams`, outsider.token)).json();
    expect(live).toMatchObject({ isFinal: false, prizeDistribution: null, totalPlayerCount: 21 });
    expect(
      live.teams.map((x: { rank: number | null; score: number | null }) => [x.rank, x.score]),
    ).toEqual([
      [1, 110],
      [null, null],
    ]);
    expect(live.teams[0]).toMatchObject({
      purseUsed: 11,
      purseLeft: 89,
      playerCount: 11,
      prizeAmount: null,
    });
    const early = await get(`/api/results/${a.auctionId}`, owner.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('RESULTS_NOT_READY');

    // Completion scores the stored order.
    await db().update(auctions).set({ status: 'COMPLETED' }).where(eq(auctions.id, a.auctionId));
    await scoreAuction(t.app.deps, a.auctionId);
    const final = await get(`/api/results/${a.auctionId}`, rival.token);
    expect(final.statusCode, final.body).toBe(200);
    // Fees 20,000 → pool 16,000: 1st 8,000 paise = ₹80; one valid human, so only the 1st is paid,
    // and the pool players are shown is the ₹80 paid, not the ₹160 the fees made.
    expect(final.json()).toMatchObject({
      isFinal: true,
      status: 'COMPLETED',
      prizeDistribution: {
        firstPrize: 80,
        secondPrize: 48,
        thirdPrize: 32,
        prizePool: 80,
        firstPrizeTeamId: ownTeam,
        secondPrizeTeamId: null,
        thirdPrizeTeamId: null,
      },
    });
    expect(final.json().teams[0]).toMatchObject({
      id: ownTeam,
      score: 110,
      rank: 1,
      prizeRank: 1,
      prizeAmount: 80,
      owner: { id: owner.id, username: owner.username },
      mobileNumber: null,
    });
    expect(final.json().teams[1]).toMatchObject({ isValid: false, rank: null, prizeAmount: 0 });
    const teamsAfter = (await get(`/api/auction/${a.auctionId}/teams`, owner.token)).json();
    expect(teamsAfter.teams[0].auctionPlayers[0].id).toBe(ids[10]);

    const admin = await get(`/api/admin/auctions/${a.auctionId}/results`, await adminToken(t.app));
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json()).toMatchObject({
      feesCollected: 200,
      prizePoolPercent: 80,
      prizeSplit: [50, 30, 20],
      paidTotal: 80,
      prizeDistribution: { prizePool: 160 },
    });
    expect((await get(`/api/admin/auctions/${a.auctionId}/results`, owner.token)).statusCode).toBe(
      403,
    );
  });

  it('plays a never-reordered team in purchase order (the room’s lotSold events)', async () => {
    const a = await windowAuction();
    const ids = a.playerIds[0]!;
    // The room sold player 5 first, then the rest in pool order. (COMPLETED first, and seqs clear of
    // the room's own events, so the room leaves this log alone.)
    await db().update(auctions).set({ status: 'COMPLETED' }).where(eq(auctions.id, a.auctionId));
    const sold = [ids[5]!, ...ids.filter((_, i) => i !== 5)];
    await db()
      .insert(roomEvents)
      .values(
        sold.map((playerId, i) => ({
          auctionId: a.auctionId,
          seq: 100 + i,
          type: 'lotSold',
          payload: {
            type: 'lotSold',
            lotId: i + 1,
            playerId,
            teamId: a.teamIds[0],
            amountLakhs: 100,
          },
        })),
      );
    const page = (
      await get(`/api/auction/${a.auctionId}/team-players/${owner.id}`, owner.token)
    ).json();
    expect(page.players.map((p: { id: string }) => p.id)).toEqual(sold);
    expect(page.score).toBe(60);
  });

  it('ranks every team by its current points during bidding', async () => {
    const a = await windowAuction();
    await db().update(auctions).set({ biddingEndedAt: null }).where(eq(auctions.id, a.auctionId));
    const live = (await get(`/api/auction/${a.auctionId}/teams`, owner.token)).json();
    // Rival's 10 players score 10 × 50 = 500 in any slot; the owner's opener 10.
    expect(
      live.teams.map((x: { id: string; rank: number; totalPoints: number }) => [
        x.id,
        x.rank,
        x.totalPoints,
      ]),
    ).toEqual([
      [a.teamIds[1], 1, 500],
      [a.teamIds[0], 2, 10],
    ]);
    expect((await get(`/api/auction/nope/teams`, owner.token)).statusCode).toBe(404);
  });
});
