/**
 * A node's graceful drain before it stops, run on SIGTERM by
 * main.ts before `app.close()` (and by `app.close()` itself, first of its preClose hooks):
 * 1. it reports not ready (`/api/health/ready` 503; `/api/health/live` stays 200) and refuses new
 *    sockets, so the load balancer sends clients elsewhere;
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
import type { FastifyInstance } from 'fastify';

/** The longest the drain waits for commands in flight (the process manager's grace is 10 s). */
export const DRAIN_SETTLE_MS = 5_000;
/** Time for Redis to see this node's subscriber connection closed before the takeover notice. */
const UNSUBSCRIBE_MS = 50;
/** A node that hears `leasesReleased` checks the leases now and this many times more, 100 ms apart. */
const TAKEOVER_RETRIES = 3;

export interface DrainReport {
  /** Lot clocks (auction leases) this node released. */
  leasesReleased: number;
  /** From the start of the drain to its end (ms). */
  tookMs: number;
}

export interface Drain {
  /** True from the start of the drain: the node is not ready and refuses new sockets. */
  readonly draining: boolean;
  /** Drains the node (idempotent: a second call returns the first drain). */
  start(): Promise<DrainReport>;
}

type EventBus = {
  on(event: string, listener: () => void): unknown;
  serverSideEmit(event: string): unknown;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

/** Waits for every event received to be acked and every queued command to finish, ≤ `ms`. */
async function settle(app: FastifyInstance, ms: number): Promise<void> {
  const deadline = performance.now() + ms;
  const queues = app.room.registry.settle();
  while (app.deps.metrics.inFlight > 0 && performance.now() < deadline) await sleep(5);
  await Promise.race([queues, sleep(Math.max(0, deadline - performance.now()))]);
}

/** Sets up the drain of `app` (whose room is set up after this call). */
export function createDrain(app: FastifyInstance): Drain {
  let running: Promise<DrainReport> | null = null;
  let draining = false;

  app.addHook('onReady', async () => {
    const { io, registry } = app.room;
    io.use((_socket, next) => {
      if (!draining) return next();
      const message = 'This server is restarting. Reconnecting…';
      next(Object.assign(new Error(message), { data: { code: 'SERVER_RESTARTING', message } }));
    });
    // Another node released its leases: take its clocks over now (a check already in progress
    // skips the call, and the lock may be freed a moment after the notice: hence the retries).
    (io as unknown as EventBus).on('leasesReleased', () => {
      for (let i = 0; i <= TAKEOVER_RETRIES; i++) {
        setTimeout(() => {
          if (!draining) void registry.pollLeases();
        }, i * 100).unref();
      }
    });
  });

  async function drain(): Promise<DrainReport> {
    const started = performance.now();
    draining = true;
    const { io, registry } = app.room;
    const leasesReleased = registry.clockCount;
    await registry.stop();
    app.log.info({ leasesReleased }, 'draining: leases released');
    await settle(app, DRAIN_SETTLE_MS);
    io.local.emit('serverRestarting', {
      serverTime: new Date(app.deps.clock.now()).toISOString(),
    });
    io.engine.close();
    // Commands that arrived while the first ones finished; their acks can no longer be sent.
    await settle(app, DRAIN_SETTLE_MS);
    // Leave the adapter's cluster (it unsubscribes) before telling the others: a node counts the
    // subscribers to know how many answers a presence lookup waits for, and the lookup a takeover
    // makes would otherwise wait its full timeout (1 s) for this node. The notice goes out on the
    // adapter's publishing connection, which stays open until the room closes.
    // Every namespace's adapter: the account channel's (`/account`) subscription is counted too, and
    // leaving it subscribed made every takeover wait the full second again.
    await Promise.all([...io._nsps.values()].map((nsp) => nsp.adapter.close()));
    if (app.deps.redis) {
      await sleep(UNSUBSCRIBE_MS);
      (io as unknown as EventBus).serverSideEmit('leasesReleased');
    }
    const tookMs = Math.round(performance.now() - started);
    app.log.info({ tookMs }, 'drained');
    return { leasesReleased, tookMs };
  }

  // `app.close()` without a drain first (tests, an error exit) drains too.
  app.addHook('preClose', async () => {
    await (running ??= drain());
  });
  return {
    get draining() {
      return draining;
    },
    start() {
      running ??= drain();
      return running;
    },
  };
}
