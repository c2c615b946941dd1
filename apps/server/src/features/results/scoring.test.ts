import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionResults, teamResults, walletEntries } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { signUp, type TestUser } from '../../test/factories';
import { finishedAuction, flatXi, sheetPlayers } from '../../test/results-fixtures';
import { verifyWallet } from '../wallet/ledger.service';
import type { AuctionResultRecord } from './results.repo';
import { scoreAuction, scoreCompletedAuctions } from './scoring.service';
import { saveSquadOrder } from './squad-order.repo';

let t: TestApp;
let users: TestUser[];
const db = () => t.app.deps.database.db;
const now = () => t.clock.now();
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  users = [];
  for (let i = 0; i < 4; i++) users.push(await signUp(t.app));
});
afterAll(() => t.close());

async function resultOf(auctionId: string): Promise<AuctionResultRecord | undefined> {
  const [row] = await db()
    .select()
    .from(auctionResults)
    .where(eq(auctionResults.auctionId, auctionId));
  return row;
}
async function teamResultOf(teamId: string) {
  const [row] = await db().select().from(teamResults).where(eq(teamResults.teamId, teamId));
  return row!;
}
async function prizesOf(auctionId: string) {
  return db()
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.type, 'PRIZE'), eq(walletEntries.reference, auctionId)));
}
async function expectWalletsVerified() {
  for (const u of users) expect((await verifyWallet(db(), u.id)).ok).toBe(true);
}

/** A valid XI from the real sheet, in the batting order below. */
const REAL_XI = [
  'Rohit Sharma', //      slot 1: 975 + bonus 0    =   975
  'Virat Kohli', //       slot 2: 975 + 0          =   975
  'Suryakumar Yadav', //  slot 3: 1000 + 0         = 1,000
  'Shreyas Iyer', //      slot 4: 875 + 0          =   875
  'Hardik Pandya', //     slot 5: 775 + 375        = 1,150
  'Heinrich Klaasen', //  slot 6: 750 + 200        =   950
  'Andre Russell', //     slot 7: 750 + 375        = 1,125
  'Jasprit Bumrah', //    slot 8: 0 + 1000         = 1,000
  'Arshdeep Singh', //    slot 9: 0 + 1000         = 1,000
  'Kuldeep Yadav', //     slot 10: 0 + 950         =   950
  'Trent Boult', //       slot 11: 0 + 925         =   925
]; // slot points 975+975+1000+875+775+750+750 = 6,100; bonus 375+200+375+1000+1000+950+925 = 4,825;
//    score 6,100 + 4,825 = 10,925

