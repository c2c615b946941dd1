/**
 * The room's safety net for a session that ended without this node hearing of it (a session-ended
 * notice lost with Redis, a ban or revocation written by another path): every `SESSION_RECHECK_MS`
 * one query looks at the sessions of every bidder's socket on this node, and a socket whose session
 * is no longer plainly live is checked in full (`authenticate`, then self-exclusion) and, if that
 * refuses, told why and closed (a ban,
 * a logout, a self-exclusion). The notices themselves end sockets at once (room.setup.ts, session-events.ts).
 *
 * It replaced a re-authentication per socket on its next event after 5 s, which under many rooms cost
 * one session query per bidder every 5 s, about one for every two bids (RT-7 in docs/benchmarks.md).
 */
import type { FastifyBaseLogger } from 'fastify';
import { liveSessionStates } from '../../db/users';
import { authenticate } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { assertNotSelfExcluded } from '../gaming/gaming.port';
import type { RoomServer, RoomSocket } from './room.presence';

/** How often the sessions of this node's room sockets are looked at again, in ms. */
export const SESSION_RECHECK_MS = 5_000;

/** The sweep of one node's room sockets; `sweep()` runs one pass now (tests, and the timer). */
export interface SessionSweep {
  sweep(): Promise<void>;
  stop(): void;
}

/** Starts sweeping `io`'s local sockets every SESSION_RECHECK_MS (the timer does not hold the process). */
export function startSessionSweep(
  io: RoomServer,
  deps: Pick<AppDeps, 'database' | 'clock'> & Parameters<typeof authenticate>[0],
  log: FastifyBaseLogger,
): SessionSweep {
  let running: Promise<void> | null = null;
  const sweep = async () => {
    const sockets = [...io.sockets.sockets.values()].filter(
      (s) => !s.data.spectator && s.data.sessionId && s.connected,
    );
    if (sockets.length === 0) return;
    const ids = [...new Set(sockets.map((s) => s.data.sessionId))];
    const live = await liveSessionStates(deps.database.db, ids, new Date(deps.clock.now()));
    for (const socket of sockets) {
      const state = live.get(socket.data.sessionId);
      const plainlyLive =
        state && state.userId === socket.data.userId && !state.banned && !state.selfExcludedUntil;
      if (!plainlyLive) await recheck(socket, deps);
    }
  };
  const timer = setInterval(() => {
    running ??= sweep()
      // A database error is not a logout (it would disconnect every bidder during a restart).
      .catch((err: unknown) => log.warn({ err }, 'room session sweep failed'))
      .finally(() => (running = null));
  }, SESSION_RECHECK_MS);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}

/** Checks one socket's session in full; a refusal is told to the socket, which is then closed. */
async function recheck(
  socket: RoomSocket,
  deps: Pick<AppDeps, 'clock'> & Parameters<typeof authenticate>[0],
): Promise<void> {
  const data = socket.data;
  try {
    const auth = await authenticate(deps, `Bearer ${data.token}`);
    if (!data.isAdmin) assertNotSelfExcluded(auth.user, deps.clock.now());
  } catch (err) {
    if (!(err instanceof AppError)) return;
    socket.emit('error', { code: err.code, message: err.message });
    socket.disconnect(true);
  }
}
