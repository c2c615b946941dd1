// Who decides what a 401 means: the root route registers the handler, the API client calls it. Its
// own module, so the root route (first download) does not load the API client and its zod schemas.

/** Which session a failed call was made with. */
export type SignedInAuthKind = 'user' | 'admin';

/** Why the session is over: it ran out or was revoked (401), or a ban ended it (403 USER_BANNED). */
export type SessionEndReason = 'expired' | 'banned';

type UnauthorizedHandler = (auth: SignedInAuthKind, reason: SessionEndReason) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The app decides what a 401 means (session expired / admin logout); returns an unregister function. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** Called by the API client on a 401 (or a 403 USER_BANNED) to a signed-in call. */
export function reportUnauthorized(
  auth: SignedInAuthKind,
  reason: SessionEndReason = 'expired',
): void {
  unauthorizedHandler?.(auth, reason);
}
