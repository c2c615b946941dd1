/**
 * Measures the offset to the server's clock while the room is connected: five round trips to
 * `/api/time-sync` on (re)connect and again every 30 s, keeping the one with the smallest round trip.
 */
import { useEffect } from 'react';
import { getTimeSync } from '../api/get-time-sync';
import type { ClockSample } from '../clock/clock-offset';
import { applySamples, localNow } from '../clock/server-clock';

export const CLOCK_SAMPLES = 5;
export const CLOCK_RESYNC_MS = 30_000;

/** Takes `count` samples one after another (parallel requests would queue and inflate the RTT). */
export async function measureClock(
  fetchTime: typeof getTimeSync = getTimeSync,
  count = CLOCK_SAMPLES,
  signal?: AbortSignal,
): Promise<ClockSample[]> {
  const samples: ClockSample[] = [];
  for (let i = 0; i < count && !signal?.aborted; i++) {
    const sentAt = localNow();
    try {
      const { timestamp } = await fetchTime(sentAt, signal);
      samples.push({ sentAt, serverTimestamp: timestamp, receivedAt: localNow() });
    } catch {
      // A lost sample is skipped; the others still measure.
    }
  }
  return samples;
}

export function useClockSync(isConnected: boolean): void {
  useEffect(() => {
    if (!isConnected) return;
    const controller = new AbortController();
    const run = async () => {
      const samples = await measureClock(getTimeSync, CLOCK_SAMPLES, controller.signal);
      if (!controller.signal.aborted) applySamples(samples);
    };
    void run();
    const id = window.setInterval(() => void run(), CLOCK_RESYNC_MS);
    return () => {
      controller.abort();
      window.clearInterval(id);
    };
  }, [isConnected]);
}
