/**
 * Idempotency keys for money requests: one key per submit attempt of a given body, reused when the
 * same body is sent again after no answer (time-out, offline, 5xx), so a retry never creates twice.
 */
import { ApiRequestError } from '@/lib/api-client';

export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Remembers the key of an attempt whose outcome is unknown; hands it out again for the same body. */
export function createIdempotencyKeeper() {
  let pending: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const fingerprint = JSON.stringify(body);
      if (pending?.fingerprint !== fingerprint) pending = { fingerprint, key: newIdempotencyKey() };
      return pending.key;
    },
    /** After an answer: a definite one (success or a 4xx refusal) retires the key. */
    settle(error?: unknown): void {
      const isUnknownOutcome =
        error instanceof ApiRequestError && (error.isTransport || error.httpStatus >= 500);
      if (!isUnknownOutcome) pending = null;
    },
  };
}
