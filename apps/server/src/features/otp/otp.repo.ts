/**
 * Phone OTP rows: the codes and, through their `created_at`, the send log the rate limits count.
 * Every change of a code is a conditional UPDATE, so tries and the single use hold under concurrency.
 */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { phoneOtps, users } from '../../db/schema/index';

/** A code as the service sees it (`phone` with +91; `attempts` = tries taken). */
export interface OtpRecord {
  id: string;
  userId: string;
  phone: string;
  codeHash: string;
  salt: string;
  attempts: number;
  createdAt: Date;
  expiresAt: Date;
  consumedAt: Date | null;
}

const otpColumns = {
  id: phoneOtps.id,
  userId: phoneOtps.userId,
  phone: phoneOtps.phone,
  codeHash: phoneOtps.codeHash,
  salt: phoneOtps.salt,
  attempts: phoneOtps.attempts,
  createdAt: phoneOtps.createdAt,
  expiresAt: phoneOtps.expiresAt,
  consumedAt: phoneOtps.consumedAt,
};

/** Serialises sends per key (an account, a phone) across nodes until the transaction ends. */
export async function lockSendScope(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Sends after `since` by an account or to a phone: how many, the oldest and the latest. */
export async function sendStats(
  tx: DbOrTx,
  by: { userId: string } | { phone: string },
  since: Date,
): Promise<{ count: number; oldestAt: Date | null; latestAt: Date | null }> {
  const who = 'userId' in by ? eq(phoneOtps.userId, by.userId) : eq(phoneOtps.phone, by.phone);
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${phoneOtps.createdAt})`,
      latest: sql<string | null>`max(${phoneOtps.createdAt})`,
    })
    .from(phoneOtps)
    .where(and(who, gt(phoneOtps.createdAt, since)));
  const date = (v: string | Date | null | undefined) => (v ? new Date(v) : null);
  return {
    count: Number(row?.count ?? 0),
    oldestAt: date(row?.oldest),
    latestAt: date(row?.latest),
  };
}

/** Retires the account's unused codes: only the newest code can be verified. */
export async function supersedeCodes(tx: DbOrTx, userId: string, at: Date): Promise<void> {
  await tx
    .update(phoneOtps)
    .set({ supersededAt: at })
    .where(
      and(
        eq(phoneOtps.userId, userId),
        isNull(phoneOtps.consumedAt),
        isNull(phoneOtps.supersededAt),
      ),
    );
}

/** Records a sent code (its hash and salt, never the code). */
export async function insertOtp(
  tx: DbOrTx,
  data: Pick<OtpRecord, 'userId' | 'phone' | 'codeHash' | 'salt' | 'createdAt' | 'expiresAt'>,
): Promise<void> {
  await tx.insert(phoneOtps).values(data);
}

/** The account's newest code, whatever its state. */
export async function findLatestOtp(db: DbOrTx, userId: string): Promise<OtpRecord | null> {
  const [row] = await db
    .select(otpColumns)
    .from(phoneOtps)
    .where(eq(phoneOtps.userId, userId))
    .orderBy(desc(phoneOtps.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Takes one try of a live code (unused, not replaced, unexpired, under `maxAttempts` tries).
 * @returns the tries used including this one, or null when the code is not live.
 */
export async function reserveAttempt(
  db: DbOrTx,
  id: string,
  now: Date,
  maxAttempts: number,
): Promise<number | null> {
  const [row] = await db
    .update(phoneOtps)
    .set({ attempts: sql`${phoneOtps.attempts} + 1` })
    .where(
      and(
        eq(phoneOtps.id, id),
        isNull(phoneOtps.consumedAt),
        isNull(phoneOtps.supersededAt),
        gt(phoneOtps.expiresAt, now),
        lt(phoneOtps.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: phoneOtps.attempts });
  return row?.attempts ?? null;
}

/** Uses a code, once. @returns false when it was already used. */
export async function consumeOtp(tx: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(phoneOtps)
    .set({ consumedAt: now })
    .where(and(eq(phoneOtps.id, id), isNull(phoneOtps.consumedAt)))
    .returning({ id: phoneOtps.id });
  return rows.length === 1;
}

/** The account that has verified `phone`, if any. */
export async function findMobileOwner(db: DbOrTx, phone: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobileNumber, phone));
  return row?.id ?? null;
}

/** Makes `phone` the user's verified mobile (unique index: a second account → unique violation). */
export async function setUserMobile(
  tx: DbOrTx,
  userId: string,
  phone: string,
  at: Date,
): Promise<void> {
  await tx.update(users).set({ mobileNumber: phone, updatedAt: at }).where(eq(users.id, userId));
}
