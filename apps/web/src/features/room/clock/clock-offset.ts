/**
 * Clock-offset maths (NTP style). A round trip to `/api/time-sync` gives the server's clock at some
 * instant inside [send, receive]; assuming the middle, `offset = serverTimestamp + rtt/2 − receive`.
 * Of several samples the one with the smallest round trip bounds the error best (± rtt/2).
 */

export interface ClockSample {
  /** Local clock (epoch ms) when the request left. */
  sentAt: number;
  /** The server's `timestamp` (epoch ms). */
  serverTimestamp: number;
  /** Local clock when the answer arrived. */
  receivedAt: number;
}

export interface ClockEstimate {
  /** server clock − local clock, in ms. */
  offsetMs: number;
  /** Round trip of the sample the offset came from. */
  rttMs: number;
}

export function offsetOf(sample: ClockSample): ClockEstimate {
  const rttMs = Math.max(0, sample.receivedAt - sample.sentAt);
  return { offsetMs: sample.serverTimestamp + rttMs / 2 - sample.receivedAt, rttMs };
}

/** The estimate from the sample with the smallest round trip, or null without samples. */
export function bestEstimate(samples: readonly ClockSample[]): ClockEstimate | null {
  let best: ClockEstimate | null = null;
  for (const sample of samples) {
    const estimate = offsetOf(sample);
    if (best === null || estimate.rttMs < best.rttMs) best = estimate;
  }
  return best;
}

/**
 * An event stamped `serverTime` by the server arrived at local `receivedAt`: the server's clock then
 * read at least `serverTime`, so the offset is at least `serverTime − receivedAt`. A current offset
 * below that bound is raised to it; above it, it stands.
 */
export function refineOffset(offsetMs: number, serverTimeMs: number, receivedAt: number): number {
  const lowerBound = serverTimeMs - receivedAt;
  return lowerBound > offsetMs ? lowerBound : offsetMs;
}
