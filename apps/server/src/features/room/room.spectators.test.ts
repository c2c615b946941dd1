// Spectators: with the organiser's link anyone watches the live room without signing in —
// the snapshot and every bid — but cannot bid or chat, is not counted as present, is capped per
// auction, and is closed when the link is turned off. Real sockets on real time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivePlayerDetail, RoomSnapshot, SpectatorLinkResult } from '@bidxi/protocol';
import type { TestApp } from '../../test/build-app';
import { closeListening, listenTestApp } from '../../test/listening-app';
import { createLiveAuction } from '../../test/auction-fixtures';
import { adminToken, bearer, signUp } from '../../test/factories';
import { connectRoom, type TestSocket } from '../../test/socket-client';

let t: TestApp;
let baseUrl: string;
const open: TestSocket[] = [];

beforeAll(async () => ({ t, baseUrl } = await listenTestApp({ SPECTATORS_PER_AUCTION: '2' })));
afterAll(() => closeListening(t, open));

async function liveAuction() {
  const [a, b] = [await signUp(t.app), await signUp(t.app)];
  const { auction } = await createLiveAuction(t.app.deps.database.db, {
    pool: Array.from({ length: 3 }, (_, i) => ({ name: `Batter ${i}`, type: 'Batter' as const })),
    ownerIds: [a.id, b.id],
    lotWindowMs: 30_000,
    bidWindowMs: 30_000,
  });
  return { id: auction.id, a, b };
}

const link = async (auctionId: string, enabled: boolean) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/auctions/${auctionId}/spectator-link`,
    headers: bearer(await adminToken(t.app)),
    payload: { enabled },
  });
  expect(res.statusCode).toBe(200);
  return res.json<SpectatorLinkResult>();
};
const secretOf = (l: SpectatorLinkResult) => new URL(l.path!, 'http://x').searchParams.get('t')!;

async function watch(auctionId: string, spectatorToken: string) {
  const s = await connectRoom(baseUrl, { auctionId, spectatorToken });
  open.push(s);
  return s;
}
function refusedCode(auctionId: string, spectatorToken: string): Promise<string> {
  return connectRoom(baseUrl, { auctionId, spectatorToken }).then(
    (s) => {
      s.close();
      return 'connected';
    },
    (err: { data?: { code: string } }) => err.data?.code ?? 'no code',
  );
}

describe('room: spectators', () => {
  it('watch the live lot without signing in, and cannot bid or chat', async () => {
    const { id, a, b } = await liveAuction();
    const l = await link(id, true);
    expect(l).toMatchObject({ enabled: true, capacity: 2 });
    expect(l.path).toMatch(new RegExp(`^/watch/${id}\\?t=`));

    const player = await connectRoom(baseUrl, { token: a.token, auctionId: id });
    const rival = await connectRoom(baseUrl, { token: b.token, auctionId: id });
    open.push(player, rival);
    const lot = await player.waitFor<ActivePlayerDetail>('activePlayerDetail');
    const viewer = await watch(id, secretOf(l));
    const state = await viewer.waitFor<RoomSnapshot>('roomState');
    expect(state.state.currentLot?.playerId).toBe(lot.playerId);
    expect(state.myTeamId).toBeNull();
    expect(state.headHash).toMatch(/^[0-9a-f]{64}$/);
    expect(state.connectedUserIds.sort()).toEqual([a.id, b.id].sort());

    expect(
      await player.emitAck('bid', { auctionPlayerId: lot.playerId, biddingAmount: 1 }),
    ).toMatchObject({
      success: true,
    });
    const seen = await viewer.waitFor<{ amount: number }>('newBid');
    expect(seen.amount).toBe(1);

    const bid = await viewer.emitAck('bid', { auctionPlayerId: lot.playerId, biddingAmount: 2 });
    expect(bid).toMatchObject({ success: false, error: { code: 'READ_ONLY' } });
    const chat = await viewer.emitAck('sendChatMessage', { message: 'hello' });
    expect(chat).toMatchObject({ success: false, error: { code: 'READ_ONLY' } });
    expect((await viewer.emitAck('getRoomState')).success).toBe(true);
    expect(t.room.registry.presentUserIds(id)).toEqual(new Set([a.id, b.id]));
  });

  it('refuses a wrong secret, an auction with the link off, and more than the cap', async () => {
    const { id } = await liveAuction();
    expect(await refusedCode(id, 'x'.repeat(32))).toBe('SPECTATOR_LINK_INVALID');
    const secret = secretOf(await link(id, true));
    // One character changed; never the one already there (a secret ending in 'A' would match itself).
    const tampered = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    expect(await refusedCode(id, tampered)).toBe('SPECTATOR_LINK_INVALID');
    await watch(id, secret);
    await watch(id, secret);
    expect(await refusedCode(id, secret)).toBe('SPECTATORS_FULL');
  });

  it('closes every spectator when the organiser turns the link off', async () => {
    const { id } = await liveAuction();
    const secret = secretOf(await link(id, true));
    const viewer = await watch(id, secret);
    await viewer.waitFor('roomState');
    const closed = new Promise<void>((resolve) =>
      viewer.socket.once('disconnect', () => resolve()),
    );
    expect(await link(id, false)).toMatchObject({ enabled: false, path: null });
    await closed;
    expect(viewer.events.find((e) => e.name === 'error')?.payload).toMatchObject({
      code: 'SPECTATOR_LINK_INVALID',
    });
    expect(await refusedCode(id, secret)).toBe('SPECTATOR_LINK_INVALID');
  });
});
