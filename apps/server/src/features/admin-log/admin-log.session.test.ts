// The admin actions log, done when "a scripted admin session's every action appears in
// the admin actions log": an admin does every kind of action, and after each one the newest entry of
// `GET /api/admin/actions` names that admin, the instant, the target and the fields before and after.
// Runs on PGlite and (test:db) PostgreSQL; on fake time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ACTION_CODES } from '@bidxi/protocol';
import { adminLogDriver } from '../../test/admin-log';
import {
  createAuction,
  form,
  importRows,
  png,
  register,
  sheetRows,
  startFields,
} from '../../test/auctions';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp, type TestUser } from '../../test/factories';
import { placeBid, runUntil, startDrivenAuction } from '../../test/room-driver';
import { freshUtr, jpegImage, postJson, readOtpFromOutbox, sendForm } from '../../test/wallet';

let t: TestApp;
let admin: string;
let log: ReturnType<typeof adminLogDriver>;
let player: TestUser;
beforeAll(async () => {
  t = await buildTestApp({}, {}, { fakeTimers: true });
  await t.app.ready();
  admin = await adminToken(t.app);
  log = adminLogDriver(t, admin);
  player = await signUp(t.app);
});
afterAll(() => t.close());

const check: ReturnType<typeof adminLogDriver>['check'] = (act, want) => log.check(act, want);
const asAdmin: ReturnType<typeof adminLogDriver>['asAdmin'] = (m, url, payload) =>
  log.asAdmin(m, url, payload);
const list = (query?: string) => log.list(query);

describe('a scripted admin session', () => {
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
    const photo = await form({}, { name: 'file', data: await png(64) });
    const photoSet = await check(
      () =>
        t.app.inject({
          method: 'POST',
          url: `/api/auction-players/${first!.id}/photo`,
          headers: { ...bearer(admin), ...photo.headers },
          payload: photo.payload,
        }),
      { action: 'POOL_PLAYER_PHOTO_SET', targetType: 'POOL_PLAYER', targetId: first!.id },
    );
    expect(photoSet.before).toEqual({ imageUrl: null });
    expect(photoSet.after).toEqual({ imageUrl: expect.stringMatching(/^\/api\/images\//) });
    await check(() => asAdmin('DELETE', `/api/auction-players/${first!.id}/photo`), {
      action: 'POOL_PLAYER_PHOTO_REMOVE',
      targetId: first!.id,
      before: photoSet.after,
      after: { imageUrl: null },
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
    await check(() => control('add-time', { seconds: 30, lotId: lot.lotId }), {
      action: 'ROOM_ADD_TIME',
      before: { lotId: lot.lotId, closesAt: new Date(closesAt).toISOString() },
      after: { lotId: lot.lotId, closesAt: new Date(closesAt + 30_000).toISOString() },
    });

    expect((await placeBid(t, runner, a, 120)).ok).toBe(true);
    await runUntil(t, () => runner.peek()!.state.lastSale !== null);
    await check(() => control('undo-sale', { lotId: lot.lotId, reason: 'Wrong player' }), {
      action: 'ROOM_UNDO_SALE',
      before: { lotId: lot.lotId, status: 'SOLD', amountLakhs: 120 },
      after: { status: 'AVAILABLE', reason: 'Wrong player' },
    });

    await runUntil(t, () => runner.peek()!.state.currentLot !== null);
    const open = runner.peek()!.state.currentLot!;
    await check(() => control('pause-after-lot', { lotId: open.lotId }), {
      action: 'ROOM_PAUSE_AFTER_LOT',
      targetId: id,
      before: {},
      after: { lotId: open.lotId },
    });
    // The skip brings the pause asked for above (by the same admin): still logged as the skip.
    await check(() => control('skip-lot', { lotId: open.lotId }), {
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
    expect([...log.seen].sort()).toEqual([...ADMIN_ACTION_CODES].sort());
  });
});
