/**
 * Authentication hooks. `app.requireUser` accepts any live session; `app.requireAdmin` only an ADMIN
 * session of an ADMIN user. The user always comes from the verified token and its server-side session,
 * never from a body field (ARCHITECTURE.md §3); a banned user's requests are refused at once.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { ErrorCode } from '@bidxi/protocol';
import { findActiveSession, type UserRecord } from '../features/accounts/accounts.repo';
import type { AppDeps } from './deps';
import { forbidden, unauthorized } from './errors';
import type { SessionKind } from './tokens';

/** The caller, as proven by token + session. */
export interface AuthContext {
  user: UserRecord;
  sessionId: string;
  kind: SessionKind;
}

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
 * Resolves a bearer token to its live session.
 * @throws AppError 401 for a missing, invalid, expired or revoked token; 403 USER_BANNED for a banned user.
 */
export async function authenticate(
  deps: AppDeps,
  header: string | undefined,
): Promise<AuthContext> {
  const match = /^Bearer ([\w-]+\.[\w-]*\.[\w-]*)$/.exec(header ?? '');
  if (!match?.[1]) throw unauthorized();
  const now = deps.clock.now();
  const claims = await deps.tokens.verify(match[1], now);
  const session = await findActiveSession(deps.database.db, claims.sessionId, new Date(now));
  if (!session || session.user.id !== claims.userId || session.kind !== claims.kind) {
    throw unauthorized('Session expired. Please log in again.', ErrorCode.SESSION_EXPIRED);
  }
  if (session.user.banned) throw forbidden('Your account has been banned', ErrorCode.USER_BANNED);
  return { user: session.user, sessionId: session.sessionId, kind: session.kind };
}

export const authPlugin = fp<{ deps: AppDeps }>(async (app, { deps }) => {
  app.decorateRequest('auth', null);
  app.decorate('requireUser', async (request: FastifyRequest, _reply: FastifyReply) => {
    request.auth = await authenticate(deps, request.headers.authorization);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest, _reply: FastifyReply) => {
    const auth = await authenticate(deps, request.headers.authorization);
    if (auth.kind !== 'ADMIN' || auth.user.role !== 'ADMIN')
      throw forbidden('Admins only', ErrorCode.NOT_ADMIN);
    request.auth = auth;
  });
});
