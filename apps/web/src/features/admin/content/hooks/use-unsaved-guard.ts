import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Guards unsaved edits: while `isDirty`, leaving the page through the app (another admin section) is
 * held until the admin confirms, and the browser asks before a reload or a closed tab.
 * @returns the held navigation (`proceed` / `reset`), or null when nothing waits for an answer.
 */
export function useUnsavedGuard(isDirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
  return blocker.state === 'blocked'
    ? { proceed: () => blocker.proceed(), reset: () => blocker.reset() }
    : null;
}
