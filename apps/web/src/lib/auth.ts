// What ending a session means, in one place: used by the guards, the expiry watcher and the 401 handler.
// Kept light, as the guards load with the first download: the session texts only, toasts and the
// query cache without loading their libraries.
import { sessionMessages } from '@/lib/messages/session';
import { notify } from '@/lib/notify';
import { loadedQueryClient } from '@/lib/query-client-handle';
import { useAdminSession, useSession } from '@/stores/session';

/** The session ran out: tell the user once, forget token, user id, e-mail and expiry. */
export function expireUserSession(): void {
  if (useSession.getState().token === null) return;
  useSession.getState().clear();
  loadedQueryClient()?.removeQueries({ queryKey: ['me'] });
  // A fixed id: several expired calls at once show a single toast.
  notify.error(sessionMessages.expired, 'session-expired');
}

/** A ban ended the session: say the account is suspended, once, and forget the session. */
export function suspendUserSession(): void {
  if (useSession.getState().token === null) return;
  useSession.getState().clear();
  loadedQueryClient()?.removeQueries({ queryKey: ['me'] });
  notify.error(sessionMessages.suspended, 'session-suspended');
}

/** Logout: forget the session silently (the caller navigates to /). */
export function endUserSession(): void {
  useSession.getState().clear();
  loadedQueryClient()?.removeQueries({ queryKey: ['me'] });
}

/** Admin 401 or admin logout: silent (spec 000 §8). */
export function endAdminSession(): void {
  useAdminSession.getState().clear();
  loadedQueryClient()?.removeQueries({ queryKey: ['admin'] });
}
