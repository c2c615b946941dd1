/**
 * Assembles the real-time room on the app's HTTP server (the room's composition root: wiring only):
 * socket.io at `/socket.io` (websocket transport, 16 KB frames, typed by the protocol's event maps,
 * one write per connection per tick: room.coalesce.ts),
 * the Redis streams adapter (on its own ioredis connection) when REDIS_URL is set (broadcasts and
 * commit notices cross nodes), the registry with a PostgreSQL lease (or the single-node lease on
 * PGlite), the sockets, the publisher of commits (room.publish.ts), the drain (room.drain.ts) and
 * the room's one door for the rest of the server, `deps.room` (room.door.ts).
 */
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { AppDeps } from '../../platform/deps';
import { systemTimers } from '../../platform/clock';
import type { Redis } from '../../platform/redis';
import { createPgLease, singleNodeLease } from './room.lease';
import { startSessionSweep, type SessionSweep } from './room.session-sweep';
import { fetchPresence, type RoomServer } from './room.presence';
import { RoomRegistry } from './room.registry';
import { RoomBudgets } from './room.budget';
import { createRoomDoor } from './room.door';
import { createRoomDrain } from './room.drain';
import { createPublisher } from './room.publish';
import { attachRoomSockets } from './room.socket';
import { coalesceWrites } from './room.coalesce';

export interface RoomSystem {
  io: RoomServer;
  registry: RoomRegistry;
  budgets: RoomBudgets;
  /** The safety net for sessions that ended without a notice (room.session-sweep.ts). */
  sessionSweep: SessionSweep;
}

/** How often bids refused for the budget are written to the bid log (rolled up). */
export const BUDGET_FLUSH_MS = 5_000;

/** Max socket frame: bids and chat are tiny; anything larger is refused by disconnecting. */
export const MAX_FRAME_BYTES = 16 * 1024;

export async function setupRoom(app: FastifyInstance, deps: AppDeps): Promise<RoomSystem> {
  const io: RoomServer = new Server(app.server, {
    path: '/socket.io',
    transports: ['websocket'],
    maxHttpBufferSize: MAX_FRAME_BYTES,
    pingInterval: 10_000,
    pingTimeout: 8_000,
    serveClient: false,
  });
  coalesceWrites(io);
  // The adapter reads its stream with blocking calls: a connection of its own (a duplicate of the
  // platform's), which queues commands while Redis is away so broadcasts resume when it is back.
  let redis: Redis | null = null;
  if (deps.redis) {
    redis = deps.redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'redis connection error'));
    await redis.connect();
    io.adapter(createAdapter(redis, { streamName: `${deps.config.redisPrefix}:socket.io` }));
  }
  const isMultiNode = redis !== null;
  const lease =
    deps.database.pgPool && deps.config.databaseUrl
      ? createPgLease(deps.config.databaseUrl, (err) =>
          app.log.warn({ err: err.message }, 'room lease connection lost'),
        )
      : singleNodeLease;

  const publish = createPublisher({ io, deps, log: app.log, isMultiNode });
  const registry = new RoomRegistry({
    db: deps.database.db,
    clock: deps.clock,
    timers: deps.timers ?? systemTimers,
    log: app.log,
    lease,
    leaseEveryMs: deps.config.roomLeaseIntervalMs,
    isMultiNode,
    publish,
    fetchPresence: (auctionId) => fetchPresence(io, auctionId),
  });
  io.on('roomCommitted', (auctionId, seq) => registry.committedElsewhere(auctionId, seq));
  const drain = createRoomDrain({
    io,
    registry,
    metrics: deps.metrics,
    clock: deps.clock,
    log: app.log,
    isMultiNode,
  });
  const budgets = new RoomBudgets();
  const { roomSize, pushSnapshots } = attachRoomSockets(io, deps, registry, budgets, app.log);
  // An auction changed (here or on another node): whoever listens (the scheduler) hears it, its room
  // reloads and its clients hear of it.
  const listeners = new Set<(auctionId: string) => void>();
  const auctionChanged = async (auctionId: string) => {
    for (const listener of listeners) listener(auctionId);
    registry.auctionChanged(auctionId);
    await pushSnapshots(auctionId).catch((err: unknown) =>
      app.log.warn({ err, auctionId }, 'room push after a change failed'),
    );
  };
  io.on('auctionChanged', (auctionId) => void auctionChanged(auctionId));
  deps.room = createRoomDoor(io, registry, drain, {
    isMultiNode,
    changed: auctionChanged,
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  const sessionSweep = startSessionSweep(io, deps, app.log);
  // Bids refused for the budget are logged as one row per user and lot, every few seconds.
  // Refused bids noted for the audit log are appended on the same beat.
  const flushBudgets = () =>
    Promise.all([budgets.flush(deps.database.db), registry.flushRefusals()]).catch((err: unknown) =>
      app.log.warn({ err }, 'room budget log failed'),
    );
  const budgetTimer = setInterval(() => void flushBudgets(), BUDGET_FLUSH_MS);
  budgetTimer.unref();

  app.addHook('onReady', async () => registry.start());
  // The one shutdown path: the drain (unless SIGTERM ran it already) closes the connections and
  // lets the leases go; then the room's own timers stop and what they buffered is written.
  app.addHook('preClose', async () => {
    await drain.drain();
    roomSize.stop();
    sessionSweep.stop();
    clearInterval(budgetTimer);
    await flushBudgets();
    if (redis) await redis.quit().catch(() => undefined);
  });
  const system = { io, registry, budgets, sessionSweep };
  return system;
}
