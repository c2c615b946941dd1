// The lean wire: the static pool at a versioned, cacheable URL under the room's admission rules,
// and a lean roomState that carries only what changes of each player. Real sockets, real sheet.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hydrateSnapshot,
  type LeanRoomSnapshot,
  type RoomPool,
  type RoomSnapshot,
  type SpectatorLinkResult,
} from '@bidxi/protocol';
import { auctions } from '../../db/schema/index';
import type { TestApp } from '../../test/build-app';
import { closeListening, listenTestApp } from '../../test/listening-app';
import { createLiveAuction } from '../../test/auction-fixtures';
import { adminToken, bearer, signUp, type TestUser } from '../../test/factories';
import { connectRoom, type TestSocket } from '../../test/socket-client';
import { readPlayerSheet } from '../players/players.port';

let t: TestApp;
let baseUrl: string;
const open: TestSocket[] = [];

beforeAll(async () => ({ t, baseUrl } = await listenTestApp()));
afterAll(() => closeListening(t, open));

const LEAN_MAX_BYTES = 16 * 1024;
const bytes = (x: unknown) => Buffer.byteLength(JSON.stringify(x), 'utf8');

async function join(user: TestUser, auctionId: string, o: { lean?: boolean } = {}) {
  const s = await connectRoom(baseUrl, {
    token: user.token,
    auctionId,
    feed: 'engine',
    ...(o.lean ? { lean: true } : {}),
  });
  open.push(s);
  return s;
}

/** An auction over the real 148-player sheet, with two owners. */
async function sheetAuction(status: 'LIVE' | 'SCHEDULED' = 'LIVE') {
  const [a, b] = [await signUp(t.app), await signUp(t.app)];
  const { auction, pool } = await createLiveAuction(t.app.deps.database.db, {
    pool: await readPlayerSheet(),
    ownerIds: [a.id, b.id],
    status,
    ...(status === 'SCHEDULED' ? { startsAtMs: Date.now() + 3_600_000 } : {}),
    lotWindowMs: 60_000,
    bidWindowMs: 60_000,
  });
  return { auction, pool, a, b };
}

const getPool = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('room: the lean roomState', () => {
  it('is at most 16 KB for the 148-player sheet, and with its pool is the whole snapshot', async () => {
    // In the lobby no lot opens, so the two snapshots describe the same room.
    const { auction, a, b } = await sheetAuction('SCHEDULED');
    const whole = await (await join(a, auction.id)).waitFor<RoomSnapshot>('roomState');
    const lean = await (
      await join(b, auction.id, { lean: true })
    ).waitFor<LeanRoomSnapshot>('roomState');

    expect(Object.keys(whole.state.players)).toHaveLength(148);
    expect(lean.pool.count).toBe(148);
    expect(bytes(lean)).toBeLessThanOrEqual(LEAN_MAX_BYTES);

    const res = await getPool(lean.pool.url, bearer(b.token));
    expect(res.statusCode).toBe(200);
    const pool = res.json<RoomPool>();
    expect(pool.players).toHaveLength(148);
    const rebuilt = hydrateSnapshot(lean, pool);
    expect(rebuilt.state.players).toEqual(whole.state.players);
    expect(rebuilt.state.queue).toEqual(whole.state.queue);
  });

  it('carries the open lot’s player whole, so the lot shows before the pool arrives', async () => {
    const { auction, a, b } = await sheetAuction();
    const sa = await join(a, auction.id, { lean: true });
    await sa.waitFor('roomState');
    await join(b, auction.id);
    await sa.waitFor<{ events: { type: string }[] }>('roomEvents', (m) =>
      m.events.some((e) => e.type === 'lotOpened'),
    );
    expect(await sa.emitAck('getRoomState', {})).toMatchObject({ success: true });
    const lean = await sa.waitFor<LeanRoomSnapshot>(
      'roomState',
      (s) => s.state.currentLot !== null,
    );
    const lotPlayerId = lean.state.currentLot!.playerId;
    expect(lean.state.players[lotPlayerId]).toMatchObject({
      id: lotPlayerId,
      status: 'AVAILABLE',
      name: expect.any(String),
      type: expect.any(String),
      basePriceLakhs: expect.any(Number),
    });
    expect(lean.state.players[lean.state.queue[0]!]?.name).toEqual(expect.any(String));
    expect(Object.keys(lean.state.players).length).toBeLessThanOrEqual(2);
    expect(bytes(lean)).toBeLessThanOrEqual(LEAN_MAX_BYTES);
  });
});

