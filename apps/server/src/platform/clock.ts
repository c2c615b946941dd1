/**
 * The server's clock and timers, injectable so tests can move time (reset-token expiry, session
 * expiry, the room's lot clock) instead of waiting for it.
 */
export interface Clock {
  /** Current instant in epoch milliseconds (UTC). */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * One-shot timers. `set` returns a handle for `clear`; a timer never keeps the process alive. `fn`
 * may return a promise (fake timers let a test await it).
 */
export interface Timers {
  set(fn: () => unknown, delayMs: number): unknown;
  clear(handle: unknown): void;
}

export const systemTimers: Timers = {
  set: (fn, delayMs) => {
    const t = setTimeout(() => void fn(), Math.max(0, delayMs));
    t.unref?.();
    return t;
  },
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

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
