// A bid is bound to the lot it was decided on (ARCHITECTURE.md §5, issue "Every bid lands where the
// player aimed it"): a jump typed for one lot and sent after the next one opened must not be placed
// there, whatever `auctionPlayerId` it carries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivePlayerDetail, AskNewPlayer } from '@bidxi/protocol';
import type { TestApp } from '../../test/build-app';
import { closeListening, listenTestApp } from '../../test/listening-app';
import { createLiveAuction, type PoolRow } from '../../test/auction-fixtures';
import { signUp } from '../../test/factories';
import { connectRoom, type TestSocket } from '../../test/socket-client';

let t: TestApp;
let baseUrl: string;
const open: TestSocket[] = [];

beforeAll(async () => ({ t, baseUrl } = await listenTestApp()));
afterAll(() => closeListening(t, open));

const batters = (n: number): PoolRow[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `Batter ${i}`,
    type: 'Batter',
    basePriceLakhs: 50,
  }));

async function twoBidders(pool: PoolRow[]) {
  const a = await signUp(t.app);
  const b = await signUp(t.app);
  const { auction } = await createLiveAuction(t.app.deps.database.db, {
    pool,
    ownerIds: [a.id, b.id],
    lotWindowMs: 700,
    bidWindowMs: 3_000,
  });
  const sa = await connectRoom(baseUrl, { token: a.token, auctionId: auction.id });
  const sb = await connectRoom(baseUrl, { token: b.token, auctionId: auction.id });
  open.push(sa, sb);
  return { sa, sb };
}

const lotOpened = (s: TestSocket, lotId: number) =>
  s.waitFor<ActivePlayerDetail>('activePlayerDetail', (e) => e.lot.lotId === lotId, 8_000);

describe('room: a bid names its lot', () => {
  it('refuses LOT_CHANGED a bid for a closed lot sent on the next lot; the same bid for the open lot is accepted', async () => {
    const { sa } = await twoBidders(batters(3));
    const first = await lotOpened(sa, 1);
    await sa.waitFor<AskNewPlayer>('askNewPlayer', (e) => e.auctionPlayerId === first.playerId);
    const second = await lotOpened(sa, 2);

    // The amount was typed on lot 1; the client sends it with the open lot's player id.
    const stale = await sa.emitAck('bid', {
      auctionPlayerId: second.playerId,
      biddingAmount: 2,
      lotId: 1,
    });
    expect(stale).toMatchObject({ success: false, error: { code: 'LOT_CHANGED' } });
    expect(stale.error?.message).toMatch(/not placed/);
    expect(sa.events.some((e) => e.name === 'newBid')).toBe(false);

    const fresh = await sa.emitAck('bid', {
      auctionPlayerId: second.playerId,
      biddingAmount: 2,
      lotId: 2,
    });
    expect(fresh.success).toBe(true);
  });

  it("tells a pulled-back player's two lots apart", async () => {
    const { sa, sb } = await twoBidders(batters(2));
    const first = await lotOpened(sa, 1);
    await sa.waitFor<AskNewPlayer>('askNewPlayer', (e) => e.auctionPlayerId === first.playerId);
    const second = await lotOpened(sa, 2);
    const pulled = await sb.emitAck('pullBackPlayer', { auctionPlayerId: first.playerId });
    expect(pulled.success).toBe(true);
    await sa.waitFor<AskNewPlayer>('askNewPlayer', (e) => e.auctionPlayerId === second.playerId);
    const third = await lotOpened(sa, 3);
    expect(third.playerId).toBe(first.playerId);

    const stale = await sa.emitAck('bid', {
      auctionPlayerId: first.playerId,
      biddingAmount: 1,
      lotId: 1,
    });
    expect(stale).toMatchObject({ success: false, error: { code: 'LOT_CHANGED' } });
    const fresh = await sa.emitAck('bid', {
      auctionPlayerId: first.playerId,
      biddingAmount: 1,
      lotId: 3,
    });
    expect(fresh.success).toBe(true);
  });

  it('still accepts the spec payload without a lotId on the open lot', async () => {
    const { sa } = await twoBidders(batters(1));
    const first = await lotOpened(sa, 1);
    const ack = await sa.emitAck('bid', { auctionPlayerId: first.playerId, biddingAmount: 0.5 });
    expect(ack.success).toBe(true);
  });
});
