import { describe, expect, it } from 'vitest';
import { liveRoom, MY_TEAM, RIVAL_TEAM } from '@/features/room/testing/room-fixtures';
import { applyBatches, type OrganiserRoom } from './use-organiser-room';

/** The desk's room at the fixture's snapshot. */
function desk() {
  const room = liveRoom();
  const start: OrganiserRoom = { state: room.snapshot().state, offsetMs: 0 };
  return { room, start };
}

describe('the organiser desk follows the room feed', () => {
  it('applies the next batch and drops one already applied', () => {
    const { room, start } = desk();
    const next = room.bid(RIVAL_TEAM, 225);
    const fed = applyBatches(start, [next])!;
    expect(fed.room.state.currentLot?.currentBidLakhs).toBe(225);
    expect(fed.waiting).toEqual([]);
    expect(applyBatches(fed.room, [next])!.room).toBe(fed.room);
  });

  it('keeps a batch behind a gap waiting, and applies both once the missing one comes', () => {
    const { room, start } = desk();
    const missed = room.bid(RIVAL_TEAM, 225);
    const ahead = room.bid(MY_TEAM, 250);
    const held = applyBatches(start, [ahead])!;
    expect(held.room).toBe(start);
    expect(held.waiting).toEqual([ahead]);
    const fed = applyBatches(held.room, [...held.waiting, missed])!;
    expect(fed.room.state.currentLot?.currentBidLakhs).toBe(250);
    expect(fed.waiting).toEqual([]);
  });
});
