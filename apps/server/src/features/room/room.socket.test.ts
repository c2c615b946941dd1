import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  roomView,
  type ActivePlayerDetail,
  type AskNewPlayer,
  type NewBid,
  type RoomSnapshot,
} from '@bidxi/protocol';
import { auctions, teams } from '../../db/schema/index';
import type { TestApp } from '../../test/build-app';
import { closeListening, listenTestApp } from '../../test/listening-app';
import { createLiveAuction, type PoolRow } from '../../test/auction-fixtures';
import { adminToken, signUp, type TestUser } from '../../test/factories';
import { connectRoom, type TestSocket } from '../../test/socket-client';

let t: TestApp;
let baseUrl: string;
const open: TestSocket[] = [];

beforeAll(async () => ({ t, baseUrl } = await listenTestApp()));
afterAll(() => closeListening(t, open));

async function join(
  user: TestUser,
  auctionId: string,
  extra: { deviceId?: string; takeover?: boolean } = {},
) {
  const s = await connectRoom(baseUrl, { token: user.token, auctionId, ...extra });
  open.push(s);
  return s;
}

const batters = (n: number, base = 50): PoolRow[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `Batter ${i}`,
    type: 'Batter',
    basePriceLakhs: base,
  }));

async function users(n: number) {
  const out: TestUser[] = [];
  for (let i = 0; i < n; i++) out.push(await signUp(t.app));
  return out;
}

describe('room: joining', () => {
  it('sends roomState on join, refuses strangers, and opens a lot only once two teams are present', async () => {
    const [a, b, stranger] = await users(3);
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: batters(3),
      ownerIds: [a!.id, b!.id],
    });
    const sa = await join(a!, auction.id);
    const state = roomView(await sa.waitFor<RoomSnapshot>('roomState'), Date.now());
    expect(state.auction.id).toBe(auction.id);
    expect(state.players).toHaveLength(3);
    expect(state.myTeamId).not.toBeNull();
    await new Promise((r) => setTimeout(r, 1500));
    expect(sa.events.some((e) => e.name === 'activePlayerDetail')).toBe(false);

    await expect(
      connectRoom(baseUrl, { token: stranger!.token, auctionId: auction.id }),
    ).rejects.toThrow(/not registered/);

    const sb = await join(b!, auction.id);
    const lot = await sb.waitFor<ActivePlayerDetail>('activePlayerDetail');
    expect(lot.player.name).toMatch(/^Batter 0/);
    expect(lot.lot.currentBid).toBeNull();
    expect(Date.parse(lot.closesAt) - Date.parse(lot.serverTime)).toBeGreaterThan(2000);
  });

  it('announces a joining user to the room and lists everyone present in auctionRoomSize', async () => {
    const [a, b] = await users(2);
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: batters(2),
      ownerIds: [a!.id, b!.id],
    });
    const sa = await join(a!, auction.id);
    await sa.waitFor<RoomSnapshot>('roomState');
    const announced = sa.waitFor<{ userId: string }>('newUserConnected', (e) => e.userId === b!.id);
    const sized = sa.waitFor<{ roomSize: number; connectedUserIds: string[] }>(
      'auctionRoomSize',
      (e) => e.roomSize === 2,
    );
    await join(b!, auction.id);
    expect((await announced).userId).toBe(b!.id);
    expect((await sized).connectedUserIds.sort()).toEqual([a!.id, b!.id].sort());
  });

  it('counts only players in the room size: the admin desk watching is not one', async () => {
    const [a, b] = await users(2);
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: batters(2),
      ownerIds: [a!.id, b!.id],
    });
    const sa = await join(a!, auction.id);
    await sa.waitFor<RoomSnapshot>('roomState');
    await join(b!, auction.id);
    const desk = await connectRoom(baseUrl, {
      token: await adminToken(t.app),
      auctionId: auction.id,
      feed: 'engine',
    });
    open.push(desk);
    const deskState = await desk.waitFor<RoomSnapshot>('roomState');
    expect(deskState.roomSize).toBe(2);
    expect(await sa.emitAck('getAuctionRoomSize', {})).toMatchObject({
      success: true,
      data: { roomSize: 2 },
    });
    const last = sa.events.filter((e) => e.name === 'auctionRoomSize').at(-1)?.payload as
      { roomSize: number; connectedUserIds: string[] } | undefined;
    expect(last?.connectedUserIds.sort()).toEqual([a!.id, b!.id].sort());
  });
});

