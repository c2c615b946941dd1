/**
 * Assembles the real-time room on the app's HTTP server: socket.io at `/socket.io` (websocket
 * transport, 16 KB frames), the Redis streams adapter when REDIS_URL is set (broadcasts cross nodes),
 * the hub with a PostgreSQL lease (or the single-node lease on PGlite), and the gateway.
 */
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import type { AppDeps } from '../../platform/deps';
import { broadcastCommit, roomName, type RoomEmitter } from './room.broadcast';
import { attachRoomGateway } from './room.gateway';
import { fetchPresence, LocalPresence } from './room.presence';
import { RoomHub } from './room.hub';
import { createPgLease, singleNodeLease } from './room.lease';
import { RoomService } from './room.service';
import { roomStore } from './room.store';
import { scoreAuction } from '../results/scoring.service';

export interface RoomSystem {
  io: Server;
  hub: RoomHub;
  service: RoomService;
}

declare module 'fastify' {
  interface FastifyInstance {
    room: RoomSystem;
  }
}

/** Max socket frame: bids and chat are tiny; anything larger is refused by disconnecting. */
export const MAX_FRAME_BYTES = 16 * 1024;

export async function setupRoom(app: FastifyInstance, deps: AppDeps): Promise<RoomSystem> {
  const io = new Server(app.server, {
    path: '/socket.io',
    transports: ['websocket'],
    maxHttpBufferSize: MAX_FRAME_BYTES,
    pingInterval: 10_000,
    pingTimeout: 8_000,
    serveClient: false,
  });
  let redis: ReturnType<typeof createClient> | null = null;
  if (deps.config.redisUrl) {
    redis = createClient({ url: deps.config.redisUrl });
    redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'redis connection error'));
    await redis.connect();
    io.adapter(createAdapter(redis, { streamName: `${deps.config.redisPrefix}:socket.io` }));
  }
  const presence = new LocalPresence();
  const emitter: RoomEmitter = {
    toRoom: (auctionId, event, payload) => void io.to(roomName(auctionId)).emit(event, payload),
    roomSize: (auctionId) => hub.presentUserIds(auctionId).size,
    present: (auctionId) => hub.presentUserIds(auctionId),
    now: () => deps.clock.now(),
  };
  const lease =
    deps.database.pgPool && deps.config.databaseUrl
      ? createPgLease(deps.config.databaseUrl, (err) =>
          app.log.warn({ err: err.message }, 'room lease connection lost'),
        )
      : singleNodeLease;
  const hub: RoomHub = new RoomHub({
    db: deps.database.db,
    store: roomStore,
    clock: deps.clock,
    log: app.log,
    lease,
    onCommit: (runner, events, before, after) => {
      broadcastCommit(emitter, runner, events, before, after);
      hub.poke(runner.auctionId);
    },
    fetchPresence: (auctionId) => fetchPresence(io, auctionId),
    onCompleted: async (runner) => {
      // Score and pay before telling the room, so the results are there when clients ask. A failure
      // is retried by the results job (results.job.ts); the room still hears of the completion.
      await scoreAuction(deps, runner.auctionId).catch((err: unknown) =>
        app.log.error({ err, auctionId: runner.auctionId }, 'scoring at completion failed'),
      );
      io.to(roomName(runner.auctionId)).emit('auctionCompleted', {
        seq: runner.state?.version ?? 0,
        serverTime: new Date(deps.clock.now()).toISOString(),
      });
    },
  });
  const service = new RoomService(deps, hub, (auctionId) => hub.presentUserIds(auctionId).size);
  const roomSize = attachRoomGateway(io, deps, hub, service, presence, app.log);

  app.addHook('onReady', async () => hub.start());
  app.addHook('preClose', async () => {
    // Close the connections, not the sessions: clients see a transport close and reconnect (to this
    // node once restarted, or another). `disconnectSockets` would tell them they were kicked out
    // ('io server disconnect'), after which socket.io clients never reconnect by themselves.
    io.engine.close();
    roomSize.stop();
    await hub.stop();
    if (redis) await redis.quit().catch(() => undefined);
  });
  const system = { io, hub, service };
  app.decorate('room', system);
  return system;
}
