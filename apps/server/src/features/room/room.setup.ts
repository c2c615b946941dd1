/**
 * Assembles the real-time room on the app's HTTP server (the room's composition root): socket.io at
 * `/socket.io` (websocket transport, 16 KB frames, typed by the protocol's event maps), the Redis
 * streams adapter (on its own ioredis connection) when REDIS_URL is set (broadcasts and commit notices cross nodes), the registry
 * with a PostgreSQL lease (or the single-node lease on PGlite), the sockets, and how a commit is
 * published: engine events to `feed: 'engine'` clients, the spec's events to the others, scoring
 * first when the auction completes. It also gives registration its port into the room.
 */
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { AppDeps } from '../../platform/deps';
import { systemTimers } from '../../platform/clock';
import type { Redis } from '../../platform/redis';
import { scoreAuction } from '../results/scoring.service';
import { createPgLease, singleNodeLease } from './room.lease';
import { startSessionSweep, type SessionSweep } from './room.session-sweep';
import { presentPlayerIds } from '@bidxi/engine';
import { ErrorCode } from '@bidxi/protocol';
import {
  engineUserRoomName,
  fetchPresence,
  feedRoomName,
  userSocketsRoomName,
  type RoomServer,
} from './room.presence';
import { RoomRegistry } from './room.registry';
import type { Committed } from './room.runner';
import { RoomBudgets } from './room.budget';
import { exhaustedMaxBids } from './room.outbid';
import { notifyStarredNext } from './room.starred-next';
import { attachRoomSockets } from './room.socket';
import { confidentialTeams, eventsMessage, specMessages, type RoomMessage } from './room.views';

export interface RoomSystem {
  io: RoomServer;
  registry: RoomRegistry;
  budgets: RoomBudgets;
  /** The safety net for sessions that ended without a notice (room.session-sweep.ts). */
  sessionSweep: SessionSweep;
}

declare module 'fastify' {
  interface FastifyInstance {
    room: RoomSystem;
  }
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

  const emit = (room: string, m: RoomMessage) =>
    (io.to(room).emit as (event: string, payload: unknown) => boolean)(m.event, m.payload);

  async function publish(c: Committed): Promise<void> {
    const auctionId = c.auction.id;
    if (c.events.some((e) => e.type === 'auctionCompleted')) {
      // Score and pay before telling the room, so the results are there when clients ask. A
      // failure is retried by the results job (results.job.ts); the room still hears of it.
      await scoreAuction(deps, auctionId).catch((err: unknown) =>
        app.log.error({ err, auctionId }, 'scoring at completion failed'),
      );
    }
    const nowMs = deps.clock.now();
    // Engine events: a team's own max bids reach only its owner; everyone else gets placeholders.
    const owners = confidentialTeams(c).flatMap((teamId) => {
      const ownerId = c.state.teams[teamId]?.ownerId;
      return ownerId ? [{ teamId, room: engineUserRoomName(auctionId, ownerId) }] : [];
    });
    io.to(feedRoomName(auctionId, 'engine'))
      .except(owners.map((o) => o.room))
      .emit('roomEvents', eventsMessage(c, nowMs, null));
    for (const o of owners) io.to(o.room).emit('roomEvents', eventsMessage(c, nowMs, o.teamId));
    const roomSize = presentPlayerIds(c.state, registry.presentUserIds(auctionId)).length;
    // The spec's events are built and encoded only if someone may hear them: a client of that feed on
    // this node, or other nodes (their members are not known here).
    const specRoom = feedRoomName(auctionId, 'spec');
    if (isMultiNode || io.sockets.adapter.rooms.has(specRoom)) {
      for (const m of specMessages(c, { nowMs, roomSize })) emit(specRoom, m);
    }
    if (isMultiNode) io.serverSideEmit('roomCommitted', auctionId, c.state.version);
    // Web push to owners whose max bid ran out: queued, never holding up the room (push.queue.ts).
    for (const o of exhaustedMaxBids(c)) {
      const { ownerId, playerName, amountLakhs } = o;
      const auctionTitle = c.auction.title;
      deps.push.notify(ownerId, {
        kind: 'OUTBID',
        auctionId,
        auctionTitle,
        playerName,
        amountLakhs,
      });
    }
    // …and to those who starred the player now up next (the look-up runs off the room's path).
    notifyStarredNext(deps, c, (err) =>
      app.log.warn({ err, auctionId }, 'starred-next push look-up failed'),
    );
    deps.metrics.committed(c, deps.clock.now());
  }

  const registry: RoomRegistry = new RoomRegistry({
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
  deps.room = {
    teamRegistered: (auctionId, teamId) => registry.teamRegistered(auctionId, teamId),
    // Through the adapter: the user's sockets on every node (a self-excluded user bids no more).
    userSelfExcluded: async (userId, message) => {
      io.in(userSocketsRoomName(userId)).emit('error', { code: ErrorCode.SELF_EXCLUDED, message });
      io.in(userSocketsRoomName(userId)).disconnectSockets(true);
    },
  };
  const budgets = new RoomBudgets();
  const roomSize = attachRoomSockets(io, deps, registry, budgets, app.log);
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
  app.addHook('preClose', async () => {
    // Close the connections, not the sessions: clients see a transport close and reconnect (to this
    // node once restarted, or another). `disconnectSockets` would tell them they were kicked out
    // ('io server disconnect'), after which socket.io clients never reconnect by themselves.
    io.engine.close();
    roomSize.stop();
    sessionSweep.stop();
    clearInterval(budgetTimer);
    await flushBudgets();
    await registry.stop();
    if (redis) await redis.quit().catch(() => undefined);
  });
  const system = { io, registry, budgets, sessionSweep };
  app.decorate('room', system);
  return system;
}
