/**
 * One definition of revenue: an auction's fees paid less the fees refunded, the same in
 * the auction list, its page, its results, and every analytics figure; and fee, refund and prize
 * lines name their auction in the admin's transactions and the player's wallet history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp, type TestUser } from '../../test/factories';
import { createAuction, fund, ip, register } from '../../test/auctions';
import { auctionRevenuePaise } from '../auctions/auction-revenue';

let t: TestApp;
let admin: string;
let meera: TestUser;
let arjun: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  admin = await adminToken(t.app);
  [meera, arjun] = [await signUp(t.app), await signUp(t.app)];
  await fund(t.app, meera.id, 100);
  await fund(t.app, arjun.id, 100);
});
afterAll(() => t.close());

const get = async (url: string, token = admin) => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: bearer(token),
    remoteAddress: ip(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const post = async (url: string, payload: object, token = admin) => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: bearer(token),
    remoteAddress: ip(),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};

/** The auction's revenue (₹) as each admin screen reads it. */
async function revenueEverywhere(auctionId: string) {
  const list = (await get('/api/admin/auctions')).auctions as { id: string; revenue: number }[];
  const detail = await get(`/api/admin/auctions/${auctionId}`);
  const perAuction = (await get('/api/admin/analytics/registrations-per-auction')).auctions as {
    auctionId: string;
    feesCollected: number;
  }[];
  const results = await get(`/api/admin/auctions/${auctionId}/results`);
  return {
    list: list.find((a) => a.id === auctionId)?.revenue,
    page: detail.auction.revenue,
    analytics: perAuction.find((a) => a.auctionId === auctionId)?.feesCollected,
    results: results.feesCollected,
    source:
      ((await auctionRevenuePaise(t.app.deps.database.db, [auctionId])).get(auctionId) ?? 0) / 100,
  };
}

describe('revenue of an auction', () => {
  it('is the fees paid while the auction stands, and ₹0 everywhere once it is cancelled and refunded', async () => {
    const kept = await createAuction(t.app, { registrationFee: 20, title: 'Kept Cup' });
    const cancelled = await createAuction(t.app, { registrationFee: 20, title: 'Rained Off Cup' });
    for (const id of [kept.id, cancelled.id]) {
      expect((await register(t.app, meera.token, { auctionId: id })).statusCode).toBe(201);
    }
    expect((await register(t.app, arjun.token, { auctionId: kept.id })).statusCode).toBe(201);

    const twenty = { list: 20, page: 20, analytics: 20, results: 20, source: 20 };
    expect(await revenueEverywhere(cancelled.id)).toEqual(twenty);
    expect(await revenueEverywhere(kept.id)).toEqual({
      list: 40,
      page: 40,
      analytics: 40,
      results: 40,
      source: 40,
    });
    expect((await get('/api/admin/analytics/successful-registrations')).feesCollected).toBe(60);

    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auctions/update',
      payload: { auctionId: cancelled.id, status: 'CANCELLED' },
      headers: bearer(admin),
      remoteAddress: ip(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().auction.revenue).toBe(0);

    const zero = { list: 0, page: 0, analytics: 0, results: 0, source: 0 };
    expect(await revenueEverywhere(cancelled.id)).toEqual(zero);
    expect((await revenueEverywhere(kept.id)).analytics).toBe(40);
    // The per-day figures and the ledger agree with the per-auction ones: ₹60 paid − ₹20 refunded.
    const perDay = await get('/api/admin/analytics/successful-registrations');
    expect(perDay.feesCollected).toBe(40);
    const summary = await get('/api/admin/analytics/financial-summary');
    expect(summary.registrationFees.approved.amount - summary.refunds.approved.amount).toBe(40);
    const detail = await get(`/api/admin/auctions/${cancelled.id}`);
    expect(detail.registrations).toEqual([
      expect.objectContaining({ userId: meera.id, feePaid: 20, refunded: true }),
    ]);
  });

  it('names the auction on fee and refund lines, for the admin and for the player', async () => {
    const a = await createAuction(t.app, { registrationFee: 5, title: 'Named Cup' });
    expect((await register(t.app, meera.token, { auctionId: a.id })).statusCode).toBe(201);
    await t.app.inject({
      method: 'PUT',
      url: '/api/auctions/update',
      payload: { auctionId: a.id, status: 'CANCELLED' },
      headers: bearer(admin),
      remoteAddress: ip(),
    });
    const named = { id: a.id, title: 'Named Cup' };

    const adminList = (await get(`/api/admin/transactions?userId=${meera.id}`)).transactions as {
      type: string;
      auction: { id: string; title: string } | null;
    }[];
    const mine = adminList.filter((e) => e.auction?.id === a.id).map((e) => e.type);
    expect(mine.sort()).toEqual(['REFUND', 'REGISTRATION_FEE']);
    expect(adminList.find((e) => e.type === 'RECHARGE')?.auction).toBeNull();

    const history = (await post('/api/wallet/transaction-history', {}, meera.token)).data
      .transactions as { type: string; auction: unknown }[];
    expect(history.find((e) => e.type === 'REFUND')?.auction).toEqual(named);
    expect(
      history.filter((e) => e.type === 'REGISTRATION_FEE').map((e) => e.auction),
    ).toContainEqual(named);
    expect(history.find((e) => e.type === 'RECHARGE')?.auction).toBeNull();
  });
});
