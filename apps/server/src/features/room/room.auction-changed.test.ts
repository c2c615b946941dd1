// The room hears about changes instead of asking: an admin's edit of a SCHEDULED auction, an edit of
// its pool and its start each reach a connected lobby client as a fresh `roomState`, with no poll by
// the client (it sends nothing after joining) and no reload of the room per call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeanRoomSnapshot, RoomSnapshot } from '@bidxi/protocol';
import type { TestApp } from '../../test/build-app';
import { closeListening, listenTestApp } from '../../test/listening-app';
import { createLiveAuction } from '../../test/auction-fixtures';
import { adminToken, bearer, signUp } from '../../test/factories';
import { connectRoom, type TestSocket } from '../../test/socket-client';

let t: TestApp;
let baseUrl: string;
const open: TestSocket[] = [];

beforeAll(async () => ({ t, baseUrl } = await listenTestApp()));
afterAll(() => closeListening(t, open));

describe('room: told of changes', () => {
  it('pushes a fresh roomState on an edit, a pool edit and the start, without being asked', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const { auction, pool } = await createLiveAuction(t.app.deps.database.db, {
      pool: [
        { name: 'Batter', type: 'Batter', basePriceLakhs: 50 },
        { name: 'Bowler', type: 'Bowler', basePriceLakhs: 50 },
      ],
      ownerIds: [a.id, b.id],
      status: 'SCHEDULED',
      startsAtMs: Date.now() + 3_600_000,
    });
    const sa = await connectRoom(baseUrl, { token: a.token, auctionId: auction.id, lean: true });
    open.push(sa);
    const first = await sa.waitFor<LeanRoomSnapshot>('roomState');
    expect(first.auction.status).toBe('SCHEDULED');
    const headers = bearer(await adminToken(t.app));
    const snapshots = () => sa.events.filter((e) => e.name === 'roomState').length;
    const next = (predicate: (s: LeanRoomSnapshot) => boolean) =>
      sa.waitFor<LeanRoomSnapshot>('roomState', predicate);

    const renamed = next((s) => s.auction.title === 'Friday night');
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/auctions/update',
      headers,
      payload: { auctionId: auction.id, title: 'Friday night' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await renamed;

    const repriced = next((s) => s.pool.version !== first.pool.version);
    const batter = pool[0]!;
    const poolEdit = await t.app.inject({
      method: 'PUT',
      url: `/api/auction-players/${batter.id}`,
      headers,
      payload: { base_cr: 0.75 },
    });
    expect(poolEdit.statusCode, poolEdit.body).toBe(200);
    await repriced;

    const started = next((s: RoomSnapshot | LeanRoomSnapshot) => s.auction.status === 'LIVE');
    const start = await t.app.inject({
      method: 'PUT',
      url: '/api/auctions/update',
      headers,
      payload: { auctionId: auction.id, status: 'LIVE' },
    });
    expect(start.statusCode, start.body).toBe(200);
    await started;
    // One snapshot for the join and one for each change: the client asked for none of them.
    expect(snapshots()).toBe(4);
  });
});
