import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, bids, teams } from '../../db/schema/index';
import { createLiveAuction } from '../../test/auction-fixtures';
import { ip } from '../../test/auctions';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp, type TestUser } from '../../test/factories';
import { postEntry, type PostEntryInput } from '../wallet/ledger.service';

let t: TestApp;
let u1: TestUser;
let u2: TestUser;
const db = () => t.app.deps.database.db;
const HOUR = 3_600_000;
// 2026-01-10 20:00 UTC is 2026-01-11 01:30 in India: registrations are counted on India days.
const JAN10_20Z = Date.UTC(2026, 0, 10, 20, 0);

async function auctionWith(
  status: 'SCHEDULED' | 'LIVE' | 'COMPLETED' | 'CANCELLED',
  startsAtMs: number,
) {
  const { auction } = await createLiveAuction(db(), { pool: [], ownerIds: [], startsAtMs });
  await db().update(auctions).set({ status }).where(eq(auctions.id, auction.id));
  return auction.id;
}

async function team(auctionId: string, ownerId: string, feePaise: number, createdAtMs: number) {
  const [row] = await db()
    .insert(teams)
    .values({
      auctionId,
      ownerId,
      name: `T ${createdAtMs}`,
      budgetLimitLakhs: 10_000,
      purseRemainingLakhs: 10_000,
      registrationFeePaidPaise: feePaise,
      createdAt: new Date(createdAtMs),
    })
    .returning();
  return row!.id;
}

let n = 0;
const post = (e: Omit<PostEntryInput, 'dedupeKey' | 'at'>) =>
  db().transaction((tx) =>
    postEntry(tx, { ...e, dedupeKey: `T:${++n}`, at: new Date(t.clock.now()) }),
  );

let completed: string;
let liveOverdue: string;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  [u1, u2] = [await signUp(t.app), await signUp(t.app)];
  const now = t.clock.now();
  completed = await auctionWith('COMPLETED', JAN10_20Z);
  await auctionWith('CANCELLED', JAN10_20Z + 24 * HOUR);
  liveOverdue = await auctionWith('LIVE', now - 5 * HOUR);
  await db()
    .update(auctions)
    .set({ endsAt: new Date(now - HOUR) })
    .where(eq(auctions.id, liveOverdue));
  await auctionWith('LIVE', now - HOUR); // ends in 2 hours
  await auctionWith('SCHEDULED', now + 24 * HOUR);

  await team(completed, u1.id, 5_000, JAN10_20Z);
  await team(completed, u2.id, 4_000, JAN10_20Z + HOUR);
  await team(liveOverdue, u1.id, 0, JAN10_20Z + 48 * HOUR);
  await db().insert(teams).values({
    auctionId: completed,
    ownerId: null,
    isBot: true,
    name: 'Bot (bot)',
    budgetLimitLakhs: 10_000,
    purseRemainingLakhs: 10_000,
  });

  const bid = (userId: string | null, accepted: boolean) => ({
    auctionId: completed,
    userId,
    accepted,
    isBot: userId === null,
    amountLakhs: 100,
    receivedAt: new Date(JAN10_20Z),
  });
  await db()
    .insert(bids)
    .values([
      bid(u1.id, true),
      bid(u1.id, true),
      bid(u1.id, false),
      bid(u2.id, true),
      bid(null, true),
    ]);

  await post({ userId: u1.id, type: 'RECHARGE', amountPaise: 50_000, status: 'APPROVED' });
  await post({ userId: u2.id, type: 'RECHARGE', amountPaise: 10_000, status: 'APPROVED' });
  await post({ userId: u2.id, type: 'RECHARGE', amountPaise: 7_000, status: 'PENDING' });
  await post({ userId: u1.id, type: 'REGISTRATION_FEE', amountPaise: 5_000, status: 'APPROVED' });
  await post({ userId: u2.id, type: 'REGISTRATION_FEE', amountPaise: 4_000, status: 'APPROVED' });
  await post({ userId: u2.id, type: 'REFUND', amountPaise: 4_000, status: 'APPROVED' });
  await post({ userId: u1.id, type: 'PRIZE', amountPaise: 3_000, status: 'APPROVED' });
  await post({ userId: u1.id, type: 'WITHDRAWAL', amountPaise: 1_000, status: 'PENDING' });
});
afterAll(() => t.close());

