/**
 * The live room, protocol abuse: unknown and prototype-named events, wrong payload types, oversize
 * frames, malformed engine.io/socket.io packets, bad handshakes, floods. Each is refused (ack error,
 * `connect_error` or a closed connection); no bid is accepted, nothing else changes, and the server
 * keeps answering.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRoom, type TestSocket } from '../test/socket-client';
import { ABUSE_REFUSALS } from '../features/room/room.budget';
import { call, expectUnchanged, snapshot, type World } from './harness';
import { closeLiveRoom, expectAlive, openLiveRoom } from './room-world';

let w: World;
let sa: TestSocket;
let sb: TestSocket;
let lotPlayer: string;
beforeAll(async () => ({ w, sa, sb, lotPlayer } = await openLiveRoom()));
afterAll(() => closeLiveRoom({ w, sa, sb }));
const alive = () => expectAlive(w);

describe('room: protocol abuse', () => {
  it.each([
    ['an unknown event', 'hackTheRoom', {}],
    ['__proto__', '__proto__', { polluted: true }],
    ['constructor', 'constructor', {}],
    ['toString', 'toString', {}],
    ['a 40 KB-long name', 'x'.repeat(4000), {}],
  ])('%s → UNKNOWN_EVENT, nothing changed', async (_l, event, payload) => {
    const before = await snapshot(w.app);
    const ack = await sb.emitAck(event, payload);
    expect(ack.error?.code).toBe('UNKNOWN_EVENT');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await expectUnchanged(w.app, before, _l);
  });

  it.each([
    [
      'a 20 KB chat message',
      () => sb.socket.emit('sendChatMessage', { message: 'x'.repeat(20_000) }),
    ],
    [
      'a 20 KB bid payload',
      () =>
        sb.socket.emit('bid', {
          auctionPlayerId: lotPlayer,
          biddingAmount: 1,
          pad: 'y'.repeat(20_000),
        }),
    ],
  ])('%s (over the 16 KB frame) → the connection is closed, nothing changed', async (_l, send) => {
    const s = await connectRoom(w.baseUrl!, {
      token: w.b.token,
      auctionId: w.auctionId,
      deviceId: 'oversize-1',
      takeover: true,
    });
    const before = await snapshot(w.app);
    const closed = new Promise<string>((r) => s.socket.once('disconnect', r));
    const old = sb;
    sb = s;
    send();
    expect(await closed).toMatch(/transport (close|error)/);
    old.close();
    sb = await connectRoom(w.baseUrl!, {
      token: w.b.token,
      auctionId: w.auctionId,
      deviceId: 'after-oversize',
      takeover: true,
    });
    await expectUnchanged(w.app, before, _l);
    await alive();
  });

  const wsUrl = () => `${w.baseUrl!.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`;
  it.each([
    ['an unknown engine.io packet type', '9garbage'],
    ['a socket.io packet with broken JSON', '42["bid",{'],
    ['a socket.io event before the namespace connect', '42["bid",{}]'],
    ['a binary placeholder with no attachment', '451-["bid",{"_placeholder":true,"num":0}]'],
    ['a namespace connect without auth', '40'],
    ['an empty frame', ''],
  ])('%s → refused or closed, server alive, nothing changed', async (_l, frame) => {
    const before = await snapshot(w.app);
    const ws = new WebSocket(wsUrl());
    const got: string[] = [];
    const done = new Promise<void>((resolve) => {
      ws.onmessage = (m) => {
        got.push(String(m.data));
        if (String(m.data).startsWith('0')) ws.send(frame);
      };
      ws.onclose = () => resolve();
      setTimeout(() => {
        ws.close();
        resolve();
      }, 3_000);
    });
    await done;
    expect(got.some((m) => m.startsWith('42') || m.startsWith('43'))).toBe(false);
    await expectUnchanged(w.app, before, _l);
    await alive();
  });

  it.each([
    ['no token', { 'x-room-lobby': '00000000-0000-4000-8000-000000000000' }, /handshake/i],
    [
      'a garbage token',
      { token: 'garbage-token-123', 'x-room-lobby': 'X' },
      /unauthor|token|session|authentication/i,
    ],
    ['a non-uuid lobby', { token: 'T', 'x-room-lobby': 'not-a-uuid' }, /handshake/i],
    [
      'an unknown auction',
      { token: 'T', 'x-room-lobby': '00000000-0000-4000-8000-000000000000' },
      /not found/i,
    ],
  ])('a handshake with %s → connect_error', async (_l, auth, message) => {
    const { io } = await import('socket.io-client');
    const a = JSON.parse(
      JSON.stringify(auth)
        .replace('"T"', JSON.stringify(w.a.token))
        .replace('"X"', JSON.stringify(w.auctionId)),
    );
    const s = io(w.baseUrl!, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: a,
    });
    const err = await new Promise<Error>((resolve) => s.once('connect_error', resolve));
    s.close();
    expect(err.message).toMatch(message);
  });

  it('a chat flood: 5 messages per 10 s are kept, the rest RATE_LIMITED', async () => {
    const before = await snapshot(w.app);
    const acks = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        sb.emitAck('sendChatMessage', { message: `flood ${i}` }),
      ),
    );
    expect(acks.filter((a) => a.success).length).toBeLessThanOrEqual(5);
    expect(acks.filter((a) => a.error?.code === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(25);
    const after = await snapshot(w.app);
    expect(after.counts.chat_messages! - before.counts.chat_messages!).toBeLessThanOrEqual(5);
    expect(after.acceptedBids).toBe(before.acceptedBids);
  });

  it('a flood of 500 garbage bids: none accepted, the flooding connection closed, the room alive', async () => {
    const before = await snapshot(w.app);
    // b floods from another connection (taking the session over), then comes back.
    const flooder = await connectRoom(w.baseUrl!, {
      token: w.b.token,
      auctionId: w.auctionId,
      takeover: true,
    });
    await flooder.waitFor('roomState');
    const closed = flooder.waitFor<{ code: string }>('error', (e) => e.code === 'TOO_MANY_EVENTS');
    const codes: string[] = [];
    for (let i = 0; i < 500; i++) {
      flooder.socket.emit(
        'bid',
        i % 2
          ? { auctionPlayerId: lotPlayer, biddingAmount: -1 - i }
          : { auctionPlayerId: lotPlayer, biddingAmount: 50 },
        (ack: { success: boolean; error?: { code: string } }) =>
          codes.push(ack.success ? 'ok' : (ack.error?.code ?? '?')),
      );
    }
    expect((await closed).code).toBe('TOO_MANY_EVENTS');
    expect(codes).not.toContain('ok');
    expect(codes.length).toBeGreaterThanOrEqual(ABUSE_REFUSALS);
    await expectUnchanged(w.app, before, 'garbage flood');
    await alive();
    flooder.close();
    sb = await connectRoom(w.baseUrl!, {
      token: w.b.token,
      auctionId: w.auctionId,
      takeover: true,
    });
    await sb.waitFor('roomState');
  });

  it('a banned bidder is told at once and disconnected; nothing of theirs is accepted', async () => {
    const before = await snapshot(w.app);
    const told = sb.waitFor<{ code: string; message: string }>(
      'error',
      (e) => e.code === 'USER_BANNED',
      1_000,
    );
    const ban = await call(w.app, 'POST', '/api/admin/users/ban-unban', {
      token: w.admin,
      body: { userId: w.b.id },
    });
    expect(ban.statusCode).toBe(200);
    expect((await told).message).toBe('Your account has been suspended');
    for (let i = 0; i < 20 && sb.socket.connected; i++) await new Promise((r) => setTimeout(r, 50));
    expect(sb.socket.connected).toBe(false);
    await expect(
      connectRoom(w.baseUrl!, { token: w.b.token, auctionId: w.auctionId }),
    ).rejects.toMatchObject({
      data: { code: expect.stringMatching(/USER_BANNED|SESSION_EXPIRED/) },
    });
    const after = await snapshot(w.app);
    expect(after.acceptedBids).toBe(before.acceptedBids);
    expect(after.counts.room_events).toBe(before.counts.room_events);
  });
});
