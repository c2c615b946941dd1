// The admin actions log (issue 21): every admin route that changes something is mapped to the action
// codes it records (a new admin route without an entry here fails), a scripted admin session doing
// every kind of action finds each one in `GET /api/admin/actions` with its admin, target and
// before/after, a refused action records nothing, and the table refuses UPDATE and DELETE.
// Runs on PGlite and (test:db) PostgreSQL; on fake time.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ACTION_CODES,
  type AdminActionCode,
  type AdminActionsResponse,
  type AdminActionView,
} from '@bidxi/protocol';
import { TEST_ADMIN, buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp, type TestUser } from '../../test/factories';
import {
  createAuction,
  form,
  importRows,
  png,
  register,
  sheetRows,
  startFields,
} from '../../test/auctions';
import { freshUtr, jpegImage, postJson, readOtpFromOutbox, sendForm } from '../../test/wallet';
import { placeBid, runUntil, startDrivenAuction } from '../../test/room-driver';

/** Every admin-only route that changes something → the codes it records ('read': a POST that reads). */
const ADMIN_MUTATIONS: Record<string, readonly AdminActionCode[] | 'read'> = {
  'POST /api/admin/users/ban-unban': ['USER_BAN', 'USER_UNBAN'],
  'POST /api/admin/wallet-requests': 'read',
  'POST /api/admin/update/wallet-requests': ['WALLET_REQUEST_APPROVE', 'WALLET_REQUEST_DENY'],
  'POST /api/auctions/register': ['AUCTION_CREATE'],
  'PUT /api/auctions/update': ['AUCTION_EDIT', 'AUCTION_START', 'AUCTION_CANCEL'],
  'POST /api/upload/auctionImage': ['AUCTION_IMAGE_UPLOAD'],
  'POST /api/players/register-to-auction-3': ['POOL_IMPORT'],
  'PUT /api/auction-players/:id': ['POOL_PLAYER_EDIT'],
  'DELETE /api/auction-players/:id': ['POOL_PLAYER_REMOVE'],
  'POST /api/static-content': ['CONTENT_EDIT'],
  'POST /api/admin/auctions/:id/pause': ['ROOM_PAUSE'],
  'POST /api/admin/auctions/:id/resume': ['ROOM_RESUME'],
  'POST /api/admin/auctions/:id/add-time': ['ROOM_ADD_TIME'],
  'POST /api/admin/auctions/:id/undo-sale': ['ROOM_UNDO_SALE'],
  'POST /api/admin/auctions/:id/skip-lot': ['ROOM_SKIP_LOT'],
  'POST /api/admin/auctions/:id/end': ['ROOM_END'],
  'POST /api/admin/auctions/:id/spectator-link': ['SPECTATOR_LINK_ON', 'SPECTATOR_LINK_OFF'],
};
/** A user's routes where an admin acting for another user (`userId`) is an admin action. */
const ON_BEHALF: Record<string, readonly AdminActionCode[]> = {
  'PUT /api/wallet/payment-details': ['USER_PAYMENT_DETAILS_EDIT'],
  'POST /api/upload/userImage': ['USER_PICTURE_EDIT'],
  'POST /api/otp/verify': ['USER_MOBILE_VERIFY'],
  'POST /api/wallet/recharge-request': ['USER_WALLET_REQUEST_FILE'],
  'POST /api/wallet/withdraw-request': ['USER_WALLET_REQUEST_FILE'],
  'POST /api/auctions/registration-2': ['USER_TEAM_REGISTER'],
};

