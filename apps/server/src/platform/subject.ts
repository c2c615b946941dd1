/**
 * Whose data a request is about. The spec's bodies carry a `userId`; it is checked, never trusted
 * (ARCHITECTURE.md §3): it must be the caller's own id unless the caller has admin powers (an admin
 * session, `hasAdminPowers`: the admin login, not an admin's player login).
 */
import { ErrorCode } from '@bidxi/protocol';
import { findUserById } from '../db/users';
import { hasAdminPowers, type AuthContext } from './auth';
import type { AppDeps } from './deps';
import { forbidden, notFound } from './errors';

/**
 * @returns the user id the request acts on: `userId` when given (and allowed), else the caller's.
 * @throws AppError 403 FORBIDDEN for another user's id from a non-admin.
 */
export function subjectOf(auth: AuthContext, userId: string | undefined): string {
  if (userId === undefined || userId === auth.user.id) return auth.user.id;
  if (!hasAdminPowers(auth)) throw forbidden('You can only act on your own account');
  return userId;
}

/**
 * Like {@link subjectOf}, and proves an admin-given id names an existing user.
 * @throws AppError 403 another user's id from a non-admin; 404 USER_NOT_FOUND unknown id.
 */
export async function existingSubjectOf(
  deps: AppDeps,
  auth: AuthContext,
  userId: string | undefined,
): Promise<string> {
  const id = subjectOf(auth, userId);
  if (id !== auth.user.id && !(await findUserById(deps.database.db, id))) {
    throw notFound('User not found', ErrorCode.USER_NOT_FOUND);
  }
  return id;
}
