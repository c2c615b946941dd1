/**
 * Opens the tour on a user's first sign-in on this device (spec: "opened from the side menu and
 * automatically on a first login"), and closes it when the session ends.
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

/** Watches the session store; returns the unsubscribe function. */
export function watchFirstLogin(): () => void {
  return useSession.subscribe((state, previous) => {
    if (state.token && !previous.token && state.userId) {
      if (hasSeenTour(state.userId)) return;
      markTourSeen(state.userId);
      state.openTour(0);
    } else if (!state.token && previous.token && state.tour.isOpen) {
      state.setTourStep(0);
      state.closeTour();
    }
  });
}
