/**
 * The node's Prometheus metrics, through prom-client on a registry of this
 * app's own (tests build several apps in one process). Names follow Prometheus's naming rules: base
 * units (`_seconds`), `_total` on counters, and no per-user label (routes are the route pattern,
 * outcomes are error codes). With `METRICS_TOKEN` unset the metrics are off: every recorder below is
 * a no-op and nothing is collected (features/ops/metrics.routes.ts serves them).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the gauges read at scrape time; bound by the app once its parts exist. */
export interface MetricSources {
  /** Open socket.io connections on this node. */
  socketConnections(): number;
  /** LIVE auctions in the database (the same on every node). */
  liveAuctions(): Promise<number>;
  /** Auction leases (lot clocks) this node holds. */
  auctionLeases(): number;
  /** The PostgreSQL pool (null on PGlite, which has no pool). */
  pool(): { inUse: number; idle: number; waiting: number } | null;
}

/** An ack as the room sends it (`{ success, error? }`). */
interface AckLike {
  success: boolean;
  error?: { code?: unknown };
}

/** A committed close as the room publishes it: the events and the state before them. */
export interface CommittedLike {
  events: readonly { type: string; reason?: string }[];
  before: { currentLot: { closesAt: number } | null };
}

export interface Metrics {
  readonly enabled: boolean;
  readonly registry: Registry;
  bind(sources: MetricSources): void;
  /** One HTTP response: its route pattern (`unmatched` when none), method, status, duration (s). */
  httpRequest(route: string | undefined, method: string, status: number, seconds: number): void;
  /**
   * Wraps a room event's ack at receipt: the event counts as in flight until it is acked (a
   * draining node waits for it, even with metrics off); for `bid`, the time from receipt to the ack
   * and the outcome (`accepted`, or the refusal code) are recorded. The wrapped ack calls `ack`
   * when there is one.
   */
  timeAck<A extends AckLike>(event: string, ack: ((a: A) => void) | undefined): (a: A) => void;
  /** Room events received and not yet acked on this node. */
  readonly inFlight: number;
  /** A commit of this node was broadcast at `nowMs` (epoch ms): a timed close records its lag. */
  committed(c: CommittedLike, nowMs: number): void;
  /** Wallets whose cached balance or hold differs from their ledger entries (last reconciliation). */
  setLedgerMismatches(count: number): void;
}

/** Bid receipt → ack (seconds). */
const ACK_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** Close broadcast − `closesAt` (seconds); the multi-node close grace is up to 0.12 s. */
const CLOSE_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2, 5, 10];
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Outcome labels are error codes; anything else is folded into OTHER (bounded label values). */
const CODE = /^[A-Z][A-Z0-9_]{0,47}$/;

/** Counts events from receipt to ack; `onAck` sees each ack once, before it is sent. */
function inFlightCounter() {
  let n = 0;
  return {
    get count() {
      return n;
    },
    wrap<A>(ack: ((a: A) => void) | undefined, onAck?: (a: A) => void): (a: A) => void {
      n += 1;
      let done = false;
      return (a) => {
        if (!done) {
          done = true;
          n -= 1;
          onAck?.(a);
        }
        ack?.(a);
      };
    },
  };
}

/** Metrics that record nothing (METRICS_TOKEN unset); events in flight are still counted. */
export function disabledMetrics(): Metrics {
  const pending = inFlightCounter();
  return {
    enabled: false,
    registry: new Registry(),
    bind: () => undefined,
    httpRequest: () => undefined,
    timeAck: (_event, ack) => pending.wrap(ack),
    get inFlight() {
      return pending.count;
    },
    committed: () => undefined,
    setLedgerMismatches: () => undefined,
  };
}

/** prom-client defaults named like counters though they are gauges; dropped so the scrape lints. */
const REDUNDANT_DEFAULT_GAUGES = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
] as const;

