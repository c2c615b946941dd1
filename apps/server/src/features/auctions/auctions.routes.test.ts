import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp, type TestUser } from '../../test/factories';
import { createAuction, fund, importRows, ip, register, sheetRows } from '../../test/auctions';
import { pdfFontNames } from '../../test/pdf-text';
import { endBiddingAsOrganiser, runToCompletion } from '../../test/room-driver';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, {}, { fakeTimers: true });
  t.clock.set(Date.parse('2026-11-01T00:00:00Z'));
  user = await signUp(t.app);
});
afterAll(() => t.close());

const get = (url: string, token = user.token) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token), remoteAddress: ip() });
const post = (url: string, payload: object, token = user.token) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(token), remoteAddress: ip() });

describe('GET /api/auctions/getallstatus', () => {
  it('lists auctions with India-time texts, ISO instants and participants as id and username only', async () => {
    const a = await createAuction(t.app, {
      scheduledDate: '2026-11-22',
      startTime: '12:00',
      registrationFee: 10,
    });
    const other = await signUp(t.app);
    await fund(t.app, other.id, 10);
    await register(t.app, other.token, { auctionId: a.id });
    // The other user adds KYC-like data to their account: none of it may leak.
    await t.app.deps.database.db
      .update(users)
      .set({ mobileNumber: '9123456780' })
      .where(eq(users.id, other.id));
    const res = await get('/api/auctions/getallstatus');
    expect(res.statusCode).toBe(200);
    const found = res.json().auctions.find((x: { id: string }) => x.id === a.id);
    expect(found).toMatchObject({
      startTime: '22/11/2026, 12:00:00',
      endTime: '22/11/2026, 14:00:00',
      startsAt: '2026-11-22T06:30:00.000Z',
      endsAt: '2026-11-22T08:30:00.000Z',
      budgetLimit: 100,
      registrationFee: 10,
      status: 'SCHEDULED',
      imageUrl: null,
      isEndTimeUpdated: false,
      teamCount: 1,
      totalPlayerCount: 0,
      currentTime: new Date(t.clock.now()).toISOString(),
    });
    expect(found.participants).toEqual([{ id: other.id, username: other.username }]);
    const raw = res.body;
    for (const value of [other.email, '@', '9876543210', '9123456780'])
      expect(raw).not.toContain(value);
    const keys = new Set<string>();
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          keys.add(k);
          walk(x);
        }
    };
    walk(res.json());
    const forbidden = /email|banned|mobile|phone|aadha|^pan|kyc|upi|password|wallet|role|payment/i;
    expect([...keys].filter((k) => forbidden.test(k))).toEqual([]);
  });

  it('filters by status and date range and leaves out cancelled auctions', async () => {
    const a = await createAuction(t.app, { scheduledDate: '2026-12-10', startTime: '10:00' });
    const c = await createAuction(t.app, { scheduledDate: '2026-12-11', startTime: '10:00' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/auctions/update',
      headers: bearer(await adminToken(t.app)),
      payload: { auctionId: c.id, status: 'CANCELLED' },
    });
    const res = await get(
      '/api/auctions/getallstatus?status=SCHEDULED&from=2026-12-09T00:00:00Z&to=2026-12-12T00:00:00Z',
    );
    expect(res.json().auctions.map((x: { id: string }) => x.id)).toEqual([a.id]);
    expect((await get('/api/auctions/getallstatus')).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auctions/getallstatus' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/auctions/:id', () => {
  it('returns one auction with its settings, any status; 404 for unknown ids', async () => {
    const a = await createAuction(t.app, { lotWindowMs: 900 });
    const res = await get(`/api/auctions/${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().auction).toMatchObject({ id: a.id, settings: { lotWindowMs: 900 } });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await get(`/api/auctions/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toEqual({
        code: 'AUCTION_NOT_FOUND',
        message: 'Auction not found',
      });
    }
  });
});

describe('POST /api/auctions/validate-registration', () => {
  it('says ELIGIBLE, INSUFFICIENT_BALANCE, REGISTERED, INELIGIBLE and COMPLETED as the rules decide', async () => {
    const u = await signUp(t.app);
    const a = await createAuction(t.app, { registrationFee: 25.5 });
    const check = async (userId?: string) =>
      (
        await post('/api/auctions/validate-registration', { auctionId: a.id, userId }, u.token)
      ).json();
    expect(await check()).toMatchObject({
      status: 'INSUFFICIENT_BALANCE',
      balance: 0,
      registrationFee: 25.5,
      teams: [],
    });
    await fund(t.app, u.id, 30);
    expect(await check(u.id)).toMatchObject({
      status: 'ELIGIBLE',
      balance: 30,
      auctionStatus: 'SCHEDULED',
    });
    await register(t.app, u.token, { auctionId: a.id, teamName: 'Chennai Chargers' });
    const registered = await check();
    expect(registered).toMatchObject({ status: 'REGISTERED', balance: 4.5 });
    expect(registered.teams[0]).toMatchObject({
      name: 'Chennai Chargers',
      mobileNumber: '9876543210',
      purseRemaining: 100,
    });

    const live = await createAuction(t.app, { registrationFee: 0 });
    await t.app.inject({
      method: 'PUT',
      url: '/api/auctions/update',
      headers: bearer(await adminToken(t.app)),
      payload: { auctionId: live.id, status: 'LIVE' },
    });
    expect(
      (await post('/api/auctions/validate-registration', { auctionId: live.id }, u.token)).json()
        .status,
    ).toBe('ELIGIBLE');
    await endBiddingAsOrganiser(t, live.id);
    const ended = (
      await post('/api/auctions/validate-registration', { auctionId: live.id }, u.token)
    ).json();
    expect(ended).toMatchObject({
      status: 'INELIGIBLE',
      reason: 'Bidding has finished for this auction',
    });
    await runToCompletion(t, live.id);
    expect(
      (await post('/api/auctions/validate-registration', { auctionId: live.id }, u.token)).json()
        .status,
    ).toBe('COMPLETED');
  });

  it("refuses another user's id with 403 (admins may ask) and reports banned users as INELIGIBLE", async () => {
    const a = await createAuction(t.app);
    const other = await signUp(t.app);
    expect(
      (await post('/api/auctions/validate-registration', { auctionId: a.id, userId: other.id }))
        .statusCode,
    ).toBe(403);
    const admin = await adminToken(t.app);
    await post('/api/admin/users/ban-unban', { userId: other.id }, admin);
    const res = await post(
      '/api/auctions/validate-registration',
      { auctionId: a.id, userId: other.id },
      admin,
    );
    expect(res.json()).toMatchObject({
      status: 'INELIGIBLE',
      reason: 'Your account has been suspended',
    });
    const cancelled = await createAuction(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/auctions/update',
      headers: bearer(admin),
      payload: { auctionId: cancelled.id, status: 'CANCELLED' },
    });
    expect(
      (await post('/api/auctions/validate-registration', { auctionId: cancelled.id })).json(),
    ).toMatchObject({
      status: 'INELIGIBLE',
      reason: 'This auction has been cancelled',
    });
  });
});

/** The text of a PDF's content streams (pdfkit writes text as hex strings inside TJ arrays). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      body = m[1]!;
    }
    for (const tj of body.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      text +=
        [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
          .join('') + '\n';
    }
  }
  return text;
}

describe('GET /api/auctions/:id/how-to-play.pdf', () => {
  it("serves a real PDF with the rules, this auction's fee and its players", async () => {
    const a = await createAuction(t.app, {
      title: 'PDF Cup',
      registrationFee: 99,
      prizePoolPercent: 70,
    });
    await importRows(t.app, a.id, sheetRows());
    const res = await t.app.inject({ method: 'GET', url: `/api/auctions/${a.id}/how-to-play.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="bidxi-how-to-play-pdf-cup.pdf"',
    );
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(res.rawPayload);
    for (const s of [
      'BidXI',
      'Virat Kohli',
      'Heinrich Klaasen',
      'Rs 99.00',
      '70% of the registration fees',
      'Wicket-Keepers',
    ]) {
      expect(text).toContain(s);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auctions/nope/how-to-play.pdf' })).statusCode,
    ).toBe(404);
    const general = await t.app.inject({ method: 'GET', url: '/api/how-to-play.pdf' });
    expect(general.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('serves it in Hindi for ?lang=hi or a Hindi Accept-Language, in a Devanagari font', async () => {
    const a = await createAuction(t.app, { title: 'Hindi Cup', registrationFee: 99 });
    await importRows(t.app, a.id, sheetRows());
    const hi = await t.app.inject({
      method: 'GET',
      url: `/api/auctions/${a.id}/how-to-play.pdf?lang=hi`,
    });
    expect(hi.statusCode).toBe(200);
    expect(hi.headers['content-disposition']).toBe(
      'attachment; filename="bidxi-how-to-play-hindi-cup-hi.pdf"',
    );
    expect(hi.headers.vary).toBe('Accept-Language');
    expect(pdfFontNames(hi.rawPayload)).toContain('NotoSansDevanagari-Regular');
    expect(pdfText(hi.rawPayload)).not.toContain('Rs 99.00');

    const byHeader = await t.app.inject({
      method: 'GET',
      url: '/api/how-to-play.pdf',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
    });
    expect(byHeader.headers['content-disposition']).toBe(
      'attachment; filename="bidxi-how-to-play-hi.pdf"',
    );
    // ?lang wins over the header; an unknown language is refused.
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/how-to-play.pdf?lang=en',
      headers: { 'accept-language': 'hi' },
    });
    expect(pdfFontNames(en.rawPayload).every((f) => f.startsWith('Helvetica'))).toBe(true);
    const fr = await t.app.inject({ method: 'GET', url: '/api/how-to-play.pdf?lang=fr' });
    expect(fr.statusCode).toBe(400);
  });
});
