/**
 * The responsible-gaming columns of `users` and today's recharges. Plain functions over a
 * database or transaction; `lock` takes the user's row FOR UPDATE, which serialises everything that
 * checks the daily limit for that user.
 */
import { and, eq, gte, inArray, lt, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, walletEntries } from '../../db/schema/index';
import type { LimitState } from './gaming.rules';

/** What the gaming rules read of a user. */
export interface GamingRow extends LimitState {
  ageConfirmedAt: Date | null;
  selfExcludedUntil: Date | null;
}

const gamingColumns = {
  ageConfirmedAt: users.ageConfirmedAt,
  selfExcludedUntil: users.selfExcludedUntil,
  limitPaise: users.rechargeLimitPaise,
  nextLimitPaise: users.rechargeLimitNextPaise,
  nextAt: users.rechargeLimitNextAt,
};

/** The user's gaming row, or null for an unknown user. `lock`: FOR UPDATE (inside a transaction). */
export async function readGamingRow(
  db: DbOrTx,
  userId: string,
  lock = false,
): Promise<GamingRow | null> {
  const q = db.select(gamingColumns).from(users).where(eq(users.id, userId));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Stores the limit state (already decided by the rules). */
export async function writeLimit(db: DbOrTx, userId: string, s: LimitState): Promise<void> {
  await db
    .update(users)
    .set({
      rechargeLimitPaise: s.limitPaise,
      rechargeLimitNextPaise: s.nextLimitPaise,
      rechargeLimitNextAt: s.nextAt,
    })
    .where(eq(users.id, userId));
}

/** Stores the end of the user's self-exclusion (the service only ever moves it later). */
export async function writeExclusionEnd(db: DbOrTx, userId: string, until: Date): Promise<void> {
  await db.update(users).set({ selfExcludedUntil: until }).where(eq(users.id, userId));
}

/** Records the 18+ confirmation once (a second confirmation keeps the first instant). */
export async function writeAgeConfirmed(db: DbOrTx, userId: string, at: Date): Promise<void> {
  const row = await readGamingRow(db, userId);
  if (row?.ageConfirmedAt) return;
  await db.update(users).set({ ageConfirmedAt: at }).where(eq(users.id, userId));
}

/** Σ of the user's PENDING + APPROVED recharges created in [from, to), paise. */
export async function sumRecharges(
  db: DbOrTx,
  userId: string,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sum(walletEntries.amountPaise).mapWith(Number) })
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.userId, userId),
        eq(walletEntries.type, 'RECHARGE'),
        inArray(walletEntries.status, ['PENDING', 'APPROVED']),
        gte(walletEntries.createdAt, from),
        lt(walletEntries.createdAt, to),
      ),
    );
  return row?.total ?? 0;
}
