/**
 * Opens the tour on an account's first sign-in (spec: "opened from the side menu and automatically
 * on a first login"): not again on this device, nor on another one once the account has seen it
 * (the server keeps that with the account). Closes it when the session ends.
 */
import { useSession } from '@/stores/session';

export const TOUR_SEEN_KEY = 'bidxi-tour-seen';

function seenUsers(): string[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(TOUR_SEEN_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function hasSeenTour(userId: string): boolean {
  return seenUsers().includes(userId);
}

export function markTourSeen(userId: string): void {
  try {
    localStorage.setItem(TOUR_SEEN_KEY, JSON.stringify([...new Set([...seenUsers(), userId])]));
  } catch {
    // Storage blocked: the tour may open again next time, which is harmless.
  }
}

/** Tells the server the account has seen the tour (its own chunk: the boot does not load the API client). */
function saveTourSeenOnAccount(): void {
  void import('./api/save-tour-seen').then(
    ({ saveTourSeen }) => saveTourSeen().catch(() => undefined),
    () => undefined,
  );
}

/** Watches the session store; returns the unsubscribe function. */
export function watchFirstLogin(): () => void {
  return useSession.subscribe((state, previous) => {
    if (state.token && !previous.token && state.userId) {
      if (state.isTourSeenByAccount) {
        markTourSeen(state.userId);
        return;
      }
      // Seen here before the account kept it: the account learns it; otherwise the tour opens.
      saveTourSeenOnAccount();
      if (hasSeenTour(state.userId)) return;
      markTourSeen(state.userId);
      state.openTour(0);
    } else if (!state.token && previous.token && state.tour.isOpen) {
      state.setTourStep(0);
      state.closeTour();
    }
  });
}
