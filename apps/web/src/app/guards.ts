/**
 * Route guards (spec 000 §6, spec 001 §6), run as loaders so they decide before anything renders and
 * again on every navigation.
 */
import { redirect } from 'react-router';
import { expireUserSession } from '@/lib/auth';
import { safeNextPath } from '@/lib/next-path';
import {
  isAdminSignedIn,
  isSessionActive,
  isSessionExpired,
  useAdminSession,
  useSession,
} from '@/stores/session';

/**
 * `/`, `/login`, `/signup`: a signed-in user goes to their `?next=` path (safe: lib/next-path.ts), else
 * /home. A stale token is dropped quietly.
 */
export function guestOnlyLoader({ request }: { request: Request }) {
  const session = useSession.getState();
  if (isSessionActive(session)) {
    throw redirect(safeNextPath(new URL(request.url).searchParams.get('next')) ?? '/home');
  }
  if (isSessionExpired(session)) session.clear();
  return null;
}

/** Every other player route needs a token and an unexpired session, else /login. */
export function requireUserLoader() {
  const session = useSession.getState();
  if (isSessionActive(session)) return null;
  if (isSessionExpired(session)) expireUserSession();
  throw redirect('/login');
}

/** `/admin/*` (except /admin/login) needs the admin token. */
export function requireAdminLoader() {
  if (isAdminSignedIn(useAdminSession.getState())) return null;
  throw redirect('/admin/login');
}

/** `/admin/login`: an admin who is already signed in goes to the dashboard. */
export function adminGuestLoader() {
  if (isAdminSignedIn(useAdminSession.getState())) throw redirect('/admin');
  return null;
}

/** Guards must run on every navigation, not only when their route is first entered. */
export const alwaysRevalidate = () => true;
