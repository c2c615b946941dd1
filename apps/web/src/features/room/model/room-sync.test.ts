import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../testing/fake-socket';
import { batch, liveRoom, MY_TEAM, RIVAL_TEAM, type TestRoom } from '../testing/room-fixtures';
import type { AppliedStep } from './room-feed';
import { createRoomStore } from './room-store';
import { createRoomSync, REPAIR_TIMEOUT_MS } from './room-sync';

function setup(room: TestRoom = liveRoom()) {
  const socket = new FakeSocket();
  socket.connected = true;
  const store = createRoomStore({ now: () => room.now });
  const applied: AppliedStep[] = [];
  const sync = createRoomSync(socket, store, { onSteps: (steps) => applied.push(...steps) });
  sync.onSnapshot(room.snapshot());
  return { room, socket, store, sync, applied };
}

/** A gap: the next bid is missed, the one after it arrives. */
function gap(ctx: ReturnType<typeof setup>) {
  const from = ctx.store.getState().snapshot!.seq;
  const missed = ctx.room.bid(RIVAL_TEAM, 225);
  ctx.sync.onEvents(ctx.room.bid(MY_TEAM, 250));
  return { from, missed };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('room sync: repairing a gap', () => {
  it('applies live batches and hands their steps on for the effects', () => {
    const ctx = setup();
    ctx.sync.onEvents(ctx.room.bid(RIVAL_TEAM, 225));
    expect(ctx.applied.map((s) => s.event.type)).toEqual(['bidPlaced']);
    expect(ctx.socket.emitted).toEqual([]);
  });

  it('asks getEventsSince {seq} and applies the answer, then what waited', () => {
    const ctx = setup();
    const { from, missed } = gap(ctx);
    const asks = ctx.socket.sent('getEventsSince');
    expect(asks).toHaveLength(1);
    expect(asks[0]!.payload).toEqual({ seq: from });
    ctx.sync.onEvents(ctx.room.bid(RIVAL_TEAM, 275)); // arrives while asking: waits
    expect(ctx.socket.sent('getEventsSince')).toHaveLength(1);
    asks[0]!.ack!({ success: true, data: missed });
    expect(ctx.store.getState().room?.currentLot?.currentBidLakhs).toBe(275);
    expect(ctx.applied.map((s) => s.event.type)).toHaveLength(3);
    expect(ctx.store.getState().repair).toBeNull();
    expect(ctx.socket.sent('getRoomState')).toHaveLength(0);
  });

  it('falls back to getRoomState on GAP_TOO_LARGE, and retries it until a snapshot lands', () => {
    const ctx = setup();
    gap(ctx);
    ctx.socket.sent('getEventsSince')[0]!.ack!({
      success: false,
      error: { code: 'GAP_TOO_LARGE', message: 'Too far behind' },
    });
    expect(ctx.socket.sent('getRoomState')).toHaveLength(1);
    expect(ctx.store.getState().repair).toBe('snapshot');
    vi.advanceTimersByTime(REPAIR_TIMEOUT_MS);
    expect(ctx.socket.sent('getRoomState')).toHaveLength(2);
    ctx.sync.onSnapshot(ctx.room.snapshot());
    expect(ctx.store.getState().repair).toBeNull();
    expect(ctx.store.getState().room?.currentLot?.currentBidLakhs).toBe(250);
    vi.advanceTimersByTime(REPAIR_TIMEOUT_MS * 3);
    expect(ctx.socket.sent('getRoomState')).toHaveLength(2);
  });

  it('falls back to getRoomState when getEventsSince gets no answer in time (a late one is ignored)', () => {
    const ctx = setup();
    const { missed } = gap(ctx);
    vi.advanceTimersByTime(REPAIR_TIMEOUT_MS - 1);
    expect(ctx.socket.sent('getRoomState')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(ctx.socket.sent('getRoomState')).toHaveLength(1);
    ctx.socket.sent('getEventsSince')[0]!.ack!({ success: true, data: missed });
    expect(ctx.store.getState().repair).toBe('snapshot');
  });

  it('falls back to getRoomState when the answer does not close the gap', () => {
    const ctx = setup();
    const { from } = gap(ctx);
    ctx.socket.sent('getEventsSince')[0]!.ack!({ success: true, data: batch(from, []) });
    expect(ctx.socket.sent('getRoomState')).toHaveLength(1);
  });

  it('after a (re)connect, batches wait for the join snapshot; without one it asks', () => {
    const ctx = setup();
    ctx.sync.onConnected();
    ctx.sync.onEvents(ctx.room.bid(RIVAL_TEAM, 225));
    expect(ctx.store.getState().room?.currentLot?.currentBidLakhs).toBeNull();
    vi.advanceTimersByTime(REPAIR_TIMEOUT_MS);
    expect(ctx.socket.sent('getRoomState')).toHaveLength(1);
    ctx.sync.onSnapshot(ctx.room.snapshot());
    expect(ctx.store.getState().room?.currentLot?.currentBidLakhs).toBe(225);
  });
});
