/**
 * The user and session reads every request needs (platform/auth.ts) as well as the accounts feature:
 * a user by id, the live session with its user (prepared once per database handle), whether a
 * session's owner is banned. Plain functions over a db or transaction, returning plain records.
 */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { SessionKind } from '../platform/tokens';
import type { DbOrTx } from './client';
import { sessions, users } from './schema/index';

/** A user as services see it (the password hash only where a service needs it). */
export interface UserRecord {
  id: string;
  email: string;
  username: string;
  role: 'USER' | 'ADMIN';
  imageUrl: string | null;
  banned: boolean;
  mobileNumber: string | null;
  /** The language the user chose; null: not yet saved. */
  language: 'en' | 'hi' | null;
  createdAt: Date;
  /** When the user confirmed being 18+ (null: not yet). */
  ageConfirmedAt: Date | null;
  /** The end of the user's latest self-exclusion (may be past). */
  selfExcludedUntil: Date | null;
  /** When the account first saw the guided tour (null: not yet), whatever the device. */
  tourSeenAt: Date | null;
}

export const userColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  role: users.role,
  imageUrl: users.imageUrl,
  banned: users.banned,
  mobileNumber: users.mobileNumber,
  language: users.language,
  createdAt: users.createdAt,
  ageConfirmedAt: users.ageConfirmedAt,
  selfExcludedUntil: users.selfExcludedUntil,
  tourSeenAt: users.tourSeenAt,
};

export async function findUserById(db: DbOrTx, id: string): Promise<UserRecord | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The session and its user, if the session exists, is not revoked and has not expired at `now`. */
function prepareSessionLookup(db: DbOrTx) {
  return db
    .select({
      sessionId: sessions.id,
      kind: sessions.kind,
      expiresAt: sessions.expiresAt,
      user: userColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .prepare('bidxi_find_active_session');
}

/** One prepared lookup per database handle (built once: it runs on every request and every bid). */
const sessionLookups = new WeakMap<DbOrTx, ReturnType<typeof prepareSessionLookup>>();

/**
 * The live (not revoked, not expired at `now`) session with its user, or null. Runs on every
 * authenticated request and socket event, so its SQL is built once per database handle and, on
 * PostgreSQL, prepared once per connection (API-1/RT-1 in docs/benchmarks.md).
 */
export async function findActiveSession(
  db: DbOrTx,
  sessionId: string,
  now: Date,
): Promise<{ sessionId: string; kind: SessionKind; expiresAt: Date; user: UserRecord } | null> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ sessionId, now: now.toISOString() });
  return row ?? null;
}

/** A live session as the room's sweep sees it: whose it is, and what could still end it. */
export interface LiveSessionState {
  userId: string;
  banned: boolean;
  selfExcludedUntil: Date | null;
}

/** Session ids per query of {@link liveSessionStates} (well under PostgreSQL's parameter limit). */
const SESSIONS_PER_QUERY = 1_000;

/**
 * The sessions among `sessionIds` that are live at `now` (not revoked, not expired), with their
 * users' ban and self-exclusion: one query per thousand ids (room.session-sweep.ts).
 */
export async function liveSessionStates(
  db: DbOrTx,
  sessionIds: readonly string[],
  now: Date,
): Promise<Map<string, LiveSessionState>> {
  const live = new Map<string, LiveSessionState>();
  for (let i = 0; i < sessionIds.length; i += SESSIONS_PER_QUERY) {
    const rows = await db
      .select({
        sessionId: sessions.id,
        userId: sessions.userId,
        banned: users.banned,
        selfExcludedUntil: users.selfExcludedUntil,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.id, sessionIds.slice(i, i + SESSIONS_PER_QUERY)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      );
    for (const { sessionId, ...state } of rows) live.set(sessionId, state);
  }
  return live;
}

/**
 * Whether the owner of a session (live or not) is banned: a ban revokes every session, and the next
 * request of one must say "suspended", not "expired". Only read when a session is dead.
 * @returns null for an unknown session.
 */
export async function isSessionOwnerBanned(db: DbOrTx, sessionId: string): Promise<boolean | null> {
  const [row] = await db
    .select({ banned: users.banned })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  return row?.banned ?? null;
}
