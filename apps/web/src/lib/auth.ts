// What ending a session means, in one place: used by the guards, the expiry watcher and the 401 handler.
import { Messages } from '@/lib/messages';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { useAdminSession, useSession } from '@/stores/session';

/** The session ran out: tell the user once, forget token, user id, e-mail and expiry. */
export function expireUserSession(): void {
  if (useSession.getState().token === null) return;
  useSession.getState().clear();
  queryClient.removeQueries({ queryKey: ['me'] });
  // A fixed id: several expired calls at once show a single toast.
  notify.error(Messages.session.expired, 'session-expired');
}

/** Logout: forget the session silently (the caller navigates to /). */
export function endUserSession(): void {
  useSession.getState().clear();
  queryClient.removeQueries({ queryKey: ['me'] });
}

/** Admin 401 or admin logout: silent (spec 000 §8). */
export function endAdminSession(): void {
  useAdminSession.getState().clear();
  queryClient.removeQueries({ queryKey: ['admin'] });
}
