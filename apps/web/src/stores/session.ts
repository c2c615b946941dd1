/**
 * The signed-in player's session and guided-tour progress, and the separate admin session, persisted
 * in localStorage (spec 000 §3: token, admin token, admin flag, user id, e-mail, session expiry).
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SESSION_STORAGE_KEY = 'bidxi-session';
export const ADMIN_STORAGE_KEY = 'bidxi-admin';
export const TOUR_LAST_STEP = 6;

export interface TourState {
  /** 0–6 (spec 001: 7 steps). */
  step: number;
  isOpen: boolean;
}

export interface SignInInput {
  token: string;
  /** Minutes, as the server's `session_timeout`. */
  sessionTimeoutMinutes: number;
  user: { id: string; email: string; username: string; tourSeen?: boolean };
}

interface SessionState {
  token: string | null;
  userId: string | null;
  email: string | null;
  username: string | null;
  /** Epoch ms after which the session is over. */
  expiresAt: number | null;
  /** The account has seen the guided tour on some device (the server said so at sign-in). */
  isTourSeenByAccount: boolean;
  tour: TourState;
  signIn: (input: SignInInput, now?: number) => void;
  /** Ends the session: token, user id, e-mail, name and expiry (the tour is kept). */
  clear: () => void;
  setUsername: (username: string) => void;
  openTour: (step?: number) => void;
  closeTour: () => void;
  setTourStep: (step: number) => void;
}

const signedOut = {
  token: null,
  userId: null,
  email: null,
  username: null,
  expiresAt: null,
  isTourSeenByAccount: false,
};

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      tour: { step: 0, isOpen: false },
      signIn: ({ token, sessionTimeoutMinutes, user }, now = Date.now()) =>
        set({
          token,
          userId: user.id,
          email: user.email,
          username: user.username,
          expiresAt: now + sessionTimeoutMinutes * 60_000,
          isTourSeenByAccount: user.tourSeen === true,
        }),
      clear: () => set(signedOut),
      setUsername: (username) => set({ username }),
      openTour: (step = 0) => set({ tour: { step: clampStep(step), isOpen: true } }),
      closeTour: () => set((s) => ({ tour: { ...s.tour, isOpen: false } })),
      setTourStep: (step) => set((s) => ({ tour: { ...s.tour, step: clampStep(step) } })),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, userId, email, username, expiresAt, tour }) => ({
        token,
        userId,
        email,
        username,
        expiresAt,
        tour,
      }),
    },
  ),
);

function clampStep(step: number) {
  return Math.min(TOUR_LAST_STEP, Math.max(0, Math.trunc(step)));
}

type SessionFields = { token: string | null; expiresAt: number | null };

/** A token that has not expired yet. */
export function isSessionActive(s: SessionFields, now = Date.now()): boolean {
  return s.token !== null && s.expiresAt !== null && s.expiresAt > now;
}

/** A stored token whose time is up (or that never had an expiry). */
export function isSessionExpired(s: SessionFields, now = Date.now()): boolean {
  return s.token !== null && (s.expiresAt === null || s.expiresAt <= now);
}

interface AdminSessionState {
  adminToken: string | null;
  isAdminAuthenticated: boolean;
  signIn: (token: string) => void;
  clear: () => void;
}

export const useAdminSession = create<AdminSessionState>()(
  persist(
    (set) => ({
      adminToken: null,
      isAdminAuthenticated: false,
      signIn: (adminToken) => set({ adminToken, isAdminAuthenticated: true }),
      clear: () => set({ adminToken: null, isAdminAuthenticated: false }),
    }),
    {
      name: ADMIN_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ adminToken, isAdminAuthenticated }) => ({ adminToken, isAdminAuthenticated }),
    },
  ),
);

export function isAdminSignedIn(s: Pick<AdminSessionState, 'adminToken' | 'isAdminAuthenticated'>) {
  return s.adminToken !== null && s.isAdminAuthenticated;
}

/** Another tab signed in or out: pick its session up so both tabs agree. */
export function syncSessionsAcrossTabs(): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === SESSION_STORAGE_KEY) void useSession.persist.rehydrate();
    if (e.key === ADMIN_STORAGE_KEY) void useAdminSession.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
