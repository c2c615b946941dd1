/**
 * The deployment's money mode, as `GET /api/app-config` last said: `real` (₹) or `play`
 * (coins; no recharge, withdrawal, KYC or UPI). Kept in localStorage so the first render of a visit
 * already shows the right unit; {@link useMoneyModeSync} corrects it when the server says otherwise.
 */
import { useSyncExternalStore } from 'react';

export type MoneyMode = 'real' | 'play';

const KEY = 'bidxi-money-mode';
const listeners = new Set<() => void>();

function stored(): MoneyMode {
  try {
    return globalThis.localStorage?.getItem(KEY) === 'play' ? 'play' : 'real';
  } catch {
    return 'real';
  }
}

let current: MoneyMode = stored();

/** The mode as last known (`real` until the server has said otherwise). */
export const moneyMode = (): MoneyMode => current;

/** Records the server's mode; listeners re-render when it changed. */
export function setMoneyMode(mode: MoneyMode): void {
  if (mode === current) return;
  current = mode;
  try {
    globalThis.localStorage?.setItem(KEY, mode);
  } catch {
    /* private mode: the value lives for this page only */
  }
  for (const l of listeners) l();
}

/** The mode, re-rendering the caller when it changes. */
export function useMoneyMode(): MoneyMode {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    moneyMode,
    moneyMode,
  );
}
