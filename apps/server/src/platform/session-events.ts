/**
 * "These sessions have ended": published on logout, password reset, ban and session expiry, heard on
 * every node (locally at once, and through Redis pub/sub when REDIS_URL is set), so whatever holds a
 * live connection for a session — the room's sockets — can close it within a second (no session
 * outlives a logout or a ban). The publisher never waits on a listener, and a listener
 * that throws is logged, never fatal.
 *
 * How the room subscribes (room.setup.ts): `deps.sessionEvents.subscribe((e) => …)` once at setup,
 * and for each LOCAL socket whose `data.userId === e.userId` and, when `e.sessionId` is set, whose
 * session is that one: emit `error { code: e.code, message: e.message }` and `disconnect(true)`.
 * Expiry has no request to hang it on: the room calls `watchExpiry(auth)` when a socket is admitted
 * (`authenticate` returns `expiresAt`) and the returned cancel function when it leaves.
 */
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { ErrorCode, AccountMessage } from '@bidxi/protocol';
import type { Clock } from './clock';
import { connectSubscriber, type Redis } from './redis';

/** Why sessions ended. */
export type SessionEndReason = 'logout' | 'password-reset' | 'banned' | 'expired';

/** One end of one session (`sessionId`) or of every session of the user (no `sessionId`). */
export interface SessionEnded {
  userId: string;
  /** The one session that ended (logout, expiry); absent: all of the user's sessions. */
  sessionId?: string;
  reason: SessionEndReason;
  /** The error code a client is told (`USER_BANNED` for a ban, else `SESSION_EXPIRED`). */
  code: ErrorCode;
  /** The text a client is told. */
  message: string;
}

export type SessionEndedListener = (event: SessionEnded) => void;

export interface SessionEvents {
  /** Tells every node (this one synchronously). Resolves once handed to Redis; never rejects. */
  publish(event: Omit<SessionEnded, 'code' | 'message'>): Promise<void>;
  /** @returns the unsubscribe function. */
  subscribe(listener: SessionEndedListener): () => void;
  /**
   * Publishes `expired` on THIS node when the session runs out (each node watches the sessions of
   * its own connections). @returns cancel.
   */
  watchExpiry(session: { userId: string; sessionId: string; expiresAt: Date }): () => void;
  close(): Promise<void>;
}

const TEXT: Record<SessionEndReason, { code: ErrorCode; message: string }> = {
  banned: { code: ErrorCode.USER_BANNED, message: AccountMessage.SUSPENDED },
  logout: { code: ErrorCode.SESSION_EXPIRED, message: 'You have been logged out' },
  'password-reset': {
    code: ErrorCode.SESSION_EXPIRED,
    message: 'Your password was changed. Please log in again.',
  },
  expired: { code: ErrorCode.SESSION_EXPIRED, message: 'Session expired. Please log in again.' },
};

/** setTimeout's ceiling (about 24.8 days); longer sessions re-arm. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export async function createSessionEvents(opts: {
  clock: Clock;
  redis: Redis | null;
  /** Channel `<prefix>:session-ended`. */
  redisPrefix: string;
  log: { warn(obj: object, msg: string): void };
}): Promise<SessionEvents> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const nodeId = randomUUID();
  const channel = `${opts.redisPrefix}:session-ended`;
  const deliver = (event: SessionEnded) => {
    for (const listener of local.listeners('ended') as SessionEndedListener[]) {
      try {
        listener(event);
      } catch (err) {
        opts.log.warn({ err }, 'session-ended listener failed');
      }
    }
  };
  const complete = (e: Omit<SessionEnded, 'code' | 'message'>): SessionEnded => ({
    ...e,
    ...TEXT[e.reason],
  });

  const sub = opts.redis
    ? await connectSubscriber(opts.redis, (err) =>
        opts.log.warn({ err: err.message }, 'session events: redis error'),
      )
    : null;
  if (sub) {
    sub.on('message', (_channel: string, raw: string) => {
      try {
        const { from, event } = JSON.parse(raw) as { from: string; event: SessionEnded };
        if (from !== nodeId) deliver(complete(event));
      } catch (err) {
        opts.log.warn({ err }, 'session events: unreadable message');
      }
    });
    await sub.subscribe(channel);
  }
  const timers = new Set<NodeJS.Timeout>();

  return {
    async publish(e) {
      deliver(complete(e));
      if (!opts.redis) return;
      const event = { userId: e.userId, sessionId: e.sessionId, reason: e.reason };
      await opts.redis
        .publish(channel, JSON.stringify({ from: nodeId, event }))
        .then(() => undefined)
        .catch((err: Error) =>
          opts.log.warn({ err: err.message }, 'session events: publish failed'),
        );
    },
    subscribe(listener) {
      local.on('ended', listener);
      return () => local.off('ended', listener);
    },
    watchExpiry({ userId, sessionId, expiresAt }) {
      let timer: NodeJS.Timeout;
      const arm = () => {
        const left = expiresAt.getTime() - opts.clock.now();
        timer = setTimeout(
          () => {
            timers.delete(timer);
            if (left > MAX_TIMER_MS) return arm();
            deliver(complete({ userId, sessionId, reason: 'expired' }));
          },
          Math.max(0, Math.min(left, MAX_TIMER_MS)),
        );
        timer.unref();
        timers.add(timer);
      };
      arm();
      return () => {
        clearTimeout(timer);
        timers.delete(timer);
      };
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      local.removeAllListeners();
      if (sub) await sub.quit().catch(() => undefined);
    },
  };
}
