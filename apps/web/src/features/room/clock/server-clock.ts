/**
 * The server's clock as this device knows it: the measured offset (server − local), the round trip it
 * came from, and refinements from event `serverTime`s. Countdowns read `serverNow()` on every tick.
 */
import { createStore } from 'zustand/vanilla';
import { bestEstimate, refineOffset, type ClockSample } from './clock-offset';

export interface ServerClockState {
  offsetMs: number;
  /** Round trip of the best sample (the ping), or null before the first measurement. */
  rttMs: number | null;
  /** Local time of the last completed measurement. */
  syncedAt: number | null;
  /** How many event `serverTime`s moved the offset since the last measurement. */
  refinements: number;
}

export const serverClock = createStore<ServerClockState>()(() => ({
  offsetMs: 0,
  rttMs: null,
  syncedAt: null,
  refinements: 0,
}));

export function localNow(): number {
  return Date.now();
}

/** Now on the server's clock, in epoch ms. */
export function serverNow(): number {
  return localNow() + serverClock.getState().offsetMs;
}

/** Takes a new measurement (best of the samples). */
export function applySamples(samples: readonly ClockSample[]): void {
  const estimate = bestEstimate(samples);
  if (!estimate) return;
  serverClock.setState({
    offsetMs: estimate.offsetMs,
    rttMs: estimate.rttMs,
    syncedAt: localNow(),
    refinements: 0,
  });
}

/** An event's `serverTime` (ISO) arrived now: tighten the offset if it proves the clock is ahead. */
export function refineFromServerTime(serverTimeIso: string | undefined): void {
  if (!serverTimeIso) return;
  const serverTimeMs = Date.parse(serverTimeIso);
  if (!Number.isFinite(serverTimeMs)) return;
  const { offsetMs, refinements, syncedAt } = serverClock.getState();
  const next = refineOffset(offsetMs, serverTimeMs, localNow());
  // Before any measurement, the first stamp is the best estimate there is.
  if (syncedAt === null && refinements === 0) {
    serverClock.setState({ offsetMs: serverTimeMs - localNow(), refinements: 1 });
    return;
  }
  if (next !== offsetMs) serverClock.setState({ offsetMs: next, refinements: refinements + 1 });
}
