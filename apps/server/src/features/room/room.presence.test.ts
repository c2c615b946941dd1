import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROOM_SIZE_EVERY_MS, RoomSizeNotifier } from './room.presence';

afterEach(() => void vi.useRealTimers());

describe('RoomSizeNotifier', () => {
  it('sends the first room size at once, then at most one per interval during a join storm', () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const n = new RoomSizeNotifier(
      (id) => sent.push(id),
      () => 1000,
      () => Date.now(),
    );
    n.notify('a');
    vi.advanceTimersByTime(0);
    expect(sent).toEqual(['a']);
    // 1,000 joins within 2 s: one broadcast per (250 ms + 1 ms per user), not one per join.
    for (let i = 0; i < 1000; i++) {
      n.notify('a');
      vi.advanceTimersByTime(2);
    }
    vi.advanceTimersByTime(ROOM_SIZE_EVERY_MS + 1000);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(sent.length).toBeLessThanOrEqual(4);
    n.stop();
  });

  it('keeps rooms apart and sends nothing after stop', () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const n = new RoomSizeNotifier(
      (id) => sent.push(id),
      () => 2,
    );
    n.notify('a');
    n.notify('b');
    vi.advanceTimersByTime(0);
    expect(sent.sort()).toEqual(['a', 'b']);
    n.notify('a');
    n.stop();
    vi.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(2);
  });
});
