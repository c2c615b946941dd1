/**
 * Timers on a fake clock, for tests that drive time themselves: nothing fires until the test asks.
 * `runNext()` moves the clock to the earliest timer, runs it, and waits for what it returned.
 */
import type { Clock, Timers } from './clock';

interface Pending {
  id: number;
  at: number;
  fn: () => unknown;
}

/** Fake timers bound to `clock` (whose `set` they move). */
export function createFakeTimers(clock: Clock & { set(ms: number): void }): Timers & {
  /** Runs the earliest pending timer (moving the clock to it); false when none is pending. */
  runNext(): Promise<boolean>;
  /** How many timers are pending. */
  readonly pending: number;
} {
  let nextId = 0;
  const queue: Pending[] = [];
  return {
    set(fn, delayMs) {
      const t: Pending = { id: ++nextId, at: clock.now() + Math.max(0, delayMs), fn };
      queue.push(t);
      return t.id;
    },
    clear(handle) {
      const i = queue.findIndex((t) => t.id === handle);
      if (i >= 0) queue.splice(i, 1);
    },
    async runNext() {
      if (queue.length === 0) return false;
      queue.sort((a, b) => a.at - b.at || a.id - b.id);
      const t = queue.shift()!;
      if (t.at > clock.now()) clock.set(t.at);
      await t.fn();
      return true;
    },
    get pending() {
      return queue.length;
    },
  };
}
