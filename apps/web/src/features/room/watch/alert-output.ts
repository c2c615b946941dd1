/**
 * Plays an alert: a short Web Audio tone and a vibration where the device has one. Browsers let a
 * page make sound only after a user gesture, and a hidden page should not beep, so nothing plays
 * while the page is hidden, before the first gesture, or while the device's mute switch is on.
 */
import type { AlertKind } from './alert-tracker';

/** One beep: frequency (Hz) and length (ms). */
interface Beep {
  hz: number;
  ms: number;
}

/** Each alert's beeps and vibration pattern (ms on/off). */
export const ALERT_SOUNDS: Record<AlertKind, { beeps: Beep[]; vibrate: number[] }> = {
  outbid: {
    beeps: [
      { hz: 880, ms: 120 },
      { hz: 587, ms: 160 },
    ],
    vibrate: [200],
  },
  starredNext: {
    beeps: [
      { hz: 660, ms: 110 },
      { hz: 990, ms: 140 },
    ],
    vibrate: [80, 60, 80],
  },
  finalSeconds: { beeps: [{ hz: 1175, ms: 90 }], vibrate: [60] },
};

/** What playing needs from the page; the browser's by default, fakes in tests. */
export interface AlertOutputEnv {
  isHidden(): boolean;
  hasGesture(): boolean;
  isMuted(): boolean;
  beep(beeps: readonly Beep[]): void;
  vibrate(pattern: number[]): void;
}

/** Plays `kind` through `env` if allowed. @returns whether it played. */
export function playAlert(kind: AlertKind, env: AlertOutputEnv): boolean {
  if (env.isMuted() || env.isHidden() || !env.hasGesture()) return false;
  const sound = ALERT_SOUNDS[kind];
  env.beep(sound.beeps);
  env.vibrate(sound.vibrate);
  return true;
}

let hadGesture = false;
let audio: AudioContext | null = null;

/** Starts watching for the first user gesture (once per page). */
export function watchFirstGesture(): void {
  if (hadGesture || typeof window === 'undefined') return;
  const mark = () => {
    hadGesture = true;
    for (const type of GESTURES) window.removeEventListener(type, mark, true);
  };
  for (const type of GESTURES) window.addEventListener(type, mark, true);
}
const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

function hasGesture(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
    .userActivation;
  return hadGesture || activation?.hasBeenActive === true;
}

function beep(beeps: readonly Beep[]): void {
  const Ctx = window.AudioContext as typeof AudioContext | undefined;
  if (!Ctx) return;
  audio ??= new Ctx();
  const ctx = audio;
  if (ctx.state === 'suspended') void ctx.resume();
  let at = ctx.currentTime;
  for (const { hz, ms } of beeps) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = hz;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.2, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + ms / 1000);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + ms / 1000 + 0.02);
    at += ms / 1000 + 0.03;
  }
}

function vibrate(pattern: number[]): void {
  if (typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
}

/** The browser's env, reading the mute switch through `isMuted`. */
export function browserAlertEnv(isMuted: () => boolean): AlertOutputEnv {
  return {
    isHidden: () => document.hidden,
    hasGesture,
    isMuted,
    beep,
    vibrate,
  };
}
