import { useSyncExternalStore } from 'react';

/** The room's desktop layout from 1024 px (Tailwind's `lg`): panels become side columns. */
export const WIDE_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(WIDE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the window is wide enough for the desktop room (follows resizes and rotations). */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => false,
  );
}
