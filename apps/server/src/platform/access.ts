/**
 * Who a call acts for (ARCHITECTURE.md §3): the token's user. A `userId` in a body must be that
 * user, unless the caller is an admin.
 */
import { hasAdminPowers, type AuthContext } from './auth';
import { forbidden } from './errors';

/** Admin powers: an admin session of an admin account (platform/auth.ts `hasAdminPowers`). */
export const isAdmin = hasAdminPowers;

/** @throws AppError 403 FORBIDDEN when `userId` is someone else's and the caller is not an admin. */
export function actingUserId(auth: AuthContext, userId: string | undefined): string {
  if (!userId || userId === auth.user.id) return auth.user.id;
  if (isAdmin(auth)) return userId;
  throw forbidden('You can only do this for your own account');
}
