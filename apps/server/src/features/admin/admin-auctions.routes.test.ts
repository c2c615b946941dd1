import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp } from '../../test/factories';
import { createAuction, fund, ip, png, form, register, startFields } from '../../test/auctions';
import { getBalance, verifyWallet } from '../wallet/ledger.service';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  t.clock.set(Date.parse('2026-11-01T00:00:00Z'));
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, payload, headers: bearer(token), remoteAddress: ip() });

describe('POST /api/auctions/register', () => {
  it('creates a scheduled auction from India-time inputs with default settings', async () => {
    const res = await send('POST', '/api/auctions/register', {
      title: 'IPL Mega Auction',
      registrationFee: 49.5,
      description: 'Big one',
      scheduledDate: '2026-11-22',
      startTime: '12:00',
      budgetLimit: 90,
      ytLink: 'https://youtube.com/watch?v=x',
    });
    expect(res.statusCode).toBe(201);
    const a = res.json().auction;
    expect(a).toMatchObject({
      title: 'IPL Mega Auction',
      status: 'SCHEDULED',
      startsAt: '2026-11-22T06:30:00.000Z',
      endsAt: '2026-11-22T08:30:00.000Z',
      startTime: '22/11/2026, 12:00:00',
      endTime: '22/11/2026, 14:00:00',
      registrationFee: 49.5,
      budgetLimit: 90,
      revenue: 0,
      teamCount: 0,
      isDemo: false,
      settings: {
        prizePoolPercent: 80,
        prizeSplit: [50, 30, 20],
        lotWindowMs: 20_000,
        bidWindowMs: 15_000,
        lobbyMs: 300_000,
        pauseBetweenLotsMs: 3_000,
        reorderWindowMs: 600_000,
        botTeams: 0,
      },
    });
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.lotsStartAt).toBe('2026-11-22T06:35:00.000Z');
  });

  it('takes settings and an end time in India time or as an ISO instant', async () => {
    const base = {
      title: 'Quick',
      registrationFee: 0,
      scheduledDate: '2026-11-22',
      startTime: '12:00',
    };
    const india = await send('POST', '/api/auctions/register', {
      ...base,
      endTime: '2026-11-22T15:30',
      lotWindowMs: 500,
      bidWindowMs: 300,
      prizeSplit: [60, 25, 15],
      botTeams: 2,
    });
    expect(india.statusCode).toBe(201);
    expect(india.json().auction.endsAt).toBe('2026-11-22T10:00:00.000Z');
    expect(india.json().auction.settings).toMatchObject({
      lotWindowMs: 500,
      prizeSplit: [60, 25, 15],
      botTeams: 2,
    });
    const iso = await send('POST', '/api/auctions/register', {
      ...base,
      endTime: '2026-11-22T08:30:00Z',
    });
    expect(iso.json().auction.endsAt).toBe('2026-11-22T08:30:00.000Z');
  });

  it('keeps practice bots to free auctions: no bots with a fee, on create or by an edit', async () => {
    const base = { title: 'Bots', scheduledDate: '2026-11-23', startTime: '12:00' };
    const paid = await send('POST', '/api/auctions/register', {
      ...base,
      registrationFee: 10,
      botTeams: 2,
    });
    expect(paid.statusCode).toBe(422);
    expect(paid.json().error).toEqual({
      code: 'BOTS_NEED_FREE_AUCTION',
      message:
        'Practice bots can only play in free (₹0) auctions: set the fee to 0 or remove the bots',
    });
    const free = await send('POST', '/api/auctions/register', {
      ...base,
      registrationFee: 0,
      botTeams: 2,
    });
    expect(free.statusCode).toBe(201);
    const auctionId = free.json().auction.id as string;
    // Charging a fee for the free auction with bots is refused; so is adding bots to a paid one.
    const charge = await send('PUT', '/api/auctions/update', { auctionId, registrationFee: 5 });
    expect(charge.json().error.code).toBe('BOTS_NEED_FREE_AUCTION');
    const both = await send('PUT', '/api/auctions/update', {
      auctionId,
      registrationFee: 5,
      botTeams: 0,
    });
    expect(both.statusCode).toBe(200);
    expect(both.json().auction).toMatchObject({ registrationFee: 5, settings: { botTeams: 0 } });
    const addBots = await send('PUT', '/api/auctions/update', { auctionId, botTeams: 1 });
    expect(addBots.statusCode).toBe(422);
    expect(addBots.json().error.code).toBe('BOTS_NEED_FREE_AUCTION');
  });

  it('refuses an end less than 2 hours after the start, a past start and a bad split', async () => {
    const base = {
      title: 'Short',
      registrationFee: 10,
      scheduledDate: '2026-11-22',
      startTime: '12:00',
    };
    const short = await send('POST', '/api/auctions/register', {
      ...base,
      endTime: '2026-11-22T13:59',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().error.code).toBe('INVALID_END_TIME');
    const past = await send('POST', '/api/auctions/register', {
      ...base,
      scheduledDate: '2026-10-01',
    });
    expect(past.json().error.code).toBe('START_IN_PAST');
    const split = await send('POST', '/api/auctions/register', {
      ...base,
      prizeSplit: [50, 30, 30],
    });
    expect(split.statusCode).toBe(400);
    const paise = await send('POST', '/api/auctions/register', { ...base, registrationFee: 1.234 });
    expect(paise.statusCode).toBe(400);
    const fake = await send('POST', '/api/auctions/register', {
      ...base,
      scheduledDate: '2026-02-30',
    });
    expect(fake.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const u = await signUp(t.app);
    const res = await send('POST', '/api/auctions/register', { title: 'x' }, u.token);
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /api/auctions/update', () => {
  it('edits a scheduled auction; moving the start keeps the duration', async () => {
    const a = await createAuction(t.app, {
      endTime: '2026-11-30T18:00',
      scheduledDate: '2026-11-30',
      startTime: '14:00',
    });
    const res = await send('PUT', '/api/auctions/update', {
      auctionId: a.id,
      title: 'Renamed',
      startTime: '15:00',
      reorderWindowMs: 1000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().auction).toMatchObject({
      title: 'Renamed',
      startTime: '30/11/2026, 15:00:00',
      endTime: '30/11/2026, 19:00:00',
      settings: { reorderWindowMs: 1000 },
    });
  });

  it("'LIVE' starts a scheduled auction now; times and settings are then locked", async () => {
    const a = await createAuction(t.app);
    const live = await send('PUT', '/api/auctions/update', { auctionId: a.id, status: 'LIVE' });
    expect(live.statusCode).toBe(200);
    const now = new Date(t.clock.now()).toISOString();
    expect(live.json().auction).toMatchObject({ status: 'LIVE', startsAt: now });
    expect(Date.parse(live.json().auction.endsAt)).toBeGreaterThanOrEqual(
      t.clock.now() + 7_200_000,
    );
    const edit = await send('PUT', '/api/auctions/update', { auctionId: a.id, lotWindowMs: 1000 });
    expect(edit.json().error.code).toBe('AUCTION_NOT_SCHEDULED');
    const same = await send('PUT', '/api/auctions/update', {
      auctionId: a.id,
      status: 'LIVE',
      title: 'Still editable',
    });
    expect(same.statusCode).toBe(200);
    const back = await send('PUT', '/api/auctions/update', {
      auctionId: a.id,
      status: 'SCHEDULED',
    });
    expect(back.json().error.code).toBe('INVALID_STATUS_CHANGE');
    const cancel = await send('PUT', '/api/auctions/update', {
      auctionId: a.id,
      status: 'CANCELLED',
    });
    expect(cancel.json().error.code).toBe('AUCTION_NOT_SCHEDULED');
  });

  it('cancels a scheduled auction and refunds every fee exactly once, even when called twice', async () => {
    const a = await createAuction(t.app, { registrationFee: 75 });
    const users = [await signUp(t.app), await signUp(t.app)];
    for (const u of users) {
      await fund(t.app, u.id, 100);
      expect((await register(t.app, u.token, { auctionId: a.id })).statusCode).toBe(201);
    }
    const db = t.app.deps.database.db;
    expect((await getBalance(db, users[0]!.id)).balancePaise).toBe(2_500);
    const results = await Promise.all([
      send('PUT', '/api/auctions/update', { auctionId: a.id, status: 'CANCELLED' }),
      send('PUT', '/api/auctions/update', { auctionId: a.id, status: 'CANCELLED' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const again = await send('PUT', '/api/auctions/update', {
      auctionId: a.id,
      status: 'CANCELLED',
    });
    expect(again.json().auction).toMatchObject({ status: 'CANCELLED', revenue: 0 });
    for (const u of users) {
      expect((await getBalance(db, u.id)).balancePaise).toBe(10_000);
      expect((await verifyWallet(db, u.id)).ok).toBe(true);
    }
    const detail = await send('GET', `/api/admin/auctions/${a.id}`);
    expect(detail.json().registrations.every((r: { refunded: boolean }) => r.refunded)).toBe(true);
  });

  it('locks fee and budget once a team registered', async () => {
    const a = await createAuction(t.app, { registrationFee: 0 });
    const u = await signUp(t.app);
    await register(t.app, u.token, { auctionId: a.id });
    const fee = await send('PUT', '/api/auctions/update', { auctionId: a.id, registrationFee: 5 });
    expect(fee.json().error.code).toBe('REGISTRATIONS_EXIST');
    const same = await send('PUT', '/api/auctions/update', {
      auctionId: a.id,
      registrationFee: 0,
      budgetLimit: 100,
    });
    expect(same.statusCode).toBe(200);
  });

  it('answers 404 for an unknown auction and refuses COMPLETED', async () => {
    const res = await send('PUT', '/api/auctions/update', {
      auctionId: '00000000-0000-4000-8000-000000000000',
      title: 'x',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Auction not found');
    const a = await createAuction(t.app);
    const done = await send('PUT', '/api/auctions/update', {
      auctionId: a.id,
      status: 'COMPLETED',
    });
    expect(done.json().error.code).toBe('INVALID_STATUS_CHANGE');
  });
});

describe('POST /api/upload/auctionImage', () => {
  it("stores an image and sets it as the auction's image; the URL also works in the payload", async () => {
    const a = await createAuction(t.app);
    const body = await form({ auctionId: a.id }, { name: 'file', data: await png(300) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/auctionImage',
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const url = res.json().imageUrl as string;
    expect(res.json().auction.imageUrl).toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/webp');
    const b = await createAuction(t.app, { image: `http://bidxi.test${url}` });
    expect((b as unknown as { imageUrl: string }).imageUrl).toBe(url);
    const bad = await send('POST', '/api/auctions/register', {
      ...startFields(t.app, 3600_000),
      title: 'x',
      registrationFee: 0,
      image: '/api/images/00000000-0000-4000-8000-000000000000',
    });
    expect(bad.json().error.code).toBe('IMAGE_NOT_FOUND');
  });
});

describe('GET /api/admin/auctions', () => {
  it('lists auctions with team count and revenue, filtered by status', async () => {
    const a = await createAuction(t.app, { registrationFee: 20, title: 'Revenue Cup' });
    const u = await signUp(t.app);
    await fund(t.app, u.id, 20);
    await register(t.app, u.token, { auctionId: a.id });
    const res = await send('GET', '/api/admin/auctions?status=SCHEDULED');
    expect(res.statusCode).toBe(200);
    const list = res.json().auctions as {
      id: string;
      status: string;
      revenue: number;
      teamCount: number;
    }[];
    expect(list.every((x) => x.status === 'SCHEDULED')).toBe(true);
    expect(list.find((x) => x.id === a.id)).toMatchObject({ revenue: 20, teamCount: 1 });
    const detail = await send('GET', `/api/admin/auctions/${a.id}`);
    expect(detail.json().registrations).toEqual([
      expect.objectContaining({
        userId: u.id,
        email: u.email,
        feePaid: 20,
        refunded: false,
        mobileNumber: '9876543210',
      }),
    ]);
    expect(detail.json().teams[0].mobileNumber).toBe('9876543210');
  });
});
