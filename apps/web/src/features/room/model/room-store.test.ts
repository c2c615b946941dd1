import { currentMaxBidLakhs, type PlayerType } from '@bidxi/engine';
import { describe, expect, it } from 'vitest';
import {
  batch,
  liveRoom,
  ME,
  MY_TEAM,
  NEXT_PLAYER_ID,
  PLAYER_ID,
  poolPlayer,
  RIVAL,
  RIVAL_TEAM,
  type TestRoom,
} from '../testing/room-fixtures';
import { createRoomStore } from './room-store';

function joined(room: TestRoom = liveRoom()) {
  const store = createRoomStore({ now: () => room.now });
  store.getState().receiveSnapshot(room.snapshot());
  return store;
}

const chat = (id: string, userId: string) => ({
  id,
  userId,
  username: 'x',
  message: 'hello',
  timestamp: new Date().toISOString(),
});

describe('room store: the engine feed', () => {
  it('applies the next batch with evolve and shows the new price', () => {
    const room = liveRoom();
    const store = joined(room);
    const result = store.getState().receiveEvents(room.bid(RIVAL_TEAM, 225));
    expect(result.outcome).toBe('applied');
    expect(result.steps.map((s) => s.event.type)).toEqual(['bidPlaced']);
    const view = store.getState().room!;
    expect(view.seq).toBe(room.state.version);
    expect(view.currentLot?.currentBidLakhs).toBe(225);
    expect(view.lastBids[0]).toMatchObject({ userId: RIVAL, username: 'rival', amountLakhs: 225 });
    expect(store.getState().snapshot?.state).toEqual(room.state); // the server's state, evolved here
  });

  it('ignores a batch already applied and applies only the new part of an overlapping one', () => {
    const room = liveRoom();
    const store = joined(room);
    const first = room.bid(RIVAL_TEAM, 225);
    store.getState().receiveEvents(first);
    expect(store.getState().receiveEvents(first).outcome).toBe('stale');
    const second = room.bid(MY_TEAM, 250);
    const overlap = batch(second.seq, [...first.events, ...second.events]);
    expect(store.getState().receiveEvents(overlap).outcome).toBe('applied');
    expect(store.getState().room?.currentLot?.bidCount).toBe(2);
  });

  it('reports a gap, buffers what follows, and the repair answer applies in seq order', () => {
    const room = liveRoom();
    const store = joined(room);
    const at = store.getState().snapshot!.seq;
    const missed = room.bid(RIVAL_TEAM, 225);
    const ahead = room.bid(MY_TEAM, 250);
    expect(store.getState().receiveEvents(ahead).outcome).toBe('gap');
    expect(store.getState().repair).toBe('events');
    expect(store.getState().room?.seq).toBe(at); // nothing applied past the gap
    const later = room.bid(RIVAL_TEAM, 275);
    expect(store.getState().receiveEvents(later).outcome).toBe('buffered');

    const result = store.getState().receiveEvents(missed, true);
    expect(result.outcome).toBe('applied');
    expect(result.steps.map((s) => s.event.type)).toEqual(['bidPlaced', 'bidPlaced', 'bidPlaced']);
    expect(store.getState().room?.currentLot?.currentBidLakhs).toBe(275);
    expect(store.getState().repair).toBeNull();
    expect(store.getState().buffer).toEqual([]);
  });

  it('a snapshot replaces the room and the batches after it apply on top', () => {
    const room = liveRoom();
    const store = joined(room);
    store.getState().startRepair('snapshot');
    room.bid(RIVAL_TEAM, 225);
    const snapshot = room.snapshot({ roomSize: 3 });
    const after = room.bid(MY_TEAM, 250);
    expect(store.getState().receiveEvents(after).outcome).toBe('buffered');
    expect(store.getState().receiveSnapshot(snapshot).outcome).toBe('applied');
    const view = store.getState().room!;
    expect(view.currentLot?.currentBidLakhs).toBe(250);
    expect(view.roomSize).toBe(3);
    expect(store.getState().repair).toBeNull();
  });

  it('buffers batches that arrive before the first roomState', () => {
    const room = liveRoom();
    const snapshot = room.snapshot();
    const store = createRoomStore({ now: () => room.now });
    expect(store.getState().receiveEvents(room.bid(RIVAL_TEAM, 225)).outcome).toBe('buffered');
    store.getState().receiveSnapshot(snapshot);
    expect(store.getState().room?.currentLot?.currentBidLakhs).toBe(225);
  });

  it('asks for a snapshot when an event cannot follow the state', () => {
    const room = liveRoom();
    const store = joined(room);
    const seq = store.getState().snapshot!.seq;
    const bogus = batch(seq + 1, [
      { type: 'bidPlaced', lotId: 99, teamId: RIVAL_TEAM, amountLakhs: 300, at: 0, closesAt: 1 },
    ]);
    expect(store.getState().receiveEvents(bogus).outcome).toBe('resync');
    expect(store.getState().repair).toBe('snapshot');
    expect(store.getState().room?.seq).toBe(seq);
  });

  it('sells the lot: squad, status, purse and the result between lots, from one event', () => {
    const room = liveRoom({ bidLakhs: 250, bidderTeamId: MY_TEAM });
    const store = joined(room);
    store.getState().receiveEvents(room.close());
    const view = store.getState().room!;
    const mine = view.teams.find((t) => t.teamId === MY_TEAM)!;
    expect(view.currentLot).toBeNull();
    expect(mine.squad).toHaveLength(1);
    expect(mine.purseRemainingLakhs).toBe(9_750);
    expect(view.players.find((p) => p.auctionPlayerId === PLAYER_ID)?.status).toBe('SOLD');
    expect(view.lastResult).toMatchObject({ status: 'SOLD', username: 'me', amount: 2.5 });
    // The next lot may open after the pause: the engine's nextLotOpensAt.
    const closedAt = room.state.lastClosedAt!;
    expect(view.nextLotAt).toBe(new Date(closedAt + 3_000).toISOString());
    store.getState().receiveEvents(room.open());
    expect(store.getState().room?.lastResult).toBeNull();
    expect(store.getState().room?.nextLotAt).toBeNull();
    expect(store.getState().room?.currentLot?.auctionPlayerId).toBe(NEXT_PLAYER_ID);
  });

  it('marks chat from others unread unless the chat tab is open', () => {
    const store = joined();
    store.getState().receiveChat(chat('a', ME), ME);
    expect(store.getState().hasUnreadChat).toBe(false);
    store.getState().receiveChat(chat('b', RIVAL), ME);
    expect(store.getState().hasUnreadChat).toBe(true);
    store.getState().openSheet('chat');
    expect(store.getState().hasUnreadChat).toBe(false);
    store.getState().receiveChat(chat('c', RIVAL), ME);
    expect(store.getState().hasUnreadChat).toBe(false);
    store.getState().receiveChat(chat('c', RIVAL), ME);
    expect(store.getState().room?.chat.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('presence: present teams from the engine, and who is connected on each team', () => {
    const store = joined();
    expect(store.getState().room?.presentTeamCount).toBe(2);
    store.getState().setPresence({ roomSize: 1, connectedUserIds: [ME] });
    const view = store.getState().room!;
    expect(view.presentTeamCount).toBe(1);
    expect(view.teams.find((t) => t.teamId === RIVAL_TEAM)?.isConnected).toBe(false);
    store.getState().userConnected(RIVAL);
    expect(store.getState().room?.presentTeamCount).toBe(2);
  });
});

describe('room store: identity of unchanged views', () => {
  it('a bid keeps the players and teams (arrays and items) identical', () => {
    const room = liveRoom();
    const store = joined(room);
    const before = store.getState().room!;
    store.getState().receiveEvents(room.bid(RIVAL_TEAM, 225));
    const after = store.getState().room!;
    expect(after.currentLot).not.toBe(before.currentLot);
    expect(after.players).toBe(before.players);
    expect(after.teams).toBe(before.teams);
    expect(after.auction).toBe(before.auction);
  });

  it('a sale changes the buyer and the player only; chat changes nothing else', () => {
    const room = liveRoom({ bidLakhs: 300 });
    const store = joined(room);
    const before = store.getState().room!;
    store.getState().receiveEvents(room.close());
    const after = store.getState().room!;
    const byTeam = (r: typeof before, id: string) => r.teams.find((t) => t.teamId === id);
    const byPlayer = (r: typeof before, id: string) =>
      r.players.find((p) => p.auctionPlayerId === id);
    expect(byTeam(after, RIVAL_TEAM)).not.toBe(byTeam(before, RIVAL_TEAM));
    expect(byTeam(after, MY_TEAM)).toBe(byTeam(before, MY_TEAM));
    expect(byPlayer(after, PLAYER_ID)).not.toBe(byPlayer(before, PLAYER_ID));
    expect(byPlayer(after, NEXT_PLAYER_ID)).toBe(byPlayer(before, NEXT_PLAYER_ID));

    store.getState().receiveChat(chat('x', RIVAL), ME);
    const chatted = store.getState().room!;
    expect(chatted.teams).toBe(after.teams);
    expect(chatted.players).toBe(after.players);
  });
});

describe('room store: max bids', () => {
  it("a team's max bid follows the player on the block though its book did not change", () => {
    // A pool that can complete an XI, so the reserve applies: the cheap bowler goes first.
    const row = (type: PlayerType, basePriceLakhs: number, lotGroup: number) => ({
      type,
      basePriceLakhs,
      lotGroup,
    });
    const rows = [
      row('Bowler', 50, 1),
      ...[1, 2, 3, 4].map(() => row('Bowler', 100, 2)),
      ...[1, 2, 3, 4].map(() => row('Batter', 50, 2)),
      ...[1, 2].map(() => row('Wicket-Keeper', 50, 2)),
      ...[1, 2].map(() => row('All-Rounder', 50, 2)),
    ];
    const players = rows.map((r, i) =>
      poolPlayer({ ...r, id: `p${i}`, name: `Player ${i}`, sheetIndex: i }),
    );
    const room = liveRoom({ players });
    const store = joined(room);
    const mine = () => store.getState().room!.teams.find((t) => t.teamId === MY_TEAM)!;
    const before = mine();
    expect(before.maxBidLakhs).toBe(currentMaxBidLakhs(room.state, MY_TEAM));
    store.getState().receiveEvents(room.bid(RIVAL_TEAM, 100));
    expect(mine()).toBe(before); // a bid moves no max bid
    store.getState().receiveEvents(room.close());
    store.getState().receiveEvents(room.open());
    expect(mine().maxBidLakhs).toBe(currentMaxBidLakhs(room.state, MY_TEAM));
    expect(mine().maxBidLakhs).not.toBe(before.maxBidLakhs);
  });
});

describe('room store: offline and back', () => {
  it('freezes on the room as it was when the connection dropped', () => {
    const room = liveRoom();
    const store = joined(room);
    store.getState().setConnection('connected');
    const state = store.getState().snapshot!.state;
    store.getState().setConnection('reconnecting');
    expect(store.getState().offlineSince).toEqual({ state, atMs: room.now });
  });

  it('tells what happened meanwhile once the snapshot after the reconnect arrives', () => {
    const room = liveRoom();
    const store = joined(room);
    store.getState().setConnection('connected');
    store.getState().setConnection('reconnecting');
    room.bid(RIVAL_TEAM, 300);
    room.close();
    store.getState().setConnection('connected');
    store.getState().startRepair('snapshot');
    store.getState().receiveSnapshot(room.snapshot());
    expect(store.getState().offlineSince).toBeNull();
    expect(store.getState().catchUp).toMatchObject({
      headline: 'Rohit Sharma sold to rival for 3 Cr',
      lines: [],
    });
    expect(store.getState().announcement.text).toBe('Rohit Sharma sold to rival for 3 Cr');
    expect(store.getState().room?.lastResult).toMatchObject({ playerName: 'Rohit Sharma' });
  });

  it('says nothing when nothing happened while away', () => {
    const room = liveRoom();
    const store = joined(room);
    store.getState().setConnection('connected');
    store.getState().setConnection('reconnecting');
    store.getState().setConnection('connected');
    store.getState().receiveSnapshot(room.snapshot());
    expect(store.getState().catchUp).toBeNull();
    expect(store.getState().offlineSince).toBeNull();
  });
});