/** Creates the metrics: Node's defaults (event-loop lag, heap, GC, …) and BidXI's families. */
export function createMetrics(options: { enabled: boolean }): Metrics {
  if (!options.enabled) return disabledMetrics();
  const registry = new Registry();
  const pending = inFlightCounter();
  collectDefaultMetrics({ register: registry });
  // prom-client's three `nodejs_active_*_total` are gauges, which `promtool check metrics` refuses
  // (`_total` is for counters); their by-type families (`nodejs_active_handles{type}`, …) stay, and
  // a total is their sum.
  for (const name of REDUNDANT_DEFAULT_GAUGES) registry.removeSingleMetric(name);
  let sources: MetricSources | null = null;

  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const bidAck = new Histogram({
    name: 'bidxi_bid_ack_seconds',
    help: 'Time from receiving a bid to sending its ack.',
    buckets: ACK_BUCKETS,
    registers: [registry],
  });
  const bids = new Counter({
    name: 'bidxi_bids_total',
    help: 'Bids acknowledged by this node, by outcome (accepted, or the refusal code).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  bids.inc({ outcome: 'accepted' }, 0);
  const closeLag = new Histogram({
    name: 'bidxi_lot_close_lag_seconds',
    help: "Time from a lot's closesAt to the broadcast of its close, on the node that closed it.",
    buckets: CLOSE_BUCKETS,
    registers: [registry],
  });
  const mismatches = new Gauge({
    name: 'bidxi_ledger_mismatches',
    help: 'Wallets whose balance or hold differs from their ledger entries (last reconciliation).',
    registers: [registry],
  });
  new Gauge({
    name: 'bidxi_socket_connections',
    help: 'Open socket.io connections on this node.',
    registers: [registry],
    collect() {
      this.set(sources?.socketConnections() ?? 0);
    },
  });
  new Gauge({
    name: 'bidxi_live_auctions',
    help: 'Auctions in the LIVE state (read from the database; the same on every node).',
    registers: [registry],
    async collect() {
      this.set((await sources?.liveAuctions()) ?? 0);
    },
  });
  new Gauge({
    name: 'bidxi_auction_leases',
    help: 'Auction leases (lot clocks) held by this node.',
    registers: [registry],
    collect() {
      this.set(sources?.auctionLeases() ?? 0);
    },
  });
  new Gauge({
    name: 'bidxi_db_pool_connections',
    help: 'PostgreSQL pool connections by state (in_use, idle); absent on PGlite.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const p = sources?.pool();
      if (!p) return;
      this.set({ state: 'in_use' }, p.inUse);
      this.set({ state: 'idle' }, p.idle);
    },
  });
  new Gauge({
    name: 'bidxi_db_pool_waiting_requests',
    help: 'Queries waiting for a PostgreSQL pool connection (0 on PGlite, which has no pool).',
    registers: [registry],
    collect() {
      const p = sources?.pool();
      if (p) this.set(p.waiting);
    },
  });

  return {
    enabled: true,
    registry,
    bind(s) {
      sources = s;
    },
    httpRequest(route, method, status, seconds) {
      http.observe({ route: route ?? 'unmatched', method, status: String(status) }, seconds);
    },
    timeAck(event, ack) {
      if (event !== 'bid') return pending.wrap(ack);
      const end = bidAck.startTimer();
      return pending.wrap(ack, (a) => {
        end();
        const code = a.error?.code;
        const outcome = a.success
          ? 'accepted'
          : typeof code === 'string' && CODE.test(code)
            ? code
            : 'OTHER';
        bids.inc({ outcome });
      });
    },
    get inFlight() {
      return pending.count;
    },
    committed(c, nowMs) {
      const closesAt = c.before.currentLot?.closesAt;
      if (closesAt === undefined) return;
      const timed = c.events.some(
        (e) => e.type === 'lotSold' || (e.type === 'lotUnsold' && e.reason === undefined),
      );
      // A close ahead of closesAt (every other team passed) is not late: it counts as 0.
      if (timed) closeLag.observe(Math.max(0, nowMs - closesAt) / 1000);
    },
    setLedgerMismatches(count) {
      mismatches.set(count);
    },
  };
}
