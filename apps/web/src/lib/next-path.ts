/**
 * `?next=` on the login and sign-up screens: where to go after signing in (a league's join screen,
 * so an invite link is never lost). Only a path of this app is followed, never another origin.
 */
import { useSearchParams } from 'react-router';

/** `next` when it is a same-origin path (`/join/ABC234`), else null. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return next;
}

/** The search string that carries `next` on to another screen ('' without one). */
export const nextQuery = (next: string | null) => (next ? `?next=${encodeURIComponent(next)}` : '');

/** The screen's safe `?next=` path, or null. */
export function useNextPath(): string | null {
  const [params] = useSearchParams();
  return safeNextPath(params.get('next'));
}