let t: TestApp;
let admin: string;
const mutations: string[] = [];
beforeAll(async () => {
  t = await buildTestApp(
    {},
    {},
    {
      fakeTimers: true,
      onRoute: (r) => {
        const tags = (r.schema as { tags?: string[] } | undefined)?.tags ?? [];
        if (!tags.includes('admin') && !r.url.startsWith('/api/admin/')) return;
        for (const m of [r.method].flat()) {
          if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(m)) mutations.push(`${m} ${r.url}`);
        }
      },
    },
  );
  await t.app.ready();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const list = async (query = '', token = admin) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/actions?${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminActionsResponse>();
};
const newest = async () => (await list('limit=1')).actions[0]!;
const as = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const asAdmin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  as(admin, method, url, payload);

/** Runs `act` (1 ms later than the last, so "newest" is well defined) and returns the new entry. */
async function recorded(act: () => Promise<{ statusCode: number; body: string }>) {
  t.clock.advance(1);
  const res = await act();
  expect(res.statusCode, res.body).toBeLessThan(300);
  return newest();
}

const expectEntry = (
  e: AdminActionView,
  want: Partial<AdminActionView> & { action: AdminActionCode },
) => {
  expect(e).toMatchObject({
    ...want,
    admin: { email: TEST_ADMIN.email },
    at: new Date(t.clock.now()).toISOString(),
  });
};

describe('every admin route that changes something is logged', () => {
  it('maps each admin mutation route to its action codes (a new route must be added)', () => {
    expect([...new Set(mutations)].sort()).toEqual(Object.keys(ADMIN_MUTATIONS).sort());
  });

  it('gives every action code a route that records it', () => {
    const codes = [...Object.values(ADMIN_MUTATIONS), ...Object.values(ON_BEHALF)]
      .filter((c) => c !== 'read')
      .flat();
    expect([...new Set(codes)].sort()).toEqual([...ADMIN_ACTION_CODES].sort());
  });
});

describe('a scripted admin session', () => {
  let player: TestUser;
  const seen = new Set<AdminActionCode>();
  const check = async (
    act: () => Promise<{ statusCode: number; body: string }>,
    want: Partial<AdminActionView> & { action: AdminActionCode },
  ) => {
    const e = await recorded(act);
    expectEntry(e, want);
    seen.add(e.action);
    return e;
  };
  beforeAll(async () => {
    player = await signUp(t.app);
  });

  it('records wallet approve and deny, with the status before and after', async () => {
    for (const [action, code] of [
      ['APPROVED', 'WALLET_REQUEST_APPROVE'],
      ['DENIED', 'WALLET_REQUEST_DENY'],
    ] as const) {
      const filed = await postJson(t.app, '/api/wallet/recharge-request', player.token, {
        amount: 500,
        UTRNumber: freshUtr(),
      });
      const id: string = filed.json().transaction.id;
      await check(
        () => asAdmin('POST', '/api/admin/update/wallet-requests', { transactionId: id, action }),
        {
          action: code,
          targetType: 'WALLET_ENTRY',
          targetId: id,
          targetLabel: 'RECHARGE ₹500.00',
          before: { status: 'PENDING', note: null },
          after: { status: action, note: null },
        },
      );
    }
  });

  it('records a ban and an unban', async () => {
    const target = await signUp(t.app);
    for (const [code, banned] of [
      ['USER_BAN', true],
      ['USER_UNBAN', false],
    ] as const) {
      await check(() => asAdmin('POST', '/api/admin/users/ban-unban', { userId: target.id }), {
        action: code,
        targetType: 'USER',
        targetId: target.id,
        before: { banned: !banned },
        after: { banned },
      });
    }
  });

  it('records payment details and a picture set for a player, never the images', async () => {
    const e = await check(
      async () =>
        sendForm(
          t.app,
          'PUT',
          '/api/wallet/payment-details',
          admin,
          { userId: player.id, upiId: 'fixed@okaxis' },
          { panCard: { data: await jpegImage(120, 80), filename: 'pan.jpg', type: 'image/jpeg' } },
        ),
      {
        action: 'USER_PAYMENT_DETAILS_EDIT',
        targetType: 'USER',
        targetId: player.id,
        before: { upiId: null, hasAadhaar: false, hasPan: false },
      },
    );
    expect(e.after).toEqual({
      upiId: 'fixed@okaxis',
      hasAadhaar: false,
      hasPan: true,
      aadhaarUploaded: false,
      panUploaded: true,
    });
    const picture = await check(
      async () => {
        const body = await form({ userId: player.id }, { name: 'file', data: await png() });
        return t.app.inject({
          method: 'POST',
          url: '/api/upload/userImage',
          headers: { ...bearer(admin), ...body.headers },
          payload: body.payload,
        });
      },
      { action: 'USER_PICTURE_EDIT', targetId: player.id, before: { imageUrl: null } },
    );
    expect(picture.after).toEqual({ imageUrl: expect.stringMatching(/^\/api\/images\//) });
    // The player's own edits are not admin actions.
    const before = (await list()).actions.length;
    t.clock.advance(1);
    const own = await sendForm(t.app, 'PUT', '/api/wallet/payment-details', player.token, {
      upiId: 'mine@okaxis',
    });
    expect(own.statusCode).toBe(200);
    expect((await list()).actions.length).toBe(before);
  });

  it('records what an admin does for a player: a recharge filed, a team, a verified mobile', async () => {
    const forMe = await signUp(t.app);
    const utr = freshUtr();
    const filed = await check(
      () =>
        postJson(t.app, '/api/wallet/recharge-request', admin, {
          userId: forMe.id,
          amount: 100,
          UTRNumber: utr,
        }),
      {
        action: 'USER_WALLET_REQUEST_FILE',
        targetType: 'WALLET_ENTRY',
        targetLabel: `RECHARGE ₹100.00 for ${forMe.username}`,
        before: null,
        after: { type: 'RECHARGE', status: 'PENDING', amountPaise: 10_000, utr },
      },
    );
    expect(filed.targetId).toMatch(/^[0-9a-f-]{36}$/);

    const cup = await createAuction(t.app, { title: 'Proxy Cup', registrationFee: 0 });
    await check(
      () => register(t.app, admin, { auctionId: cup.id, userId: forMe.id, teamName: 'Proxy XI' }),
      {
        action: 'USER_TEAM_REGISTER',
        targetType: 'USER',
        targetId: forMe.id,
        before: null,
        after: {
          auctionId: cup.id,
          auction: 'Proxy Cup',
          teamName: 'Proxy XI',
          registrationFeePaise: 0,
        },
      },
    );

    const phone = `97${String(Date.now() % 1e8).padStart(8, '0')}`;
    const sent = await postJson(t.app, '/api/otp/generate', admin, {
      userId: forMe.id,
      mobileNumber: phone,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const otp = readOtpFromOutbox(t.dataDir, `+91${phone}`);
    await check(() => postJson(t.app, '/api/otp/verify', admin, { userId: forMe.id, otp }), {
      action: 'USER_MOBILE_VERIFY',
      targetId: forMe.id,
      before: { mobileNumber: null },
      after: { mobileNumber: `+91${phone}` },
    });
    // The player's own request is not an admin action.
    const count = (await list('limit=200')).actions.length;
    t.clock.advance(1);
    const own = await postJson(t.app, '/api/wallet/recharge-request', forMe.token, {
      amount: 50,
      UTRNumber: freshUtr(),
    });
    expect(own.statusCode).toBe(201);
    expect((await list('limit=200')).actions.length).toBe(count);
  });

  it('records an auction created, edited, given an image, its pool changed, started', async () => {
    const created = await check(
      () => {
        const { scheduledDate, startTime } = startFields(t.app, 24 * 3600_000);
        return asAdmin('POST', '/api/auctions/register', {
          title: 'Log Cup',
          registrationFee: 0,
          description: 'Logged',
          scheduledDate,
          startTime,
        });
      },
      { action: 'AUCTION_CREATE', targetType: 'AUCTION', targetLabel: 'Log Cup', before: null },
    );
    const id = created.targetId;
    expect(created.after).toMatchObject({ title: 'Log Cup', status: 'SCHEDULED' });
    expect(Object.keys(created.after!)).not.toContain('spectatorToken');

    await check(
      () => asAdmin('PUT', '/api/auctions/update', { auctionId: id, title: 'Log Cup 2' }),
      {
        action: 'AUCTION_EDIT',
        targetId: id,
        before: { title: 'Log Cup' },
        after: { title: 'Log Cup 2' },
      },
    );

    const image = await check(
      async () => {
        const body = await form({ auctionId: id }, { name: 'file', data: await png() });
        return t.app.inject({
          method: 'POST',
          url: '/api/upload/auctionImage',
          headers: { ...bearer(admin), ...body.headers },
          payload: body.payload,
        });
      },
      { action: 'AUCTION_IMAGE_UPLOAD', targetId: id, before: { imageId: null } },
    );
    expect(image.after).toEqual({ imageId: expect.any(String) });

    const rows = sheetRows().slice(0, 3);
    const imported = await check(() => importRows(t.app, id, rows), {
      action: 'POOL_IMPORT',
      targetType: 'AUCTION',
      targetId: id,
      before: { poolSize: 0 },
    });
    expect(imported.after).toMatchObject({ poolSize: 3, added: rows.map((r) => r.name) });

    const pool = await t.app.inject({
      method: 'GET',
      url: `/api/auctions/${id}/pool`,
      headers: bearer(admin),
    });
    const [first, second] = pool.json().players as { id: string; name: string; bonus: number }[];
    await check(() => asAdmin('PUT', `/api/auction-players/${first!.id}`, { bonus: 7 }), {
      action: 'POOL_PLAYER_EDIT',
      targetType: 'POOL_PLAYER',
      targetId: first!.id,
      targetLabel: first!.name,
      before: { bonus: first!.bonus },
      after: { bonus: 7 },
    });
    const removed = await check(() => asAdmin('DELETE', `/api/auction-players/${second!.id}`), {
      action: 'POOL_PLAYER_REMOVE',
      targetId: second!.id,
      after: null,
    });
    expect(removed.before).toMatchObject({ name: second!.name, auctionId: id });

    const started = await check(
      () => asAdmin('PUT', '/api/auctions/update', { auctionId: id, status: 'LIVE' }),
      { action: 'AUCTION_START', targetId: id },
    );
    expect(started.before).toMatchObject({ status: 'SCHEDULED' });
    expect(started.after).toMatchObject({ status: 'LIVE' });
  });

  it('records a cancel with the refunds it made', async () => {
    const a = await createAuction(t.app, { title: 'Rained Off' });
    await check(
      () => asAdmin('PUT', '/api/auctions/update', { auctionId: a.id, status: 'CANCELLED' }),
      {
        action: 'AUCTION_CANCEL',
        targetId: a.id,
        targetLabel: 'Rained Off',
        before: { status: 'SCHEDULED' },
        after: { status: 'CANCELLED', feesRefunded: 0 },
      },
    );
  });

  it('records a content edit with the old and new text', async () => {
    const old = await t.app.inject({ method: 'GET', url: '/api/static-content/how-to-play' });
    await check(
      () => asAdmin('POST', '/api/static-content', { type: 'how-to-play', content: 'Bid well.' }),
      {
        action: 'CONTENT_EDIT',
        targetType: 'CONTENT',
        targetId: 'how-to-play',
        before: { content: old.json().content.content },
        after: { content: 'Bid well.' },
      },
    );
  });

  it('records the organiser controls and the spectator link (never its secret)', async () => {
    const { id, a, runner } = await startDrivenAuction(t);
    const control = (name: string, payload?: object) =>
      asAdmin('POST', `/api/admin/auctions/${id}/${name}`, payload);
    const lot = runner.peek()!.state.currentLot!;

    const paused = await check(() => control('pause'), {
      action: 'ROOM_PAUSE',
      targetType: 'AUCTION',
      targetId: id,
      before: { pausedAt: null },
    });
    expect(paused.after).toEqual({ pausedAt: paused.at });
    await check(() => control('resume'), {
      action: 'ROOM_RESUME',
      targetId: id,
      before: { pausedAt: paused.at },
      after: { pausedAt: null, pausedMs: 1 },
    });
    const closesAt = runner.peek()!.state.currentLot!.closesAt;
    await check(() => control('add-time', { seconds: 30 }), {
      action: 'ROOM_ADD_TIME',
      before: { lotId: lot.lotId, closesAt: new Date(closesAt).toISOString() },
      after: { lotId: lot.lotId, closesAt: new Date(closesAt + 30_000).toISOString() },
    });

    expect((await placeBid(t, runner, a, 120)).ok).toBe(true);
    await runUntil(t, () => runner.peek()!.state.lastSale !== null);
    await check(() => control('undo-sale', { reason: 'Wrong player' }), {
      action: 'ROOM_UNDO_SALE',
      before: { lotId: lot.lotId, status: 'SOLD', amountLakhs: 120 },
      after: { status: 'AVAILABLE', reason: 'Wrong player' },
    });

    await runUntil(t, () => runner.peek()!.state.currentLot !== null);
    const open = runner.peek()!.state.currentLot!;
    await check(() => control('skip-lot'), {
      action: 'ROOM_SKIP_LOT',
      before: { lotId: open.lotId, status: 'OPEN' },
      after: { lotId: open.lotId, status: 'UNSOLD', reason: 'SKIPPED' },
    });
    await check(() => control('end'), { action: 'ROOM_END', targetId: id });

    for (const [enabled, code] of [
      [true, 'SPECTATOR_LINK_ON'],
      [false, 'SPECTATOR_LINK_OFF'],
    ] as const) {
      const e = await check(() => control('spectator-link', { enabled }), {
        action: code,
        before: { enabled: !enabled },
        after: { enabled },
      });
      expect(JSON.stringify(e)).not.toMatch(/token|\?t=/);
    }
  });

  it('has recorded every kind of action', () => {
    expect([...seen].sort()).toEqual([...ADMIN_ACTION_CODES].sort());
  });
});

describe('GET /api/admin/actions', () => {
  it('records nothing for a refused action', async () => {
    const before = (await list('limit=200')).actions.length;
    const a = await createAuction(t.app);
    const after = (await list('limit=200')).actions.length;
    expect(after).toBe(before + 1);
    // Ban yourself (422), approve an unknown request (404), resume an auction not paused (409),
    // edit a cancelled auction (422).
    const me = (await list('limit=1')).actions[0]!.admin.id;
    expect((await asAdmin('POST', '/api/admin/users/ban-unban', { userId: me })).statusCode).toBe(
      422,
    );
    const unknown = { transactionId: '00000000-0000-4000-8000-000000000000', action: 'APPROVED' };
    expect((await asAdmin('POST', '/api/admin/update/wallet-requests', unknown)).statusCode).toBe(
      404,
    );
    expect((await asAdmin('POST', `/api/admin/auctions/${a.id}/resume`)).statusCode).toBe(409);
    await asAdmin('PUT', '/api/auctions/update', { auctionId: a.id, status: 'CANCELLED' });
    const edit = await asAdmin('PUT', '/api/auctions/update', { auctionId: a.id, budgetLimit: 50 });
    expect(edit.statusCode).toBe(422);
    expect((await list('limit=200')).actions.length).toBe(after + 1); // the cancel only
  });

  it('refuses a player (403) and an anonymous caller (401)', async () => {
    const p = await signUp(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/actions',
      headers: bearer(p.token),
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/actions' })).statusCode).toBe(401);
  });

  it('filters by action, target and time, and pages with a cursor', async () => {
    const bans = await list('action=USER_BAN');
    expect(bans.actions.length).toBeGreaterThan(0);
    expect(bans.actions.every((e) => e.action === 'USER_BAN')).toBe(true);
    const target = bans.actions[0]!.targetId;
    const ofUser = await list(`targetType=USER&targetId=${target}`);
    expect(ofUser.actions.map((e) => e.action).sort()).toEqual(['USER_BAN', 'USER_UNBAN']);
    const adminId = bans.actions[0]!.admin.id;
    expect((await list(`adminId=${adminId}&limit=200`)).actions.length).toBeGreaterThan(20);

    const all = (await list('limit=200')).actions;
    const paged: AdminActionView[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await list(`limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...page.actions);
      cursor = page.nextCursor;
    }
    expect(paged.map((e) => e.id)).toEqual(all.map((e) => e.id));

    const mid = all[Math.floor(all.length / 2)]!.at;
    const older = await list(`to=${encodeURIComponent(mid)}&limit=200`);
    expect(older.actions.every((e) => e.at < mid)).toBe(true);
    const newer = await list(`from=${encodeURIComponent(mid)}&limit=200`);
    expect(newer.actions.length + older.actions.length).toBe(all.length);

    const forged = [
      'nope',
      `+275760-09-13T00:00:00.000Z|${adminId}`,
      `0000-01-01T00:00:00.000Z|${adminId}`,
      `2026-01-01T00:00:00.000Z|${'-'.repeat(36)}`,
      `2026-01-01T00:00:00.000Z|${adminId}|x`,
    ];
    for (const raw of forged) {
      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/admin/actions?cursor=${Buffer.from(raw).toString('base64url')}`,
        headers: bearer(admin),
      });
      expect([raw, bad.statusCode]).toEqual([raw, 400]);
      expect(bad.json().error.code).toBe('VALIDATION');
    }
  });

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const db = t.app.deps.database.db;
    for (const stmt of [
      sql`update admin_actions set action = 'USER_UNBAN'`,
      sql`delete from admin_actions`,
      sql`truncate admin_actions`,
    ]) {
      await expect(db.execute(stmt)).rejects.toThrow();
    }
    expect((await list('limit=200')).actions.length).toBeGreaterThan(20);
  });
});
