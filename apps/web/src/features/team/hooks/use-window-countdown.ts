import { useEffect, useState } from 'react';

/**
 * Seconds left until `endsAt` (ISO) on the server's clock: the offset between `serverTime` and the
 * moment the answer arrived (`receivedAt`, epoch ms) corrects a phone whose clock is off. Ticks
 * once a second and calls `onElapsed` once when it reaches 0.
 */
export function useWindowCountdown({
  endsAt,
  serverTime,
  receivedAt,
  isActive,
  onElapsed,
}: {
  endsAt: string;
  serverTime: string;
  receivedAt: number;
  isActive: boolean;
  onElapsed?: () => void;
}): number {
  const offsetMs = Date.parse(serverTime) - receivedAt;
  const endMs = Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!isActive) return;
    let hasElapsed = false;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (!hasElapsed && endMs - (current + offsetMs) <= 0) {
        hasElapsed = true;
        onElapsed?.();
      }
    };
    const id = window.setInterval(tick, 1_000);
    return () => window.clearInterval(id);
  }, [isActive, endMs, offsetMs, onElapsed]);

  return Math.max(0, Math.ceil((endMs - (now + offsetMs)) / 1_000));
}

/** 754 → '12:34'; 3_754 → '1:02:34'. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3_600);
  const minutes = Math.floor((s % 3_600) / 60);
  const seconds = s % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}
