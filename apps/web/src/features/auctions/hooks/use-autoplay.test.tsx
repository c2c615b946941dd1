import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_MS, swipeDirection, useAutoplay } from '@/features/auctions/hooks/use-autoplay';

describe('LIVE carousel autoplay', () => {
  it('advances every 5 s', () => {
    vi.useFakeTimers();
    const advance = vi.fn();
    renderHook(() => useAutoplay(advance));
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS - 1));
    expect(advance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(advance).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(3 * AUTOPLAY_MS));
    expect(advance).toHaveBeenCalledTimes(4);
  });

  it('waits a full 5 s again after the user moves the carousel', () => {
    vi.useFakeTimers();
    const advance = vi.fn();
    const { result } = renderHook(() => useAutoplay(advance));
    act(() => vi.advanceTimersByTime(4_000));
    act(() => result.current.restart());
    act(() => vi.advanceTimersByTime(4_000));
    expect(advance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('does not advance while paused or with nothing to advance', () => {
    vi.useFakeTimers();
    const advance = vi.fn();
    const { rerender } = renderHook(({ paused }) => useAutoplay(advance, { isPaused: paused }), {
      initialProps: { paused: true },
    });
    act(() => vi.advanceTimersByTime(20_000));
    expect(advance).not.toHaveBeenCalled();
    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(advance).toHaveBeenCalledTimes(1);

    const idle = renderHook(() => useAutoplay(null));
    act(() => vi.advanceTimersByTime(20_000));
    idle.unmount();
  });

  it('a swipe needs 75 px', () => {
    expect(swipeDirection(-74)).toBeNull();
    expect(swipeDirection(-75)).toBe('next');
    expect(swipeDirection(74)).toBeNull();
    expect(swipeDirection(75)).toBe('prev');
  });
});
