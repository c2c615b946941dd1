/**
 * The room's one shutdown path: a node's graceful drain, run on SIGTERM (main.ts, through
 * `app.ops.drain`) and by `app.close()` (the room's preClose, room.setup.ts), whichever comes first:
 * 1. it refuses new sockets (SERVER_RESTARTING at the handshake), so clients go to another node;
 * 2. it stops its lot clocks and releases every auction lease at once (the lease connection ends,
 *    which frees its advisory locks);
 * 3. it waits for the events it received to be acked (a bid received is judged and acked) and the
 *    commands in its rooms' queues to finish;
 * 4. it tells its sockets to reconnect (`serverRestarting`, then a transport close, after which
 *    socket.io clients reconnect by themselves — to another node, since this one is not ready);
 * 5. it leaves the Redis adapter's cluster and tells the other nodes (`leasesReleased`), which take
 *    the clocks over at once instead of at their next lease check (every second).
 * A lot whose close falls inside the handover is closed by the new holder at its `closesAt` (or
 * given a fresh window if more than 2 s overdue, room.clock.ts): never early.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@bidxi/protocol';
import type { Clock } from '../../platform/clock';
import type { Metrics } from '../../platform/metrics';
import type { RoomDrainReport } from '../../platform/room-port';
import type { RoomServer } from './room.presence';
import type { RoomRegistry } from './room.registry';

/** The longest the drain waits for commands in flight (the process manager's grace is 10 s). */
export const DRAIN_SETTLE_MS = 5_000;
/** Time for Redis to see this node's subscriber connection closed before the takeover notice. */
const UNSUBSCRIBE_MS = 50;
/** A node that hears `leasesReleased` checks the leases now and this many times more, 100 ms apart. */
const TAKEOVER_RETRIES = 3;

/** The text a refused handshake and the reconnect notice carry (the spec's wording for a restart). */
export const RESTARTING_MESSAGE = 'This server is restarting. Reconnecting…';

export interface RoomDrainDeps {
  io: RoomServer;
  registry: RoomRegistry;
  metrics: Pick<Metrics, 'inFlight'>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** True when other nodes share the room through the Redis adapter (they hear the takeover notice). */
  isMultiNode: boolean;
}

export interface RoomDrain {
  /** True from the start of the drain: the node refuses new sockets and reports no leases. */
  readonly draining: boolean;
  /** Drains the node (idempotent: a second call returns the first drain). */
  drain(): Promise<RoomDrainReport>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

/**
 * Sets up the drain of the room in `deps`: the handshake check that refuses sockets while draining
 * and the takeover of another node's clocks when it says it released them.
 */
export function createRoomDrain(deps: RoomDrainDeps): RoomDrain {
  const { io, registry, log } = deps;
  let running: Promise<RoomDrainReport> | null = null;
  let draining = false;

  io.use((_socket, next) => {
    if (!draining) return next();
    const data = { code: ErrorCode.SERVER_RESTARTING, message: RESTARTING_MESSAGE };
    next(Object.assign(new Error(RESTARTING_MESSAGE), { data }));
  });
  // Another node released its leases: take its clocks over now (a check already in progress skips
  // the call, and the lock may be freed a moment after the notice: hence the retries).
  io.on('leasesReleased', () => {
    for (let i = 0; i <= TAKEOVER_RETRIES; i++) {
      setTimeout(() => {
        if (!draining) void registry.pollLeases();
      }, i * 100).unref();
    }
  });

  /** Waits for every event received to be acked and every queued command to finish, ≤ `ms`. */
  async function settle(ms: number): Promise<void> {
    const deadline = performance.now() + ms;
    const queues = registry.settle();
    while (deps.metrics.inFlight > 0 && performance.now() < deadline) await sleep(5);
    await Promise.race([queues, sleep(Math.max(0, deadline - performance.now()))]);
  }

  async function run(): Promise<RoomDrainReport> {
    const started = performance.now();
    draining = true;
    const leasesReleased = registry.clockCount;
    await registry.stop();
    log.info({ leasesReleased }, 'draining: leases released');
    await settle(DRAIN_SETTLE_MS);
    io.local.emit('serverRestarting', { serverTime: new Date(deps.clock.now()).toISOString() });
    io.engine.close();
    // Commands that arrived while the first ones finished; their acks can no longer be sent.
    await settle(DRAIN_SETTLE_MS);
    // Leave the adapter's cluster (it unsubscribes) before telling the others: a node counts the
    // subscribers to know how many answers a presence lookup waits for, and the lookup a takeover
    // makes would otherwise wait its full timeout (1 s) for this node. Every namespace's adapter:
    // the account channel's (`/account`) subscription is counted too. The notice goes out on the
    // adapter's publishing connection, which stays open until the room closes.
    await Promise.all([...io._nsps.values()].map((nsp) => nsp.adapter.close()));
    if (deps.isMultiNode) {
      await sleep(UNSUBSCRIBE_MS);
      io.serverSideEmit('leasesReleased');
    }
    const tookMs = Math.round(performance.now() - started);
    log.info({ tookMs }, 'drained');
    return { leasesReleased, tookMs };
  }

  return {
    get draining() {
      return draining;
    },
    drain() {
      running ??= run();
      return running;
    },
  };
}
