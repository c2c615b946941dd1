/**
 * Time left until a server instant (ISO), on the server's clock (measured offset), ticking at least
 * 10 times a second and exactly at each whole-second boundary so every device flips the displayed
 * second at the same moment.
 */
import { useEffect, useState } from 'react';
import { serverNow } from '../clock/server-clock';

const MAX_TICK_MS = 100;

/**
 * Milliseconds left (≥ 0), or null without a target. With `frozenAtMs` (a server instant, epoch ms)
 * the countdown stands still at what was left then: the room is frozen while the connection is down.
 */
export function useServerCountdown(
  targetIso: string | null | undefined,
  frozenAtMs: number | null = null,
): number | null {
  const target = targetIso ? Date.parse(targetIso) : Number.NaN;
  const hasTarget = Number.isFinite(target);
  const isFrozen = frozenAtMs !== null;
  const [clock, setClock] = useState(() => ({ target, now: serverNow() }));
  // A new target: read the clock now rather than show one stale frame.
  if (!Object.is(clock.target, target)) setClock({ target, now: serverNow() });
  const now = clock.now;

  useEffect(() => {
    if (!hasTarget || isFrozen) return;
    let id: number | undefined;
    const tick = () => {
      const current = serverNow();
      setClock({ target, now: current });
      const left = target - current;
      if (left <= 0) return;
      const toNextSecond = left % 1000 || 1000;
      id = window.setTimeout(tick, Math.min(MAX_TICK_MS, toNextSecond + 1));
    };
    id = window.setTimeout(tick, 0);
    return () => window.clearTimeout(id);
  }, [target, hasTarget, isFrozen]);

  if (!hasTarget) return null;
  return Math.max(0, target - (isFrozen ? frozenAtMs : now));
}

/** Whole seconds shown for `ms` left: 12.3 s shows 13 until it reaches 12.0 s. */
export function displaySeconds(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '00:SS' for a lot (minutes shown past a minute). */
export function formatLotClock(ms: number): string {
  const s = displaySeconds(ms);
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

/** 'hh:mm:ss' for the lobby. */
export function formatLobbyClock(ms: number): string {
  const s = displaySeconds(ms);
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
