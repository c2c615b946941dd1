// Sessions end in the room where they end: a logout closes the user's room socket at
// once and its token opens no other; a second device without a deviceId is refused like any other;
// every chat message gets an answer, and invisible or direction-override text is refused. A session
// ended in the database without a notice (revoked, or its user banned) ends its socket on the node's
// next session sweep (room.session-sweep.ts); a live one is left alone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index';
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

async function room() {
  const [a, b, c] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  const { auction } = await createLiveAuction(t.app.deps.database.db, {
    pool: [{ name: 'Batter', type: 'Batter' }],
    ownerIds: [a.id, b.id, c.id],
  });
  return { a, b, c, auctionId: auction.id };
}

describe('room: sessions', () => {
  it('a logout closes the room socket within a second, and the token opens no other', async () => {
    const { a, auctionId } = await room();
    const sa = await connectRoom(baseUrl, { token: a.token, auctionId });
    open.push(sa);
    await sa.waitFor('roomState');
    const told = sa.waitFor<{ code: string }>('error', (e) => e.code === 'SESSION_EXPIRED', 1_000);
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(a.token),
      payload: {},
    });
    expect(res.statusCode).toBeLessThan(300);
    await told;
    for (let i = 0; i < 20 && sa.socket.connected; i++) await new Promise((r) => setTimeout(r, 50));
    expect(sa.socket.connected).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect(connectRoom(baseUrl, { token: a.token, auctionId })).rejects.toMatchObject({
      data: { code: 'SESSION_EXPIRED' },
    });
  });

  it('refuses a second device that sends no deviceId, with a message', async () => {
    const { a, auctionId } = await room();
    const first = await connectRoom(baseUrl, { token: a.token, auctionId, deviceId: 'phone-1234' });
    open.push(first);
    await first.waitFor('roomState');
    const second = await connectRoom(baseUrl, { token: a.token, auctionId });
    open.push(second);
    const err = await second.waitFor<{ code: string; message: string }>('error');
    expect(err).toEqual({ code: 'PREVIOUS_SESSION', message: 'Previous session not terminated!' });
    expect(first.socket.connected).toBe(true);
  });

  it("opens an admin's organiser desk on a second screen, and keeps the first one live", async () => {
    const { auctionId } = await room();
    const token = await adminToken(t.app);
    const first = await connectRoom(baseUrl, { token, auctionId });
    open.push(first);
    await first.waitFor('roomState');
    const second = await connectRoom(baseUrl, { token, auctionId });
    open.push(second);
    await second.waitFor('roomState');
    // The first desk still answers: it asks for the room again and gets it.
    const again = first.waitFor('roomState');
    first.socket.emit('getRoomState', {});
    await again;
    expect(first.socket.connected).toBe(true);
    expect(second.socket.connected).toBe(true);
  });

  it('answers every chat message, and refuses invisible and direction-override text', async () => {
    const { a, auctionId } = await room();
    const sa = await connectRoom(baseUrl, { token: a.token, auctionId });
    open.push(sa);
    await sa.waitFor('roomState');
    const zeroWidth = await sa.emitAck('sendChatMessage', { message: '\u200b\u200b\u200b' });
    expect(zeroWidth).toMatchObject({ success: false, error: { code: 'VALIDATION' } });
    const rtl = await sa.emitAck('sendChatMessage', { message: 'price \u202Eevil' });
    expect(rtl).toMatchObject({ success: false, error: { code: 'VALIDATION' } });
    const html = await sa.emitAck<{ message: string }>('sendChatMessage', {
      message: '<b>bold</b> bid',
    });
    expect(html).toMatchObject({ success: true, data: { message: '<b>bold</b> bid' } });
  });

  it('ends the sockets of sessions that ended without a notice on the next sweep, not a live one', async () => {
    const { a, b, c, auctionId } = await room();
    const sockets = await Promise.all(
      [a, b, c].map((u) => connectRoom(baseUrl, { token: u.token, auctionId })),
    );
    open.push(...sockets);
    await Promise.all(sockets.map((s) => s.waitFor('roomState')));
    const [sa, sb, sc] = sockets as [TestSocket, TestSocket, TestSocket];
    const db = t.app.deps.database.db;
    // Written behind the server's back: no session-ended notice, as when one is lost.
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, a.id));
    await db.update(users).set({ banned: true }).where(eq(users.id, b.id));
    // Past the verified-session cache's life (SESSION_CACHE_MS ≤ 1 s).
    await new Promise((r) => setTimeout(r, 1_100));
    const toldA = sa.waitFor<{ code: string }>('error', (e) => e.code === 'SESSION_EXPIRED');
    const toldB = sb.waitFor<{ code: string }>('error', (e) => e.code === 'USER_BANNED');
    await t.room.sessionSweep.sweep();
    await Promise.all([toldA, toldB]);
    for (let i = 0; i < 20 && (sa.socket.connected || sb.socket.connected); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect([sa.socket.connected, sb.socket.connected, sc.socket.connected]).toEqual([
      false,
      false,
      true,
    ]);
  });
});
