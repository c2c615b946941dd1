/** The alert sounds' mute switch, kept per device (localStorage), shared by every room screen. */
import { useCallback, useSyncExternalStore } from 'react';

/** The localStorage key of the switch ('1' = muted). */
export const ALERT_MUTE_KEY = 'bidxi.alerts.muted';

const listeners = new Set<() => void>();

/** Whether alert sounds and vibrations are muted on this device (off until muted). */
export function isAlertMuted(): boolean {
  try {
    return window.localStorage.getItem(ALERT_MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Mutes or unmutes alert sounds and vibrations on this device. */
export function setAlertMuted(muted: boolean): void {
  try {
    if (muted) window.localStorage.setItem(ALERT_MUTE_KEY, '1');
    else window.localStorage.removeItem(ALERT_MUTE_KEY);
  } catch {
    // Storage refused (private mode): the switch lasts this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === ALERT_MUTE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The switch as React state: `[isMuted, setMuted]`. */
export function useAlertMute(): [boolean, (muted: boolean) => void] {
  const isMuted = useSyncExternalStore(subscribe, isAlertMuted, () => false);
  const set = useCallback((muted: boolean) => setAlertMuted(muted), []);
  return [isMuted, set];
}
