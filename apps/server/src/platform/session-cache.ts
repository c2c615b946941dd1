/**
 * A short-lived cache of verified sessions: a token that was verified and
 * whose session row was live is trusted again for at most `ttlMs` without the HMAC check and the
 * session query. Every authenticated request paid both; under load they were the largest part of
 * the server's own CPU per request (API-1 in docs/benchmarks.md).
 *
 * What it does not give up:
 * - a logout, password reset or ban is a session-ended notice (session-events.ts); every node drops
 *   the matching entries when it hears it (at once locally, through Redis pub/sub elsewhere);
 * - whatever the notices do, an entry lives at most `ttlMs` (≤ 1000 ms, config SESSION_CACHE_MS), so
 *   a ban or a revocation written to the database by any path is seen on every node within 1 s, even
 *   with Redis down or a notice that raced a lookup in flight;
 * - an entry is never used past its session's `expiresAt`; failures (401/403) are never cached.
 * Profile edits (username, picture) may show on other nodes up to `ttlMs` late.
 */
import { LRUCache } from 'lru-cache';
import type { AuthContext } from './auth';
import type { SessionEnded, SessionEvents } from './session-events';

export interface SessionCache {
  /** The cached context of `token`, if verified less than `ttlMs` ago and live at `nowMs`. */
  get(token: string, nowMs: number): AuthContext | undefined;
  set(token: string, auth: AuthContext): void;
  /** Drops the entries of one session, or of every session of the user (no `sessionId`). */
  forget(event: Pick<SessionEnded, 'userId' | 'sessionId'>): void;
  close(): void;
}

/** Entries kept at most (the least recently used go first): about 1 KB each. */
const MAX_ENTRIES = 10_000;

/**
 * @param ttlMs how long a verification is trusted, in ms (0 = no cache; at most 1000, the issue's
 *   bound for a ban or logout to reach every node).
 * @param events the session-ended notices that drop entries before their time.
 */
export function createSessionCache(ttlMs: number, events: SessionEvents): SessionCache | undefined {
  if (ttlMs <= 0) return undefined;
  if (ttlMs > 1000) throw new Error('SESSION_CACHE_MS must be at most 1000');
  // lru-cache measures the TTL on its own monotonic clock: real elapsed time, also under a test's
  // fake application clock.
  const cache = new LRUCache<string, AuthContext>({ max: MAX_ENTRIES, ttl: ttlMs });
  const forget: SessionCache['forget'] = ({ userId, sessionId }) => {
    for (const [token, auth] of cache.entries())
      if (auth.user.id === userId && (!sessionId || auth.sessionId === sessionId))
        cache.delete(token);
  };
  const unsubscribe = events.subscribe(forget);
  return {
    get(token, nowMs) {
      const auth = cache.get(token);
      if (auth && auth.expiresAt.getTime() > nowMs) return auth;
      if (auth) cache.delete(token);
      return undefined;
    },
    set: (token, auth) => void cache.set(token, auth),
    forget,
    close() {
      unsubscribe();
      cache.clear();
    },
  };
}