const analytics = async (path: string, token?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/analytics/${path}`,
    headers: bearer(token ?? (await adminToken(t.app))),
    remoteAddress: ip(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/admin/analytics/*', () => {
  it('refuses non-admins', async () => {
    for (const path of [
      'total-auctions',
      'bids-per-user',
      'successful-registrations',
      'registrations-per-auction',
      'all-registration-requests',
      'event-completion-rate',
      'financial-summary',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/analytics/${path}`,
        headers: bearer(u1.token),
        remoteAddress: ip(),
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('counts auctions by status and the completion rate, within a range', async () => {
    expect(await analytics('total-auctions')).toEqual({
      total: 5,
      byStatus: { SCHEDULED: 1, LIVE: 2, COMPLETED: 1, CANCELLED: 1 },
    });
    expect(await analytics('total-auctions?from=2026-01-11&to=2026-01-12')).toMatchObject({
      total: 2,
      byStatus: { COMPLETED: 1, CANCELLED: 1 },
    });
    // 1 completed ÷ (1 completed + 1 cancelled + 1 live past its end) = 33.33 %.
    expect(await analytics('event-completion-rate')).toEqual({
      completed: 1,
      cancelled: 1,
      liveOverdue: 1,
      live: 2,
      scheduled: 1,
      ratePercent: 33.33,
    });
    expect((await analytics('event-completion-rate?to=2020-01-01')).ratePercent).toBeNull();
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/total-auctions?from=yesterday',
      headers: bearer(await adminToken(t.app)),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toContain('from');
  });

  it('ranks users by bids, bots excluded', async () => {
    const { users } = await analytics('bids-per-user');
    expect(users.map((u: { userId: string }) => u.userId)).toEqual([u1.id, u2.id]);
    expect(users[0]).toMatchObject({ totalBids: 3, acceptedBids: 2, refusedBids: 1, auctions: 1 });
  });

  it('counts registrations per India day and per auction, and lists them', async () => {
    expect(await analytics('successful-registrations')).toEqual({
      total: 3,
      feesCollected: 90,
      days: [
        { date: '2026-01-11', count: 2, feesCollected: 90 },
        { date: '2026-01-13', count: 1, feesCollected: 0 },
      ],
    });
    const perAuction = (await analytics('registrations-per-auction')).auctions;
    expect(perAuction).toHaveLength(5);
    expect(perAuction.find((a: { auctionId: string }) => a.auctionId === completed)).toMatchObject({
      status: 'COMPLETED',
      registrations: 2,
      botTeams: 1,
      feesCollected: 90,
    });
    const list = await analytics('all-registration-requests?limit=2');
    expect(list).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(list.registrations[0]).toMatchObject({
      userId: u1.id,
      auctionId: liveOverdue,
      feePaid: 0,
      refunded: false,
      username: u1.username,
      email: u1.email,
    });
  });

  it('sums the ledger by kind and status, with the platform margin', async () => {
    const s = await analytics('financial-summary');
    expect(s.recharges).toEqual({
      approved: { count: 2, amount: 600 },
      pending: { count: 1, amount: 70 },
      denied: { count: 0, amount: 0 },
    });
    expect(s.withdrawals.pending).toEqual({ count: 1, amount: 10 });
    expect(s.registrationFees.approved).toEqual({ count: 2, amount: 90 });
    expect(s.refunds.approved).toEqual({ count: 1, amount: 40 });
    expect(s.prizes.approved).toEqual({ count: 1, amount: 30 });
    // Fees 90 − refunds 40 − prizes 30.
    expect(s.platformMargin).toBe(20);
    expect((await analytics('financial-summary?to=2020-01-01')).platformMargin).toBe(0);
  });
});
