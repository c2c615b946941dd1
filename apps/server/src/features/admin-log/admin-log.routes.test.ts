// The admin actions log: every admin route that changes something is mapped to the action
// codes it records (a new admin route without an entry here fails; admin-log.session.test.ts then
// proves each code is recorded), the list's filters and cursor, a refused action records nothing, a
// player is refused, and the table refuses UPDATE, DELETE and TRUNCATE.
// Runs on PGlite and (test:db) PostgreSQL; on fake time.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ACTION_CODES, type AdminActionCode, type AdminActionView } from '@bidxi/protocol';
import { adminLogDriver } from '../../test/admin-log';
import { createAuction } from '../../test/auctions';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp } from '../../test/factories';

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
  'POST /api/auction-players/:id/photo': ['POOL_PLAYER_PHOTO_SET'],
  'DELETE /api/auction-players/:id/photo': ['POOL_PLAYER_PHOTO_REMOVE'],
  'POST /api/static-content': ['CONTENT_EDIT'],
  'POST /api/admin/auctions/:id/pause': ['ROOM_PAUSE'],
  'POST /api/admin/auctions/:id/resume': ['ROOM_RESUME'],
  'POST /api/admin/auctions/:id/add-time': ['ROOM_ADD_TIME'],
  'POST /api/admin/auctions/:id/undo-sale': ['ROOM_UNDO_SALE'],
  'POST /api/admin/auctions/:id/skip-lot': ['ROOM_SKIP_LOT'],
  'POST /api/admin/auctions/:id/end': ['ROOM_END'],
  'POST /api/admin/auctions/:id/pause-after-lot': ['ROOM_PAUSE_AFTER_LOT'],
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
let log: ReturnType<typeof adminLogDriver>;
const mutations: string[] = [];
beforeAll(async () => {
  t = await buildTestApp(
    {},
    {},
    {
      onRoute: (r) => {
        const tags = (r.schema as { tags?: string[] } | undefined)?.tags ?? [];
        if (!tags.includes('admin') && !r.url.startsWith('/api/admin/')) return;
        for (const m of [r.method].flat()) {
          if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(m)) mutations.push(`${m} ${r.url}`);
        }
      },
    },
  );
  admin = await adminToken(t.app);
  log = adminLogDriver(t, admin);
  // Something to list: a ban and an unban, three auctions created and one edited.
  const user = await signUp(t.app);
  for (let i = 0; i < 2; i++) {
    await log.check(() => log.asAdmin('POST', '/api/admin/users/ban-unban', { userId: user.id }), {
      action: i === 0 ? 'USER_BAN' : 'USER_UNBAN',
    });
  }
  for (const title of ['One Cup', 'Two Cup', 'Three Cup']) {
    t.clock.advance(1);
    await createAuction(t.app, { title });
  }
  const a = (await log.list('action=AUCTION_CREATE&limit=1')).actions[0]!;
  await log.check(
    () => log.asAdmin('PUT', '/api/auctions/update', { auctionId: a.targetId, title: 'Four Cup' }),
    { action: 'AUCTION_EDIT' },
  );
});
afterAll(() => t.close());

const list = (query?: string) => log.list(query);
const asAdmin: ReturnType<typeof adminLogDriver>['asAdmin'] = (m, url, payload) =>
  log.asAdmin(m, url, payload);

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
    expect((await list(`adminId=${adminId}&limit=200`)).actions).toHaveLength(
      (await list('limit=200')).actions.length,
    );

    const all = (await list('limit=200')).actions;
    const paged: AdminActionView[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await list(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
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
    expect((await list('limit=200')).actions.length).toBeGreaterThan(5);
  });
});
