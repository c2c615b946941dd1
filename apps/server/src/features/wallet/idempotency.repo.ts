/** Stored answers of idempotent requests, keyed by (user, route, key). */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';

/** A stored answer: the body hash it belongs to, and the status and body (null until written). */
export interface StoredAnswer {
  requestHash: string;
  statusCode: number | null;
  response: unknown;
}

/** What a key is unique within: the caller and the route. */
export interface KeyScope {
  userId: string;
  route: string;
  key: string;
}

/**
 * Claims a key for this request. On PostgreSQL a concurrent claim of the same key waits here until
 * the first transaction ends, then sees its row (or claims the key itself if the first rolled back).
 * @returns true if this call claimed the key.
 */
export async function claimKey(
  tx: DbOrTx,
  scope: KeyScope,
  requestHash: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ ...scope, requestHash, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

const whereScope = (s: KeyScope) =>
  and(
    eq(idempotencyKeys.userId, s.userId),
    eq(idempotencyKeys.route, s.route),
    eq(idempotencyKeys.key, s.key),
  );

/** The stored row of a key, or null. */
export async function findAnswer(tx: DbOrTx, scope: KeyScope): Promise<StoredAnswer | null> {
  const [row] = await tx
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(whereScope(scope));
  return row ?? null;
}

/** Records the answer of a claimed key (same transaction as the work). */
export async function saveAnswer(
  tx: DbOrTx,
  scope: KeyScope,
  statusCode: number,
  response: unknown,
): Promise<void> {
  await tx.update(idempotencyKeys).set({ statusCode, response }).where(whereScope(scope));
}
