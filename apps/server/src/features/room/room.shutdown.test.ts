import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createLiveAuction } from '../../test/auction-fixtures';
import { signUp } from '../../test/factories';
import { connectRoom } from '../../test/socket-client';

let t: TestApp | null = null;
afterAll(async () => {
  await t?.close().catch(() => undefined);
});

describe('room: server shutdown', () => {
  it('drops connections as a transport close, so clients reconnect by themselves after a restart', async () => {
    t = await buildTestApp({}, {}, { realClock: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: [{ name: 'Batter', type: 'Batter' }],
      ownerIds: [a.id, b.id],
    });
    const s = await connectRoom(baseUrl, { token: a.token, auctionId: auction.id });
    await s.waitFor('roomState');
    const reason = new Promise<string>((resolve) => s.socket.once('disconnect', resolve));
    await t.app.close();
    // 'io server disconnect' would leave every client offline until the user reloads the page.
    expect(await reason).toBe('transport close');
    s.close();
    await t.close().catch(() => undefined);
    t = null;
  });
});
