/** Asserts that something stays as it is for a while: sampled throughout, not checked once after a sleep. */
import { expect } from '@playwright/test';

/**
 * Reads `read()` every `intervalMs` for `holdMs` (milliseconds) and fails on the first sample that
 * differs from the first one (deep equality), so a value that flickers and comes back is caught too.
 * For behaviours that are about time passing — a paused countdown stands still, a stale bid never
 * arrives, a reduced-motion page never starts confetti. Resolves with the steady value.
 */
export async function expectSteady<T>(
  read: () => Promise<T>,
  holdMs: number,
  intervalMs = 100,
): Promise<T> {
  const first = await read();
  const until = Date.now() + holdMs;
  while (Date.now() < until) {
    await new Promise((next) => setTimeout(next, Math.min(intervalMs, until - Date.now())));
    expect((await read()) as unknown, `unchanged ${holdMs} ms after the first reading`).toEqual(
      first,
    );
  }
  return first;
}
