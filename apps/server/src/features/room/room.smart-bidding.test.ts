// Smart bidding over real sockets: a max bid bids for its owner while the owner is
// disconnected; when every other team passes the lot ends early; a max bid stays confidential; and
// the reason the web shows for a disabled bid button is the server's refusal of that bid.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lakhsToCrores, minNextBidLakhs, redactState, whyCannotBid } from '@bidxi/engine';
import type { ActivePlayerDetail, RoomEventsMessage } from '@bidxi/protocol';
import type { TestApp } from '../../test/build-app';
import { closeListening, listenTestApp } from '../../test/listening-app';
import { createLiveAuction, type PoolRow } from '../../test/auction-fixtures';
import { signUp, type TestUser } from '../../test/factories';
import { connectRoom, type TestSocket } from '../../test/socket-client';

let t: TestApp;
let baseUrl: string;
const open: TestSocket[] = [];

beforeAll(async () => ({ t, baseUrl } = await listenTestApp()));
afterAll(() => closeListening(t, open));

const join = async (u: TestUser, auctionId: string, feed?: 'engine') => {
  const s = await connectRoom(baseUrl, { token: u.token, auctionId, ...(feed ? { feed } : {}) });
  open.push(s);
  return s;
};

const batters = (n: number): PoolRow[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `Batter ${i}`,
    type: 'Batter',
    basePriceLakhs: 50,
  }));

async function threeTeams(lotWindowMs = 30_000, players = 2) {
  const users = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  const { auction } = await createLiveAuction(t.app.deps.database.db, {
    pool: batters(players),
    ownerIds: users.map((u) => u.id),
    lotWindowMs,
    bidWindowMs: 30_000,
  });
  return { users, auctionId: auction.id };
}

describe('room: smart bidding', () => {
  it('a max bid answers a rival while its owner is disconnected, and stays confidential', async () => {
    const { users, auctionId } = await threeTeams();
    const [a, b, c] = users as [TestUser, TestUser, TestUser];
    const sa = await join(a, auctionId);
    const sb = await join(b, auctionId, 'engine');
    const sc = await join(c, auctionId);
    const state = await sa.waitFor<ActivePlayerDetail>('activePlayerDetail');
    const playerId = state.playerId;

    const set = await sa.emitAck('setMaxBid', { auctionPlayerId: playerId, maxAmount: 3 });
    expect(set.success).toBe(true);
    // B (engine feed) sees that something happened, not what: a placeholder, then A's proxy bid.
    const seen = await sb.waitFor<RoomEventsMessage>('roomEvents', (m) =>
      m.events.some((e) => e.type === 'bidPlaced'),
    );
    expect(seen.events.map((e) => e.type)).toEqual(['redacted', 'bidPlaced']);
    expect(JSON.stringify(sb.events)).not.toContain('"maxLakhs"');

    sa.close(); // A's phone drops
    await new Promise((r) => setTimeout(r, 300));
    const ack = await sc.emitAck('bid', { auctionPlayerId: playerId, biddingAmount: 1 });
    expect(ack.success).toBe(true);
    const answered = await sc.waitFor<{ highestBidderId: string; amount: number }>(
      'newBid',
      (e) => e.highestBidderId === a.id && e.amount === 1.25,
    );
    expect(answered.amount).toBe(1.25);
  });

  it('ends the lot early once every team but the leader has passed', async () => {
    const { users, auctionId } = await threeTeams(60_000);
    const [a, b, c] = users as [TestUser, TestUser, TestUser];
    const [sa, sb, sc] = [
      await join(a, auctionId),
      await join(b, auctionId),
      await join(c, auctionId),
    ];
    const lot = await sa.waitFor<ActivePlayerDetail>('activePlayerDetail');
    expect(
      (await sa.emitAck('bid', { auctionPlayerId: lot.playerId, biddingAmount: 0.5 })).success,
    ).toBe(true);
    expect(
      (await sb.emitAck('pass', { auctionPlayerId: lot.playerId, lotId: lot.lot.lotId })).success,
    ).toBe(true);
    const passedAt = Date.now();
    expect((await sc.emitAck('pass', { auctionPlayerId: lot.playerId })).success).toBe(true);
    const early = await sa.waitFor<ActivePlayerDetail>(
      'activePlayerDetail',
      (e) => e.lot.lotId === lot.lot.lotId && Date.parse(e.closesAt) < Date.parse(lot.closesAt),
    );
    expect(Date.parse(early.closesAt) - passedAt).toBeLessThanOrEqual(3_500);
    const sold = await sa.waitFor<{ status: string; userId: string }>(
      'askNewPlayer',
      undefined,
      6_000,
    );
    expect(sold).toMatchObject({ status: 'SOLD', userId: a.id });
  });

  it('the disabled-bid reason shown in the web is the server’s refusal, for 20 generated states', async () => {
    const { users, auctionId } = await threeTeams(600_000, 8);
    const [a, b, c] = users as [TestUser, TestUser, TestUser];
    const sockets = [await join(a, auctionId), await join(b, auctionId), await join(c, auctionId)];
    await sockets[0]!.waitFor('activePlayerDetail');
    // What a team's client holds: the room's state as that team may see it (its snapshot).
    const runner = t.room.registry.room(auctionId);
    const stateFor = async (teamOwner: TestUser) => {
      const view = await runner.snapshot();
      const team = Object.values(view!.state.teams).find((x) => x.ownerId === teamOwner.id)!;
      return { state: redactState(view!.state, team.teamId), teamId: team.teamId };
    };
    // Generated states: a random team either passes or probes. A probe computes the reason the web
    // would show for that team (engine whyCannotBid on its own snapshot) and then really bids the next
    // amount: the server's answer must be that reason (or an acceptance when there is none).
    const moves = fc.sample(
      fc.record({ who: fc.integer({ min: 0, max: 2 }), pass: fc.integer({ min: 0, max: 4 }) }),
      { numRuns: 120, seed: 20_261_124 },
    );
    const byUser = [a, b, c];
    let probes = 0;
    for (const move of moves) {
      if (probes >= 20) break;
      const socket = sockets[move.who]!;
      const { state, teamId } = await stateFor(byUser[move.who]!);
      const lot = state.currentLot;
      await new Promise((r) => setTimeout(r, 120)); // below the room's bid budget
      if (!lot) continue; // between lots
      if (move.pass === 0) {
        await socket.emitAck('pass', { auctionPlayerId: lot.playerId, lotId: lot.lotId });
        continue;
      }
      const reason = whyCannotBid(state, teamId, Date.now())?.code ?? null;
      if (reason === 'LOT_CLOSING') continue; // the client's own last-second rule
      const ack = await socket.emitAck('bid', {
        auctionPlayerId: lot.playerId,
        biddingAmount: lakhsToCrores(minNextBidLakhs(lot)),
        lotId: lot.lotId,
      });
      expect(ack.success ? null : ack.error?.code).toBe(reason);
      probes += 1;
    }
    expect(probes).toBe(20);
  });
});
