import { useCallback, useEffect, useState } from 'react';

/**
 * A whole-second countdown. `start(n)` begins at n; `remaining` ticks to 0 once a second. Counting
 * from an end instant (not by decrementing) keeps it right when the tab was asleep.
 */
export function useCountdown(): {
  remaining: number;
  isRunning: boolean;
  start: (seconds: number) => void;
} {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  const start = useCallback((seconds: number) => {
    setEndsAt(Date.now() + seconds * 1000);
    setRemaining(seconds);
  }, []);

  useEffect(() => {
    if (endsAt === null) return;
    const id = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        setEndsAt(null);
        window.clearInterval(id);
      }
    }, 1000);
    return () => window.clearInterval(id);
  }, [endsAt]);

  return { remaining, isRunning: remaining > 0, start };
}
