/**
 * `Idempotency-Key` support for the wallet's request endpoints: the key, the caller, the route and
 * the SHA-256 of the body are stored with the answer in the same transaction as the work, so a retry
 * with the same body returns the first answer and creates nothing. Failed requests store nothing (the
 * transaction rolls back), so their retries run again.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { ErrorCode } from '@bidxi/protocol';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { claimKey, findAnswer, saveAnswer } from './idempotency.repo';

/** A route's answer: its HTTP status and body, and whether it was replayed from a stored key. */
export interface Answer<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

/** JSON with sorted object keys, so equal bodies hash equally whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Runs `work` in a transaction, once per (user, route, key) when a key is given.
 * @throws AppError 422 IDEMPOTENCY_KEY_REUSED when the key was used with a different body; whatever
 *   `work` throws (nothing is stored then).
 */
export async function runIdempotent<T>(
  db: Db,
  scope: { userId: string; route: string; key: string | undefined; body: unknown; at: Date },
  work: (tx: Tx) => Promise<{ statusCode: number; body: T }>,
): Promise<Answer<T>> {
  const { key } = scope;
  if (key === undefined) {
    return { ...(await db.transaction(work)), replayed: false };
  }
  const keyScope = { userId: scope.userId, route: scope.route, key };
  const requestHash = createHash('sha256').update(canonical(scope.body)).digest('hex');
  return db.transaction(async (tx) => {
    if (!(await claimKey(tx, keyScope, requestHash, scope.at))) {
      const stored = await findAnswer(tx, keyScope);
      if (!stored || stored.statusCode === null) throw new Error('idempotency key without answer');
      if (stored.requestHash !== requestHash) {
        throw new AppError(
          422,
          ErrorCode.IDEMPOTENCY_KEY_REUSED,
          'This Idempotency-Key was already used with a different request',
        );
      }
      return { statusCode: stored.statusCode, body: stored.response as T, replayed: true };
    }
    const answer = await work(tx);
    await saveAnswer(tx, keyScope, answer.statusCode, answer.body);
    return { ...answer, replayed: false };
  });
}

/** Sends an {@link Answer}, marking replays with the header `idempotent-replayed: true`. */
export function sendAnswer<T>(reply: FastifyReply, answer: Answer<T>) {
  if (answer.replayed) void reply.header('idempotent-replayed', 'true');
  return reply.status(answer.statusCode).send(answer.body);
}
