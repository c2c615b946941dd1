import { useCallback, useEffect, useState } from 'react';

/** Spec 001 §9: the LIVE carousel advances every 5000 ms and a swipe needs 75 px. */
export const AUTOPLAY_MS = 5_000;
export const SWIPE_THRESHOLD_PX = 75;

/** What a horizontal drag of `dx` px means: next (swipe left), previous (swipe right) or nothing. */
export function swipeDirection(dx: number): 'next' | 'prev' | null {
  if (dx <= -SWIPE_THRESHOLD_PX) return 'next';
  if (dx >= SWIPE_THRESHOLD_PX) return 'prev';
  return null;
}

/**
 * Calls `advance` every `intervalMs` while not paused. `restart()` starts a fresh interval (after the
 * user moved the carousel, so it does not jump again right away).
 */
export function useAutoplay(
  advance: (() => void) | null,
  { intervalMs = AUTOPLAY_MS, isPaused = false }: { intervalMs?: number; isPaused?: boolean } = {},
) {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!advance || isPaused) return;
    const id = window.setInterval(advance, intervalMs);
    return () => window.clearInterval(id);
  }, [advance, intervalMs, isPaused, generation]);
  const restart = useCallback(() => setGeneration((g) => g + 1), []);
  return { restart };
}
