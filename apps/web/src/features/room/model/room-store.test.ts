import { describe, expect, it } from 'vitest';
import { ME, newBid, roomState, RIVAL } from '../testing/room-fixtures';
import { createRoomStore } from './room-store';

function joined(seq = 10) {
  const store = createRoomStore();
  store.getState().ingest({ type: 'roomState', payload: roomState({ seq }) }, ME);
  return store;
}

describe('room store', () => {
  it('applies the next seq and moves the price', () => {
    const store = joined();
    expect(store.getState().ingest({ type: 'newBid', payload: newBid(11, 225) }, ME)).toBe(
      'applied',
    );
    const room = store.getState().room!;
    expect(room.seq).toBe(11);
    expect(room.currentLot?.currentBidLakhs).toBe(225);
    expect(room.lastBids[0]?.userId).toBe(RIVAL);
  });

  it('applies another event of the current seq (several per step) and drops older ones', () => {
    const store = joined();
    store.getState().ingest({ type: 'newBid', payload: newBid(11, 225) }, ME);
    const bids = [newBid(11, 225).bid];
    expect(
      store.getState().ingest(
        {
          type: 'currentPlayerBids',
          payload: { seq: 11, auctionPlayerId: newBid(11, 225).auctionPlayerId, bids },
        },
        ME,
      ),
    ).toBe('applied');
    expect(store.getState().ingest({ type: 'newBid', payload: newBid(9, 200) }, ME)).toBe('stale');
    expect(store.getState().room?.currentLot?.currentBidLakhs).toBe(225);
  });

  it('reports a gap, buffers what follows, and a roomState replays the buffer in seq order', () => {
    const store = joined();
    expect(store.getState().ingest({ type: 'newBid', payload: newBid(13, 275) }, ME)).toBe('gap');
    expect(store.getState().isResyncing).toBe(true);
    expect(store.getState().room?.seq).toBe(10); // nothing applied past the gap
    expect(store.getState().ingest({ type: 'newBid', payload: newBid(14, 300) }, ME)).toBe(
      'buffered',
    );

    // The snapshot is at 12: 13 and 14 from the buffer follow it, in order.
    const snapshot = roomState({ seq: 12, lastBids: [newBid(12, 250).bid] });
    expect(store.getState().ingest({ type: 'roomState', payload: snapshot }, ME)).toBe('applied');
    const room = store.getState().room!;
    expect(room.seq).toBe(14);
    expect(room.currentLot?.currentBidLakhs).toBe(300);
    expect(store.getState().isResyncing).toBe(false);
    expect(store.getState().buffer).toEqual([]);
  });

  it('asks again when the snapshot is still behind the buffered events', () => {
    const store = joined();
    store.getState().ingest({ type: 'newBid', payload: newBid(15, 300) }, ME);
    expect(
      store.getState().ingest({ type: 'roomState', payload: roomState({ seq: 12 }) }, ME),
    ).toBe('gap');
    expect(store.getState().isResyncing).toBe(true);
    expect(store.getState().room?.seq).toBe(12);
  });

  it('roomState replaces everything the client held', () => {
    const store = joined();
    store.getState().ingest({ type: 'newBid', payload: newBid(11, 225) }, ME);
    store.getState().ingest(
      {
        type: 'receiveChatMessage',
        payload: {
          id: 'c1',
          userId: RIVAL,
          username: 'rival',
          message: 'hi',
          timestamp: new Date().toISOString(),
        },
      },
      ME,
    );
    const fresh = roomState({
      seq: 40,
      currentLot: null,
      phase: 'BETWEEN_LOTS',
      chat: [],
      roomSize: 3,
    });
    store.getState().ingest({ type: 'roomState', payload: fresh }, ME);
    const room = store.getState().room!;
    expect(room.seq).toBe(40);
    expect(room.currentLot).toBeNull();
    expect(room.chat).toEqual([]);
    expect(room.roomSize).toBe(3);
    expect(room.lastBids).toEqual([]);
  });

  it('buffers numbered events that arrive before the first roomState', () => {
    const store = createRoomStore();
    expect(store.getState().ingest({ type: 'newBid', payload: newBid(11, 225) }, ME)).toBe(
      'buffered',
    );
    store.getState().ingest({ type: 'roomState', payload: roomState({ seq: 10 }) }, ME);
    expect(store.getState().room?.currentLot?.currentBidLakhs).toBe(225);
  });

  it('sells the lot: squad, status and purse from the same step', () => {
    const store = joined();
    store.getState().ingest({ type: 'newBid', payload: newBid(11, 250, ME) }, ME);
    const sold = {
      seq: 12,
      serverTime: new Date().toISOString(),
      status: 'SOLD' as const,
      auctionPlayerId: newBid(11, 250).auctionPlayerId,
      playerName: 'Rohit Sharma',
      userId: ME,
      teamId: 't-me',
      username: 'me',
      amount: 2.5,
      remainingPlayerCount: 0,
      nextLotAt: null,
    };
    store.getState().ingest({ type: 'askNewPlayer', payload: sold }, ME);
    store.getState().ingest({ type: 'playerSold', payload: sold }, ME);
    store.getState().ingest(
      {
        type: 'budgetUpdate',
        payload: {
          seq: 12,
          teams: [{ teamId: 't-me', purseRemaining: 97.5, purseRemainingLakhs: 9750 }],
        },
      },
      ME,
    );
    const room = store.getState().room!;
    const mine = room.teams.find((t) => t.teamId === 't-me')!;
    expect(room.currentLot).toBeNull();
    expect(mine.squad).toHaveLength(1); // not twice, though two events carried it
    expect(mine.purseRemainingLakhs).toBe(9750);
    expect(room.players[0]?.status).toBe('SOLD');
    expect(room.lastResult?.username).toBe('me');
  });

  it('marks chat from others unread unless the chat tab is open', () => {
    const store = joined();
    const msg = (id: string, userId: string) => ({
      type: 'receiveChatMessage' as const,
      payload: { id, userId, username: 'x', message: 'hello', timestamp: new Date().toISOString() },
    });
    store.getState().ingest(msg('a', ME), ME);
    expect(store.getState().hasUnreadChat).toBe(false);
    store.getState().ingest(msg('b', RIVAL), ME);
    expect(store.getState().hasUnreadChat).toBe(true);
    store.getState().openSheet('chat');
    expect(store.getState().hasUnreadChat).toBe(false);
    store.getState().ingest(msg('c', RIVAL), ME);
    expect(store.getState().hasUnreadChat).toBe(false);
  });

  it('keeps untouched teams and players identical, so their views do not re-render', () => {
    const store = joined();
    const before = store.getState().room!;
    store.getState().ingest({ type: 'newBid', payload: newBid(11, 225) }, ME);
    const after = store.getState().room!;
    expect(after.teams).toBe(before.teams);
    expect(after.players).toBe(before.players);
  });
});
