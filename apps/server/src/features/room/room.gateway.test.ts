import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { closeListening, listenTestApp } from '../../test/listening-app';
import { createLiveAuction } from '../../test/auction-fixtures';
import { signUp } from '../../test/factories';
import { connectRoom } from '../../test/socket-client';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => ({ t, baseUrl } = await listenTestApp()));
afterAll(() => closeListening(t, []));

describe('room gateway: joining', () => {
  it('answers an event sent right after connect, even while the join is still being checked', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: [{ name: 'Batter', type: 'Batter' }],
      ownerIds: [a.id, b.id],
    });
    // A slow cross-node lookup (a dead node in the Redis adapter makes fetchSockets wait).
    const adapter = t.room.io.of('/').adapter;
    const fetchSockets = adapter.fetchSockets.bind(adapter);
    adapter.fetchSockets = async (opts) => {
      await new Promise((r) => setTimeout(r, 500));
      return fetchSockets(opts);
    };
    try {
      const s = await connectRoom(baseUrl, { token: a.token, auctionId: auction.id });
      const ack = await s.emitAck<{ seq: number }>('getRoomState', {});
      expect(ack.success).toBe(true);
      s.close();
    } finally {
      adapter.fetchSockets = fetchSockets;
    }
  });
});