describe('room: bidding', () => {
  it('two users bid alternately; the winner pays the hammer price from the purse', async () => {
    const [a, b] = await users(2);
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: batters(2),
      ownerIds: [a!.id, b!.id],
      lotWindowMs: 4000,
      bidWindowMs: 1500,
    });
    const sa = await join(a!, auction.id);
    const sb = await join(b!, auction.id);
    const lot = await sa.waitFor<ActivePlayerDetail>('activePlayerDetail');
    const id = lot.playerId;

    expect((await sa.emitAck('bid', { auctionPlayerId: id, biddingAmount: 0.5 })).success).toBe(
      true,
    );
    const again = await sa.emitAck('bid', { auctionPlayerId: id, biddingAmount: 0.75 });
    expect(again).toMatchObject({
      success: false,
      error: { code: 'ALREADY_HIGHEST', message: 'You are already the highest bidder!' },
    });
    const low = await sb.emitAck('bid', { auctionPlayerId: id, biddingAmount: 0.6 });
    expect(low).toMatchObject({ success: false, error: { code: 'BID_TOO_LOW' } });
    expect((await sb.emitAck('bid', { auctionPlayerId: id, biddingAmount: 0.75 })).success).toBe(
      true,
    );
    expect((await sa.emitAck('bid', { auctionPlayerId: id, biddingAmount: 1 })).success).toBe(true);
    const lastBid = await sb.waitFor<NewBid>('newBid', (b) => b.amount === 1);
    expect(lastBid.highestBidderId).toBe(a!.id);

    const sold = await sb.waitFor<AskNewPlayer>(
      'askNewPlayer',
      (e) => e.auctionPlayerId === id,
      6000,
    );
    expect(sold).toMatchObject({ status: 'SOLD', userId: a!.id, amount: 1 });
    const [teamA] = await t.app.deps.database.db
      .select()
      .from(teams)
      .where(eq(teams.ownerId, a!.id));
    expect(teamA!.purseRemainingLakhs).toBe(10_000 - 100);
  });

  it('of 20 clients sending the same amount at once exactly one is accepted', async () => {
    const players = await users(20);
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: batters(1),
      ownerIds: players.map((p) => p.id),
      lotWindowMs: 8000,
    });
    const sockets = await Promise.all(players.map((p) => join(p, auction.id)));
    const lot = await sockets[0]!.waitFor<ActivePlayerDetail>('activePlayerDetail');
    const acks = await Promise.all(
      sockets.map((s) => s.emitAck('bid', { auctionPlayerId: lot.playerId, biddingAmount: 0.5 })),
    );
    expect(acks.filter((a) => a.success)).toHaveLength(1);
    for (const a of acks.filter((x) => !x.success))
      expect(['BID_TOO_LOW', 'ALREADY_HIGHEST']).toContain(a.error?.code);
  });

  it('refuses a bid received 1 ms after the close, and at the close, but takes one 1 ms before', async () => {
    const [a, b] = await users(2);
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: batters(1),
      ownerIds: [a!.id, b!.id],
      lotWindowMs: 60_000,
    });
    await join(a!, auction.id);
    const sb = await join(b!, auction.id);
    const lot = await sb.waitFor<ActivePlayerDetail>('activePlayerDetail');
    const closesAt = Date.parse(lot.closesAt);
    // Judged at an exact receipt time, through the runner as a socket bid is.
    const runner = t.room.registry.room(auction.id);
    const bidAt = (receivedAtMs: number) =>
      runner.execute(
        { type: 'bidRequest', ownerId: a!.id, playerId: lot.playerId, amountLakhs: 50 },
        receivedAtMs,
        { userId: a!.id },
      );
    expect(await bidAt(closesAt + 1)).toMatchObject({ ok: false, error: { code: 'LOT_CLOSED' } });
    expect(await bidAt(closesAt)).toMatchObject({ ok: false, error: { code: 'LOT_CLOSED' } });
    const accepted = await bidAt(closesAt - 1);
    expect(accepted.ok).toBe(true);
    expect(accepted.ok && accepted.state.currentLot?.currentBidLakhs).toBe(50);
  });

  it('refuses a fifth bowler and a bid over the purse with the spec messages', async () => {
    const [a, b] = await users(2);
    const pool: PoolRow[] = Array.from({ length: 5 }, (_, i) => ({
      name: `Bowler ${i}`,
      type: 'Bowler',
      basePriceLakhs: 50,
    }));
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool,
      ownerIds: [a!.id, b!.id],
      lotWindowMs: 1500,
      bidWindowMs: 300,
      pauseBetweenLotsMs: 50,
      budgetLimitLakhs: 1000,
    });
    const sa = await join(a!, auction.id);
    await join(b!, auction.id);
    for (let i = 0; i < 4; i++) {
      const lot = await sa.waitFor<ActivePlayerDetail>(
        'activePlayerDetail',
        (l) => l.player.name.startsWith(`Bowler ${i}`),
        8000,
      );
      expect(
        (await sa.emitAck('bid', { auctionPlayerId: lot.playerId, biddingAmount: 0.5 })).success,
      ).toBe(true);
      await sa.waitFor<AskNewPlayer>(
        'askNewPlayer',
        (e) => e.auctionPlayerId === lot.playerId,
        8000,
      );
    }
    const fifth = await sa.waitFor<ActivePlayerDetail>(
      'activePlayerDetail',
      (l) => l.player.name.startsWith('Bowler 4'),
      8000,
    );
    const refused = await sa.emitAck('bid', {
      auctionPlayerId: fifth.playerId,
      biddingAmount: 0.5,
    });
    expect(refused).toMatchObject({
      success: false,
      error: { code: 'ROLE_LIMIT', message: 'You cannot have more than 4 Bowler(s).' },
    });
    await sa.waitFor('error', (e: { code?: string }) => e.code === 'ROLE_LIMIT');
    const sb = open.at(-1)!;
    const over = await sb.emitAck('bid', { auctionPlayerId: fifth.playerId, biddingAmount: 10.05 });
    expect(over).toMatchObject({
      success: false,
      error: { code: 'PURSE_EXCEEDED', message: 'Not enough money in purse' },
    });
  });

  it('lets a participant pull an unsold player back once', async () => {
    const [a, b] = await users(2);
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: batters(3),
      ownerIds: [a!.id, b!.id],
      lotWindowMs: 500,
      pauseBetweenLotsMs: 50,
    });
    const sa = await join(a!, auction.id);
    await join(b!, auction.id);
    const unsold = await sa.waitFor<AskNewPlayer>(
      'askNewPlayer',
      (e) => e.status === 'UNSOLD',
      8000,
    );
    const first = await sa.emitAck('pullBackPlayer', {
      auctionID: auction.id,
      auctionPlayerId: unsold.auctionPlayerId,
    });
    expect(first.success).toBe(true);
    await sa.waitFor(
      'playerPulledBack',
      (e: { auctionPlayerId: string }) => e.auctionPlayerId === unsold.auctionPlayerId,
    );
    // The spec's status event comes beside the richer ones: unsold, then available again.
    type StatusChanged = { seq: number; auctionPlayerId: string; status: string };
    const statusOf = (status: string) =>
      sa.waitFor<StatusChanged>(
        'playerStatusChanged',
        (e) => e.auctionPlayerId === unsold.auctionPlayerId && e.status === status,
      );
    expect((await statusOf('UNSOLD')).seq).toBe(unsold.seq);
    expect((await statusOf('AVAILABLE')).seq).toBeGreaterThan(unsold.seq);
    const reopened = await sa.waitFor<AskNewPlayer>(
      'askNewPlayer',
      (e) => e.auctionPlayerId === unsold.auctionPlayerId && e.seq > unsold.seq,
      8000,
    );
    expect(reopened.status).toBe('UNSOLD');
    const second = await sa.emitAck('pullBackPlayer', {
      auctionID: auction.id,
      auctionPlayerId: unsold.auctionPlayerId,
    });
    expect(second).toMatchObject({ success: false, error: { code: 'PULLBACK_USED' } });
  });
});

