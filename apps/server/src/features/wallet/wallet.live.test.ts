/**
 * The account channel: a player's open screens hear `walletChanged` as soon as an
 * admin approves or denies their request, without asking; nobody else hears it; a socket without a
 * live session is refused, and one whose session ends is closed.
 */
import { io as connectIo, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletChangedEvent } from '@bidxi/protocol';
import type { TestApp } from '../../test/build-app';
import { closeListening, listenTestApp } from '../../test/listening-app';
import { adminToken, bearer, signUp, type TestUser } from '../../test/factories';
import { nextIp } from '../../test/wallet';

let t: TestApp;
let baseUrl = '';
const open: Socket[] = [];
beforeAll(async () => ({ t, baseUrl } = await listenTestApp({ RATE_LIMIT_PER_MINUTE: '100000' })));
afterAll(() => closeListening(t, open));

function connect(token: string): Promise<{ socket: Socket; changes: WalletChangedEvent[] }> {
  const socket = connectIo(`${baseUrl}/account`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  open.push(socket);
  const changes: WalletChangedEvent[] = [];
  socket.on('walletChanged', (e: WalletChangedEvent) => changes.push(e));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, changes }));
    socket.once('connect_error', reject);
  });
}

const waitUntil = async (check: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return check();
};

async function rechargeRequest(u: TestUser, amount: number, utr: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/wallet/recharge-request',
    headers: bearer(u.token),
    payload: { amount, UTRNumber: utr },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(201);
  return res.json().transaction.id as string;
}

const resolve = async (transactionId: string, action: 'APPROVED' | 'DENIED') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/update/wallet-requests',
    headers: bearer(await adminToken(t.app)),
    payload: { transactionId, action },
    remoteAddress: nextIp(),
  });

describe('the account channel', () => {
  it('tells the player of an approval within 2 s, and only that player', async () => {
    const [me, other] = [await signUp(t.app), await signUp(t.app)];
    const mine = await connect(me.token);
    const theirs = await connect(other.token);
    const id = await rechargeRequest(me, 500, `UTR${Date.now()}A1`);
    const sentAt = Date.now();
    expect((await resolve(id, 'APPROVED')).statusCode).toBe(200);
    expect(await waitUntil(() => mine.changes.length > 0, 2_000)).toBe(true);
    expect(Date.now() - sentAt).toBeLessThan(2_000);
    expect(mine.changes[0]!.transaction).toMatchObject({
      id,
      type: 'RECHARGE',
      status: 'APPROVED',
      amount: 500,
      direction: 'CREDIT',
    });
    const denied = await rechargeRequest(me, 20, `UTR${Date.now()}B2`);
    await resolve(denied, 'DENIED');
    expect(await waitUntil(() => mine.changes.length === 2, 2_000)).toBe(true);
    expect(mine.changes[1]!.transaction).toMatchObject({ id: denied, status: 'DENIED' });
    expect(theirs.changes).toEqual([]);
  });

  it('refuses a socket without a live session', async () => {
    await expect(connect('not-a-token')).rejects.toMatchObject({
      data: { code: 'UNAUTHENTICATED' },
    });
  });

  it('closes the socket when the session ends (logout)', async () => {
    const me = await signUp(t.app);
    const { socket } = await connect(me.token);
    const closed = new Promise<string>((r) => socket.once('disconnect', r));
    await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(me.token),
      payload: {},
      remoteAddress: nextIp(),
    });
    expect(await closed).toBe('io server disconnect');
  });
});