describe('GET /api/auctions/:id/pool/:version', () => {
  it('answers with immutable private caching and an ETag, and 304 to a matching If-None-Match', async () => {
    const { auction, a } = await sheetAuction();
    const lean = await (
      await join(a, auction.id, { lean: true })
    ).waitFor<LeanRoomSnapshot>('roomState');
    expect(lean.pool.url).toBe(`/api/auctions/${auction.id}/pool/${lean.pool.version}`);
    const res = await getPool(lean.pool.url, bearer(a.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${lean.pool.version}"`);
    const again = await getPool(lean.pool.url, {
      ...bearer(a.token),
      'if-none-match': `"${lean.pool.version}"`,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('changes version when the pool is edited while SCHEDULED; the old version is then 404', async () => {
    const { auction, pool, a } = await sheetAuction('SCHEDULED');
    const sa = await join(a, auction.id, { lean: true });
    const before = await sa.waitFor<LeanRoomSnapshot>('roomState');
    const admin = bearer(await adminToken(t.app));
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/auction-players/${pool[0]!.id}`,
      headers: admin,
      payload: { base_cr: '7.5' },
    });
    expect(edit.statusCode).toBe(200);

    expect(await sa.emitAck('getRoomState', {})).toMatchObject({ success: true });
    const after = await sa.waitFor<LeanRoomSnapshot>(
      'roomState',
      (s) => s.pool.version !== before.pool.version,
    );
    expect(after.pool.url).not.toBe(before.pool.url);

    const stale = await getPool(before.pool.url, bearer(a.token));
    expect(stale.statusCode).toBe(404);
    expect(stale.json().error.code).toBe('NOT_FOUND');
    const fresh = await getPool(after.pool.url, bearer(a.token));
    expect(fresh.statusCode).toBe(200);
    const edited = fresh.json<RoomPool>().players.find((p) => p.id === pool[0]!.id);
    expect(edited?.basePriceLakhs).toBe(750);
  });

  it('admits whom the room admits: owners, admins, the organiser and the spectator link, no one else', async () => {
    const { auction, a } = await sheetAuction();
    const { pool } = await (
      await join(a, auction.id, { lean: true })
    ).waitFor<LeanRoomSnapshot>('roomState');
    const [stranger, organiser] = [await signUp(t.app), await signUp(t.app)];
    const admin = bearer(await adminToken(t.app));

    // A signed-in stranger is refused here as the room refuses them.
    await expect(
      connectRoom(baseUrl, { token: stranger.token, auctionId: auction.id }),
    ).rejects.toThrow(/not registered/);
    const refused = await getPool(pool.url, bearer(stranger.token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('NOT_REGISTERED');
    expect((await getPool(pool.url)).statusCode).toBe(401);
    const wrongLink = await getPool(pool.url, { 'x-spectator-token': 'x'.repeat(32) });
    expect(wrongLink.statusCode).toBe(403);
    expect(wrongLink.json().error.code).toBe('SPECTATOR_LINK_INVALID');

    expect((await getPool(pool.url, admin)).statusCode).toBe(200);
    await t.app.deps.database.db
      .update(auctions)
      .set({ organiserId: organiser.id })
      .where(eq(auctions.id, auction.id));
    expect((await getPool(pool.url, bearer(organiser.token))).statusCode).toBe(200);

    const link = await t.app.inject({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/spectator-link`,
      headers: admin,
      payload: { enabled: true },
    });
    const secret = new URL(link.json<SpectatorLinkResult>().path!, 'http://x').searchParams.get(
      't',
    )!;
    expect((await getPool(pool.url, { 'x-spectator-token': secret })).statusCode).toBe(200);
    // The link turned off: the old secret reads nothing more.
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/spectator-link`,
      headers: admin,
      payload: { enabled: false },
    });
    expect((await getPool(pool.url, { 'x-spectator-token': secret })).statusCode).toBe(403);
  });
});

describe('the spec’s pool reads (GET /api/auctions/:id/players, /api/auction-players, its bids)', () => {
  const reads = (auctionId: string, playerId: string) => [
    `/api/auctions/${auctionId}/players`,
    `/api/auction-players?auctionId=${auctionId}&playerId=${playerId}`,
    `/api/auction-players/${playerId}/bids`,
  ];

  it('serve any signed-in user an auction others may enter, and a private league’s only to its room', async () => {
    const { auction, pool, a } = await sheetAuction();
    const stranger = await signUp(t.app);
    const urls = reads(auction.id, pool[0]!.id);
    for (const url of urls)
      expect((await getPool(url, bearer(stranger.token))).statusCode).toBe(200);

    await t.app.deps.database.db
      .update(auctions)
      .set({ visibility: 'private' })
      .where(eq(auctions.id, auction.id));
    for (const url of urls) {
      const refused = await getPool(url, bearer(stranger.token));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('NOT_REGISTERED');
      expect((await getPool(url, bearer(a.token))).statusCode).toBe(200);
      expect((await getPool(url, bearer(await adminToken(t.app)))).statusCode).toBe(200);
    }
  });
});