describe('room: sessions', () => {
  it('gives a reconnecting client a roomState equal to the database', async () => {
    const [a, b] = await users(2);
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: batters(2),
      ownerIds: [a!.id, b!.id],
      lotWindowMs: 600,
      bidWindowMs: 300,
      pauseBetweenLotsMs: 50,
    });
    const sa = await join(a!, auction.id, { deviceId: 'device-a-1' });
    await join(b!, auction.id);
    const lot = await sa.waitFor<ActivePlayerDetail>('activePlayerDetail');
    await sa.emitAck('bid', { auctionPlayerId: lot.playerId, biddingAmount: 0.5 });
    await sa.waitFor<AskNewPlayer>('askNewPlayer', (e) => e.auctionPlayerId === lot.playerId, 5000);
    sa.close();
    const again = await join(a!, auction.id, { deviceId: 'device-a-1' });
    const state = roomView(await again.waitFor<RoomSnapshot>('roomState'), Date.now());
    const dbTeams = await t.app.deps.database.db
      .select()
      .from(teams)
      .where(eq(teams.auctionId, auction.id));
    for (const team of dbTeams) {
      const view = state.teams.find((x) => x.teamId === team.id)!;
      expect(view.purseRemainingLakhs).toBe(team.purseRemainingLakhs);
    }
    const mine = state.teams.find((x) => x.ownerId === a!.id)!;
    expect(mine.squad.map((s) => s.auctionPlayerId)).toEqual([lot.playerId]);
    expect(state.players.find((p) => p.auctionPlayerId === lot.playerId)).toMatchObject({
      status: 'SOLD',
      soldPrice: 0.5,
    });
  });

  it('refuses a second device, and lets the same device take over', async () => {
    const [a, b] = await users(2);
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: batters(2),
      ownerIds: [a!.id, b!.id],
    });
    const first = await join(a!, auction.id, { deviceId: 'phone-1111' });
    await first.waitFor('roomState');
    const second = await join(a!, auction.id, { deviceId: 'laptop-2222' });
    const err = await second.waitFor<{ message: string }>('error');
    expect(err.message).toBe('Previous session not terminated!');
    await new Promise((r) => setTimeout(r, 200));
    expect(second.socket.connected).toBe(false);
    expect(first.socket.connected).toBe(true);

    const sameDevice = await join(a!, auction.id, { deviceId: 'phone-1111' });
    await sameDevice.waitFor('roomState');
    await new Promise((r) => setTimeout(r, 200));
    expect(first.socket.connected).toBe(false);
    expect(sameDevice.socket.connected).toBe(true);

    const takeover = await join(a!, auction.id, { deviceId: 'laptop-2222', takeover: true });
    await takeover.waitFor('roomState');
    await new Promise((r) => setTimeout(r, 200));
    expect(sameDevice.socket.connected).toBe(false);
  });

  it('refuses a client speaking another protocol version', async () => {
    const [a, b] = await users(2);
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: batters(1),
      ownerIds: [a!.id, b!.id],
    });
    await expect(
      connectRoom(baseUrl, { token: a!.token, auctionId: auction.id, protocolVersion: 0 }),
    ).rejects.toMatchObject({
      data: { code: 'CLIENT_TOO_OLD' },
    });
  });

  it('refuses unknown events and malformed payloads with a reason', async () => {
    const [a, b] = await users(2);
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: batters(1),
      ownerIds: [a!.id, b!.id],
    });
    const sa = await join(a!, auction.id);
    expect(await sa.emitAck('dropTables', {})).toMatchObject({
      success: false,
      error: { code: 'UNKNOWN_EVENT' },
    });
    expect(
      await sa.emitAck('bid', { auctionPlayerId: 'nope', biddingAmount: 'lots' }),
    ).toMatchObject({ success: false, error: { code: 'VALIDATION' } });
    expect(await sa.emitAck('sendChatMessage', { message: ' x ' })).toMatchObject({
      success: false,
      error: { code: 'VALIDATION' },
    });
    const ok = await sa.emitAck<{ message: string }>('sendChatMessage', {
      message: 'Good luck all',
    });
    expect(ok.data?.message).toBe('Good luck all');
  });
});

describe("room: a league's organiser who does not play", () => {
  it('enters as a watcher (not counted in the room size); another stranger is refused', async () => {
    const [a, b, organiser, stranger] = await users(4);
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: batters(2),
      ownerIds: [a!.id, b!.id],
    });
    await t.app.deps.database.db
      .update(auctions)
      .set({ organiserId: organiser!.id })
      .where(eq(auctions.id, auction.id));
    const sa = await join(a!, auction.id);
    await sa.waitFor<RoomSnapshot>('roomState');
    await join(b!, auction.id);
    const desk = await join(organiser!, auction.id);
    const state = await desk.waitFor<RoomSnapshot>('roomState');
    expect(state.myTeamId).toBeNull();
    expect(state.roomSize).toBe(2);
    await expect(join(stranger!, auction.id)).rejects.toThrow(/not registered/i);
  });
});
