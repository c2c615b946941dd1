/**
 * Who a call acts for (ARCHITECTURE.md §3): the token's user. A `userId` in a body must be that
 * user, unless the caller is an admin.
 */
import { Role } from '@bidxi/protocol';
import type { AuthContext } from '../../platform/auth';
import { forbidden } from '../../platform/errors';

export const isAdmin = (auth: AuthContext) => auth.user.role === Role.ADMIN;

/** @throws AppError 403 FORBIDDEN when `userId` is someone else's and the caller is not an admin. */
export function actingUserId(auth: AuthContext, userId: string | undefined): string {
  if (!userId || userId === auth.user.id) return auth.user.id;
  if (isAdmin(auth)) return userId;
  throw forbidden('You can only do this for your own account');
}
