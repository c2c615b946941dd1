/**
 * Authentication hooks. `app.requireUser` accepts any live session; `app.requireAdmin` only an ADMIN
 * session of an ADMIN user. The user always comes from the verified token and its server-side session,
 * never from a body field (ARCHITECTURE.md §3); a banned user's requests are refused at once, with
 * "suspended" (403 USER_BANNED), not "expired".
 *
 * Powers follow the session, not only the account: a session made by the player login
 * acts for its own user even when that user is an admin; admin powers need a session made by the
 * admin login ({@link hasAdminPowers}).
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { AccountMessage, ErrorCode, Role } from '@bidxi/protocol';
import { findActiveSession, isSessionOwnerBanned, type UserRecord } from '../db/users';
import type { AppDeps } from './deps';
import { forbidden, unauthorized } from './errors';
import type { SessionKind } from './tokens';

/** The caller, as proven by token + session. */
export interface AuthContext {
  user: UserRecord;
  sessionId: string;
  kind: SessionKind;
  /** When the session runs out (the room watches it: session-events `watchExpiry`). */
  expiresAt: Date;
}

/**
 * True only for an ADMIN session (the admin login) of an ADMIN account: the one test of admin powers
 * (acting on another user's wallet, profile, KYC images, teams). A player-kind session of an admin
 * account is a player acting for itself.
 */
export const hasAdminPowers = (auth: AuthContext): boolean =>
  auth.kind === 'ADMIN' && auth.user.role === Role.ADMIN;

const suspended = () => forbidden(AccountMessage.SUSPENDED, ErrorCode.USER_BANNED);

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    requireUser: preHandlerHookHandler;
    requireAdmin: preHandlerHookHandler;
  }
}

/** The caller of a route behind `requireUser`/`requireAdmin`. @throws AppError 401 if absent. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * Resolves a bearer token to its live session; a token verified less than SESSION_CACHE_MS ago is
 * taken from `deps.sessionCache` (session-cache.ts: dropped on logout, password reset and ban).
 * @throws AppError 401 for a missing, invalid, expired or revoked token; 403 USER_BANNED for a banned user.
 */
export async function authenticate(
  deps: AppDeps,
  header: string | undefined,
): Promise<AuthContext> {
  const match = /^Bearer ([\w-]+\.[\w-]*\.[\w-]*)$/.exec(header ?? '');
  if (!match?.[1]) throw unauthorized();
  const token = match[1];
  const now = deps.clock.now();
  const cached = deps.sessionCache?.get(token, now);
  if (cached) return cached;
  const claims = await deps.tokens.verify(token, now);
  const session = await findActiveSession(deps.database.db, claims.sessionId, new Date(now));
  if (!session || session.user.id !== claims.userId || session.kind !== claims.kind) {
    // A ban revoked the session: say so rather than "expired".
    if (await isSessionOwnerBanned(deps.database.db, claims.sessionId)) throw suspended();
    throw unauthorized('Session expired. Please log in again.', ErrorCode.SESSION_EXPIRED);
  }
  if (session.user.banned) throw suspended();
  const auth: AuthContext = {
    user: session.user,
    sessionId: session.sessionId,
    kind: session.kind,
    expiresAt: session.expiresAt,
  };
  deps.sessionCache?.set(token, auth);
  return auth;
}

export const authPlugin = fp<{ deps: AppDeps }>(async (app, { deps }) => {
  app.decorateRequest('auth', null);
  app.decorate('requireUser', async (request: FastifyRequest, _reply: FastifyReply) => {
    request.auth = await authenticate(deps, request.headers.authorization);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest, _reply: FastifyReply) => {
    const auth = await authenticate(deps, request.headers.authorization);
    if (!hasAdminPowers(auth)) throw forbidden('Admins only', ErrorCode.NOT_ADMIN);
    request.auth = auth;
  });
});
