// A self-excluded player leaves the live room at once and cannot enter it again as a bidder:
// their sockets hear SELF_EXCLUDED and close (through the adapter, on every node), and
// the handshake refuses them until the exclusion ends. Other players stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { closeListening, listenTestApp } from '../../test/listening-app';
import { createLiveAuction } from '../../test/auction-fixtures';
import { signUp } from '../../test/factories';
import { connectRoom, type TestSocket } from '../../test/socket-client';
import { postJson } from '../../test/wallet';

let t: TestApp;
let baseUrl: string;
const open: TestSocket[] = [];

beforeAll(async () => ({ t, baseUrl } = await listenTestApp()), 60_000);
afterAll(() => closeListening(t, open));

describe('room: self-exclusion', () => {
  it('closes the bidder’s socket at once and refuses them at the door; the other stays', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: [{ name: 'Batter', type: 'Batter' }],
      ownerIds: [a.id, b.id],
    });
    const sa = await connectRoom(baseUrl, { token: a.token, auctionId: auction.id });
    const sb = await connectRoom(baseUrl, { token: b.token, auctionId: auction.id });
    open.push(sa, sb);
    await Promise.all([sa.waitFor('roomState'), sb.waitFor('roomState')]);

    const told = sa.waitFor<{ code: string; message: string }>(
      'error',
      (e) => e.code === 'SELF_EXCLUDED',
      2_000,
    );
    const res = await postJson(t.app, '/api/gaming/self-exclusion', a.token, { days: 7 });
    expect(res.statusCode).toBe(200);
    expect((await told).message).toMatch(
      /^Self-excluded until \d{1,2} \w{3} \d{4}, \d\d:\d\d IST$/,
    );
    for (let i = 0; i < 20 && sa.socket.connected; i++) await new Promise((r) => setTimeout(r, 50));
    expect(sa.socket.connected).toBe(false);
    expect(sb.socket.connected).toBe(true);

    await expect(
      connectRoom(baseUrl, { token: a.token, auctionId: auction.id }),
    ).rejects.toMatchObject({
      data: { code: 'SELF_EXCLUDED' },
    });
  });
});
