/**
 * Sign-up, login (user and admin), logout, profile reads and bans (spec 000 §2–§8).
 * Outcomes the spec reads from a body `status` carry it: 201 success, 400 wrong password,
 * 404 unknown user (spec 000 §8).
 */
import {
  AccountMessage,
  ErrorCode,
  Role,
  type Language,
  type LoginBody,
  type RegisterBody,
  type UserDetail,
  type UserProfile,
  type UserView,
} from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { hasAdminPowers, type AuthContext } from '../../platform/auth';
import { recordAdminAction, userTarget } from '../admin-log/admin-log.service';
import type { SessionKind } from '../../platform/tokens';
import {
  findUserById,
  findUserWithHashByEmail,
  insertSession,
  insertUser,
  isUniqueViolation,
  listUsers,
  revokeAllSessions,
  revokeSession,
  setBanned,
  setTourSeen,
  updateUserLanguage,
  type UserRecord,
} from './accounts.repo';
import { loadPaymentInfo } from '../profile/profile.port';
import { grantPlayCoins } from '../wallet/play-money.service';
import { hashPassword, verifyPassword } from './passwords';

export const toUserView = (u: UserRecord): UserView => ({
  id: u.id,
  email: u.email,
  username: u.username,
  imageUrl: u.imageUrl,
  role: u.role,
  language: u.language,
  tourSeen: u.tourSeenAt !== null,
});

export const toUserProfile = (u: UserRecord): UserProfile => ({
  ...toUserView(u),
  banned: u.banned,
  createdAt: u.createdAt.toISOString(),
  mobileNumber: u.mobileNumber,
  ageConfirmedAt: u.ageConfirmedAt?.toISOString() ?? null,
  selfExcludedUntil: u.selfExcludedUntil?.toISOString() ?? null,
});

async function openSession(
  deps: AppDeps,
  user: UserRecord,
  kind: SessionKind,
  userAgent: string | null,
) {
  const minutes = deps.config.sessionTimeoutMinutes;
  const expiresAtMs = deps.clock.now() + minutes * 60_000;
  const { id } = await insertSession(deps.database.db, {
    userId: user.id,
    kind,
    expiresAt: new Date(expiresAtMs),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  const token = await deps.tokens.sign({ userId: user.id, sessionId: id, kind }, expiresAtMs);
  return { token, session_timeout: minutes };
}

/**
 * Creates a USER account (a `role` in the body is ignored) and signs it in.
 * @throws AppError 409 USER_EXISTS when the e-mail is taken.
 */
export async function register(deps: AppDeps, body: RegisterBody, userAgent: string | null) {
  const passwordHash = await hashPassword(body.password);
  let user: UserRecord;
  try {
    user = await insertUser(deps.database.db, {
      email: body.email,
      username: body.username,
      passwordHash,
      role: Role.USER,
      // Ticked 18+ box: recorded as the instant of sign-up; left out (the spec's form): asked after login.
      ageConfirmedAt: body.ageConfirmed ? new Date(deps.clock.now()) : null,
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError(409, ErrorCode.USER_EXISTS, 'User already registered', { status: 409 });
    }
    throw err;
  }
  await grantPlayCoins(deps, deps.database.db, user.id);
  const login = await openSession(deps, user, 'USER', userAgent);
  return { status: 201 as const, user: toUserView(user), login };
}

/**
 * Checks credentials and opens a session of `kind`.
 * @throws AppError 404 USER_NOT_FOUND, 400 WRONG_PASSWORD, 403 USER_BANNED, 403 NOT_ADMIN (admin login).
 */
export async function login(
  deps: AppDeps,
  body: LoginBody,
  kind: SessionKind,
  userAgent: string | null,
) {
  const found = await findUserWithHashByEmail(deps.database.db, body.email);
  if (!found) throw new AppError(404, ErrorCode.USER_NOT_FOUND, 'user not found', { status: 404 });
  if (!(await verifyPassword(found.passwordHash, body.password))) {
    throw new AppError(400, ErrorCode.WRONG_PASSWORD, 'Incorrect password', { status: 400 });
  }
  if (found.banned)
    throw new AppError(403, ErrorCode.USER_BANNED, AccountMessage.SUSPENDED, { status: 403 });
  if (kind === 'ADMIN' && found.role !== Role.ADMIN) {
    throw new AppError(403, ErrorCode.NOT_ADMIN, 'Admins only', { status: 403 });
  }
  const { passwordHash: _hash, ...user } = found;
  const session = await openSession(deps, user, kind, userAgent);
  return {
    status: 201 as const,
    token: session.token,
    session_timeout: session.session_timeout,
    user: toUserView(user),
  };
}

/** Ends the caller's session; every node hears of it (the room closes that session's sockets). */
export async function logout(deps: AppDeps, auth: AuthContext): Promise<void> {
  await revokeSession(deps.database.db, auth.sessionId, new Date(deps.clock.now()));
  await deps.sessionEvents.publish({
    userId: auth.user.id,
    sessionId: auth.sessionId,
    reason: 'logout',
  });
}

/**
 * A user's profile with payment info and completion: the caller's own, or anyone's for an admin.
 * @throws AppError 403 for another user's id, 404 for an unknown id.
 */
export async function getById(
  deps: AppDeps,
  auth: AuthContext,
  userId: string,
): Promise<UserDetail> {
  if (userId !== auth.user.id && !hasAdminPowers(auth)) throw forbidden();
  const user = await findUserById(deps.database.db, userId);
  if (!user) throw notFound('User not found', ErrorCode.USER_NOT_FOUND);
  const paymentInfo = await loadPaymentInfo(deps.database.db, userId);
  return {
    ...toUserProfile(user),
    profileCompleted: paymentInfo.profileCompleted,
    wallet: { paymentInfo },
  };
}

/** Records that the caller's account has seen the guided tour (the first time only); idempotent. */
export async function markTourSeen(deps: AppDeps, auth: AuthContext): Promise<{ tourSeen: true }> {
  await setTourSeen(deps.database.db, auth.user.id, new Date(deps.clock.now()));
  return { tourSeen: true };
}

/** Keeps the caller's language with their account; the web applies it at sign-in. */
export async function setLanguage(
  deps: AppDeps,
  auth: AuthContext,
  language: Language,
): Promise<{ language: Language }> {
  await updateUserLanguage(deps.database.db, auth.user.id, language);
  return { language };
}

export async function getAll(deps: AppDeps): Promise<UserProfile[]> {
  return (await listUsers(deps.database.db)).map(toUserProfile);
}

/**
 * Toggles a user's ban; banning ends every session of the user at once, on every node (the room
 * closes their sockets with "suspended").
 * @throws AppError 404 unknown user; 422 when an admin tries to ban themself.
 */
export async function toggleBan(deps: AppDeps, admin: AuthContext, userId: string) {
  if (userId === admin.user.id)
    throw new AppError(422, ErrorCode.FORBIDDEN, 'You cannot ban yourself');
  const answer = await deps.database.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw notFound('User not found', ErrorCode.USER_NOT_FOUND);
    const banned = !user.banned;
    const at = new Date(deps.clock.now());
    await setBanned(tx, userId, banned);
    if (banned) await revokeAllSessions(tx, userId, at);
    await recordAdminAction(tx, {
      adminId: admin.user.id,
      action: banned ? 'USER_BAN' : 'USER_UNBAN',
      target: userTarget(user),
      before: { banned: user.banned },
      after: { banned },
      at,
    });
    return { user: { id: userId, banned } };
  });
  if (answer.user.banned) await deps.sessionEvents.publish({ userId, reason: 'banned' });
  return answer;
}