describe('scoreAuction', () => {
  it('scores a hand-computed XI from the sheet, ranks an invalid XI last, and pays ranks 1–2 only', async () => {
    const fee = 10_000; // ₹100 each → fees 30,000 paise, pool 80% = 24,000: 12,000 / 7,200 / 4,800
    const xi = await sheetPlayers(...REAL_XI);
    const a = await finishedAuction(db(), {
      nowMs: now(),
      completed: true,
      squads: [
        // Listed in a different order; the stored order below is what counts.
        { ownerId: users[0]!.id, squad: [...xi].reverse(), feePaise: fee },
        { ownerId: users[1]!.id, squad: flatXi('B', 500, 100), feePaise: fee }, // 11 × 600 = 6,600
        { ownerId: users[2]!.id, squad: flatXi('C', 900).slice(0, 10), feePaise: fee }, // 10 players
      ],
    });
    await saveSquadOrder(db(), {
      teamId: a.teamIds[0]!,
      auctionId: a.auctionId,
      playerIds: [...a.playerIds[0]!].reverse(), // back to REAL_XI order
      by: users[0]!.id,
      at: new Date(now()),
    });

    expect(await scoreAuction(t.app.deps, a.auctionId)).toEqual({
      scored: true,
      paidPaise: 19_200,
    });

    expect(await teamResultOf(a.teamIds[0]!)).toMatchObject({
      isValid: true,
      totalPoints: 6_100,
      totalBonus: 4_825,
      score: 10_925,
      rank: 1,
      prizeRank: 1,
      prizePaise: 12_000,
    });
    expect(await teamResultOf(a.teamIds[1]!)).toMatchObject({
      score: 6_600,
      rank: 2,
      prizeRank: 2,
      prizePaise: 7_200,
    });
    expect(await teamResultOf(a.teamIds[2]!)).toMatchObject({
      isValid: false,
      score: null,
      rank: null,
      prizeRank: null,
      prizePaise: 0,
    });
    expect(await resultOf(a.auctionId)).toMatchObject({
      feesCollectedPaise: 30_000,
      poolPaise: 24_000,
      firstPrizePaise: 12_000,
      secondPrizePaise: 7_200,
      thirdPrizePaise: 4_800,
      firstPrizeTeamId: a.teamIds[0],
      secondPrizeTeamId: a.teamIds[1],
      thirdPrizeTeamId: null,
      paidPaise: 19_200,
    });
    const prizes = await prizesOf(a.auctionId);
    expect(prizes.map((p) => [p.userId, p.amountPaise, p.dedupeKey]).sort()).toEqual(
      [
        [users[0]!.id, 12_000, `PRIZE:${a.auctionId}:${a.teamIds[0]}`],
        [users[1]!.id, 7_200, `PRIZE:${a.auctionId}:${a.teamIds[1]}`],
      ].sort(),
    );
    await expectWalletsVerified();
  });

  it('shares the 1st and 2nd prizes between teams tied at rank 1', async () => {
    const a = await finishedAuction(db(), {
      nowMs: now(),
      completed: true,
      squads: [
        { ownerId: users[0]!.id, squad: flatXi('A', 300), feePaise: 10_000 }, // 3,300
        { ownerId: users[1]!.id, squad: flatXi('B', 300), feePaise: 10_000 }, // 3,300
        { ownerId: users[2]!.id, squad: flatXi('C', 200), feePaise: 10_000 }, // 2,200
        { ownerId: users[3]!.id, squad: flatXi('D', 100), feePaise: 10_000 }, // 1,100
      ],
    });
    // Pool 80% of 40,000 = 32,000: ranks 16,000 / 9,600 / 6,400; the tie shares 25,600 → 12,800 each.
    await scoreAuction(t.app.deps, a.auctionId);
    const rows = await Promise.all(a.teamIds.map(teamResultOf));
    expect(rows.map((r) => [r.rank, r.prizeRank, r.prizePaise])).toEqual([
      [1, 1, 12_800],
      [1, 1, 12_800],
      [3, 3, 6_400],
      [4, null, 0],
    ]);
    expect(await resultOf(a.auctionId)).toMatchObject({
      firstPrizeTeamId: a.teamIds[0],
      secondPrizeTeamId: a.teamIds[1],
      thirdPrizeTeamId: a.teamIds[2],
      paidPaise: 32_000,
    });
    await expectWalletsVerified();
  });

  it('ranks bots but pays the best human teams, and pays only the ranks that valid humans fill', async () => {
    const a = await finishedAuction(db(), {
      nowMs: now(),
      completed: true,
      squads: [
        { ownerId: null, squad: flatXi('Bot', 900) }, // 9,900: rank 1, never paid
        { ownerId: users[0]!.id, squad: flatXi('A', 400), feePaise: 5_000 }, // rank 2 → 1st prize
        { ownerId: users[1]!.id, squad: flatXi('B', 100).slice(1), feePaise: 5_000 }, // invalid
      ],
    });
    // Fees 10,000 (bots pay none) → pool 8,000: 1st 4,000; 2nd and 3rd unpaid (one valid human).
    await scoreAuction(t.app.deps, a.auctionId);
    expect(await teamResultOf(a.teamIds[0]!)).toMatchObject({
      rank: 1,
      prizeRank: null,
      prizePaise: 0,
    });
    expect(await teamResultOf(a.teamIds[1]!)).toMatchObject({
      rank: 2,
      prizeRank: 1,
      prizePaise: 4_000,
    });
    expect(await teamResultOf(a.teamIds[2]!)).toMatchObject({ rank: null, prizePaise: 0 });
    expect(await resultOf(a.auctionId)).toMatchObject({
      poolPaise: 8_000,
      firstPrizeTeamId: a.teamIds[1],
      secondPrizeTeamId: null,
      paidPaise: 4_000,
    });
    expect(await prizesOf(a.auctionId)).toHaveLength(1);
  });

  it('does nothing for an auction that is not COMPLETED', async () => {
    const a = await finishedAuction(db(), {
      nowMs: now(),
      squads: [{ ownerId: users[0]!.id, squad: flatXi('A', 100), feePaise: 100 }],
    });
    expect(await scoreAuction(t.app.deps, a.auctionId)).toMatchObject({
      scored: false,
      skipped: 'NOT_COMPLETED',
    });
    expect(await resultOf(a.auctionId)).toBeUndefined();
  });

  it('pays each prize exactly once when run twice at once, and by the job after', async () => {
    const a = await finishedAuction(db(), {
      nowMs: now(),
      completed: true,
      squads: [
        { ownerId: users[0]!.id, squad: flatXi('A', 300), feePaise: 33_333 },
        { ownerId: users[1]!.id, squad: flatXi('B', 200), feePaise: 33_333 },
        { ownerId: users[2]!.id, squad: flatXi('C', 100), feePaise: 33_333 },
      ],
    });
    const outcomes = await Promise.all([
      scoreAuction(t.app.deps, a.auctionId),
      scoreAuction(t.app.deps, a.auctionId),
      scoreCompletedAuctions(t.app.deps),
    ]);
    const scoredCalls = outcomes.filter((o) => !Array.isArray(o) && o.scored).length;
    const scoredByJob = (outcomes[2] as string[]).includes(a.auctionId) ? 1 : 0;
    expect(scoredCalls + scoredByJob).toBe(1);
    expect(await scoreAuction(t.app.deps, a.auctionId)).toMatchObject({
      scored: false,
      skipped: 'ALREADY_SCORED',
    });
    const prizes = await prizesOf(a.auctionId);
    expect(prizes).toHaveLength(3);
    const pool = (await resultOf(a.auctionId))!.poolPaise;
    // 99,999 × 80% = 79,999 (floored); 39,999 + 23,999 + 15,999 = 79,997 ≤ pool.
    expect(pool).toBe(79_999);
    expect(prizes.reduce((sum, p) => sum + p.amountPaise, 0)).toBe(79_997);
    expect(
      await db().select().from(teamResults).where(eq(teamResults.auctionId, a.auctionId)),
    ).toHaveLength(3);
    await expectWalletsVerified();
  });
});
