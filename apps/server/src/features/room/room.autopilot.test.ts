// Autopilot over real sockets: the owner turns it on (others see that, not its ceiling), it bids
// for the team one increment at a time, the owner's own bid takes over; and an owner who had no
// connection for a whole lot finds their team on autopilot, and is told so, when they come back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionEvent } from '@bidxi/engine';
import type { RoomEventsMessage } from '@bidxi/protocol';
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

// One star (fair value 2.5 Cr at a 50 L base) and squad batters.
const pool = (n: number): PoolRow[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `Batter ${i}`,
    type: 'Batter',
    basePriceLakhs: 50,
    slotPoints: Array<number>(11).fill(i === 0 ? 900 : 100),
  }));

async function threeTeams(o: { lotWindowMs: number; bidWindowMs: number; players: number }) {
  const users = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  const { auction } = await createLiveAuction(t.app.deps.database.db, {
    pool: pool(o.players),
    ownerIds: users.map((u) => u.id),
    lotWindowMs: o.lotWindowMs,
    bidWindowMs: o.bidWindowMs,
    pauseBetweenLotsMs: 500,
  });
  return { users: users as [TestUser, TestUser, TestUser], auctionId: auction.id };
}

const eventsOf = (s: TestSocket): AuctionEvent[] =>
  s.events
    .filter((e) => e.name === 'roomEvents')
    .flatMap((e) => (e.payload as RoomEventsMessage).events);

const hasEvent = (pred: (e: AuctionEvent) => boolean) => (m: RoomEventsMessage) =>
  m.events.some(pred);

describe('room: autopilot', () => {
  it(
    'setAutopilot bids for the team by one increment; the owner’s bid takes over',
    { timeout: 20_000 },
    async () => {
      const { users, auctionId } = await threeTeams({
        lotWindowMs: 60_000,
        bidWindowMs: 30_000,
        players: 2,
      });
      const [a, b, c] = users;
      const sa = await join(a, auctionId, 'engine');
      const sb = await join(b, auctionId, 'engine');
      await join(c, auctionId);
      await sb.waitFor(
        'roomEvents',
        hasEvent((e) => e.type === 'lotOpened'),
      );
      const { state } = (await t.room.registry.room(auctionId).snapshot())!;
      const teamA = Object.values(state.teams).find((team) => team.ownerId === a.id)!.teamId;
      const lot = state.currentLot!;

      const on = await sa.emitAck('setAutopilot', { enabled: true, maxAmount: 2 });
      expect(on.success).toBe(true);
      // B sees that A is on autopilot, not A's ceiling.
      await sb.waitFor(
        'roomEvents',
        hasEvent((e) => e.type === 'autopilotSet'),
      );
      const shown = eventsOf(sb).find((e) => e.type === 'autopilotSet');
      expect(shown).toMatchObject({ teamId: teamA, enabled: true, reason: 'OWNER' });
      expect(shown).not.toHaveProperty('capLakhs');
      expect(eventsOf(sa).find((e) => e.type === 'autopilotSet')).toHaveProperty('capLakhs', 200);

      // Autopilot opens at the base price, then answers B's raise with the next increment.
      const isAutopilotBid = (amountLakhs: number) => (e: AuctionEvent) =>
        e.type === 'bidPlaced' && e.autopilot === true && e.amountLakhs === amountLakhs;
      await sb.waitFor('roomEvents', hasEvent(isAutopilotBid(50)));
      const raise = { auctionPlayerId: lot.playerId, lotId: lot.lotId };
      expect((await sb.emitAck('bid', { ...raise, biddingAmount: 0.75 })).success).toBe(true);
      await sb.waitFor('roomEvents', hasEvent(isAutopilotBid(100)));

      // B raises; A's owner bids at once: autopilot turns off, and no autopilot bid follows.
      expect((await sb.emitAck('bid', { ...raise, biddingAmount: 1.25 })).success).toBe(true);
      const mine = await sa.emitAck('bid', { ...raise, biddingAmount: 1.5 });
      expect(mine.success).toBe(true);
      await sb.waitFor(
        'roomEvents',
        hasEvent((e) => e.type === 'autopilotSet' && !e.enabled && e.reason === 'OWNER_BID'),
      );
      expect((await sb.emitAck('bid', { ...raise, biddingAmount: 1.75 })).success).toBe(true);
      await new Promise((r) => setTimeout(r, 1_500)); // longer than autopilot's reaction
      const after = await t.room.registry.room(auctionId).snapshot();
      expect(after!.state.autopilot[teamA]).toBeUndefined();
      expect(after!.state.currentLot?.currentBidLakhs).toBe(175);
    },
  );

  it(
    'turns on for an owner away for a whole lot, who is told on return',
    { timeout: 30_000 },
    async () => {
      const { users, auctionId } = await threeTeams({
        lotWindowMs: 1_500,
        bidWindowMs: 1_500,
        players: 6,
      });
      const [a, b, c] = users;
      const sb = await join(b, auctionId, 'engine');
      await join(c, auctionId);
      // Lot 1 runs and closes with A never connected: A's team goes on autopilot (AWAY).
      await sb.waitFor(
        'roomEvents',
        hasEvent((e) => e.type === 'autopilotSet' && e.enabled && e.reason === 'AWAY'),
        15_000,
      );
      // It bids for A on the next lot, and A is told on return.
      await sb.waitFor(
        'roomEvents',
        hasEvent((e) => e.type === 'bidPlaced' && e.autopilot === true),
        15_000,
      );
      const sa = await join(a, auctionId, 'engine');
      const told = await sa.waitFor<{ teamId: string; since: string }>('autopilotWhileAway');
      expect(Date.parse(told.since)).toBeLessThanOrEqual(Date.now());
      const turnOff = await sa.emitAck('setAutopilot', { enabled: false });
      expect(turnOff.success).toBe(true);
      const view = await t.room.registry.room(auctionId).snapshot();
      expect(view!.state.autopilot[told.teamId]).toBeUndefined();
    },
  );
});
