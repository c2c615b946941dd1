/**
 * Users, sessions and reset tokens in the database. Plain async functions that take a db or an open
 * transaction and return plain records (never Drizzle rows), per STYLE.md "Database layer".
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResets, sessions, users } from '../../db/schema/index';
import type { SessionKind } from '../../platform/tokens';
import { userColumns, type UserRecord } from '../../db/users';

export { isUniqueViolation } from '../../db/errors';
export {
  findActiveSession,
  findUserById,
  isSessionOwnerBanned,
  type UserRecord,
} from '../../db/users';

export async function insertUser(
  db: DbOrTx,
  data: {
    email: string;
    username: string;
    passwordHash: string;
    role: 'USER' | 'ADMIN';
    ageConfirmedAt?: Date | null;
  },
): Promise<UserRecord> {
  const [row] = await db.insert(users).values(data).returning(userColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findUserWithHashByEmail(
  db: DbOrTx,
  email: string,
): Promise<(UserRecord & { passwordHash: string }) | null> {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

export async function listUsers(db: DbOrTx): Promise<UserRecord[]> {
  return db.select(userColumns).from(users).orderBy(asc(users.createdAt));
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'ADMIN'))
    .limit(1);
  return rows.length;
}

export async function setBanned(db: DbOrTx, userId: string, banned: boolean): Promise<void> {
  await db.update(users).set({ banned, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function setPasswordHash(
  db: DbOrTx,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function insertSession(
  db: DbOrTx,
  data: { userId: string; kind: SessionKind; expiresAt: Date; userAgent: string | null },
): Promise<{ id: string }> {
  const [row] = await db.insert(sessions).values(data).returning({ id: sessions.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function insertPasswordReset(
  db: DbOrTx,
  data: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(data);
}

/** Marks every unused reset token of the user as used (a newer link replaces older ones). */
export async function retireResets(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * Consumes a reset token exactly once, in ONE conditional update: of any number of concurrent uses
 * exactly one sees the row unused and marks it (the others wait on the row lock, then find it used).
 * @returns the user id, or null if the token is unknown, used, expired or not this e-mail's.
 */
export async function consumePasswordReset(
  db: DbOrTx,
  tokenHash: string,
  email: string,
  now: Date,
): Promise<string | null> {
  const [used] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        eq(
          passwordResets.userId,
          db.select({ id: users.id }).from(users).where(eq(users.email, email)),
        ),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return used?.userId ?? null;
}

/** Sets the user's language. */
export async function updateUserLanguage(
  db: DbOrTx,
  userId: string,
  language: 'en' | 'hi',
): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Sets the user's `tour_seen_at` to `at` unless it is already set (the first sighting stays). */
export async function setTourSeen(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ tourSeenAt: at })
    .where(and(eq(users.id, userId), isNull(users.tourSeenAt)));
}
