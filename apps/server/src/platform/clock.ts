/** The server's clock, injectable so tests can move time (reset-token expiry, session expiry). */
export interface Clock {
  /** Current instant in epoch milliseconds (UTC). */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests can set and advance. */
export function createFakeClock(
  startMs = Date.UTC(2026, 10, 22, 6, 0, 0),
): Clock & { advance(ms: number): void; set(ms: number): void } {
  let t = startMs;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
    set: (ms) => {
      t = ms;
    },
  };
}
