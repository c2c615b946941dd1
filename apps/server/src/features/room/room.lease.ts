/**
 * Which node runs an auction's clock (ARCHITECTURE.md §5 "Several nodes"). On PostgreSQL: a
 * session-level advisory lock per auction, held on one dedicated connection; when the node dies its
 * connection closes, the locks go with it, and another node's next attempt (every second) takes them.
 * On PGlite there is one node, which always holds every lease.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

export interface Lease {
  /** True if this node holds (or just took) the auction's lease. */
  tryAcquire(auctionId: string): Promise<boolean>;
  release(auctionId: string): Promise<void>;
  /** True while the lease connection is healthy; false means every lease may be lost. */
  isHealthy(): boolean;
  close(): Promise<void>;
}

/** The two 32-bit advisory-lock keys for an auction: a namespace and a hash of its id. */
export function leaseKeys(auctionId: string): [number, number] {
  const h = createHash('sha256').update(auctionId).digest();
  return [0x4249_4458, h.readInt32BE(0)];
}

export const singleNodeLease: Lease = {
  tryAcquire: async () => true,
  release: async () => undefined,
  isHealthy: () => true,
  close: async () => undefined,
};

/**
 * PostgreSQL ends the lease session after this long without a statement, which frees its locks: a
 * holder that is alive but stopped (SIGSTOP, a hung event loop, a VM pause) keeps its TCP connection
 * open, and the auction would otherwise stall until it came back (fault suite). A live holder sends
 * a heartbeat every `LEASE_HEARTBEAT_MS`.
 */
export const LEASE_IDLE_TIMEOUT_MS = 5_000;
export const LEASE_HEARTBEAT_MS = 1_000;

export function createPgLease(connectionString: string, onLost: (err: Error) => void): Lease {
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let healthy = false;
  let heartbeat: NodeJS.Timeout | null = null;
  /** The lease connection's last liveness probe (the heartbeat's, or the first after connecting). */
  let lastBeat: Promise<unknown> = Promise.resolve();
  const held = new Set<string>();
  const stopHeartbeat = () => {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
  };

  const connect = async (): Promise<pg.Client> => {
    if (client) return client;
    connecting ??= (async () => {
      const c = new pg.Client({
        connectionString,
        keepAlive: true,
        application_name: 'bidxi-lease',
      });
      c.on('error', (err) => {
        stopHeartbeat();
        healthy = false;
        held.clear();
        client = null;
        onLost(err);
      });
      c.on('end', () => {
        stopHeartbeat();
        healthy = false;
        held.clear();
        client = null;
      });
      await c.connect();
      await c.query(`set idle_session_timeout = ${LEASE_IDLE_TIMEOUT_MS}`);
      const beat = () => {
        lastBeat = c.query('select 1');
        lastBeat.catch(() => undefined);
      };
      beat();
      heartbeat = setInterval(beat, LEASE_HEARTBEAT_MS);
      heartbeat.unref?.();
      client = c;
      healthy = true;
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async tryAcquire(auctionId) {
      const c = await connect();
      if (held.has(auctionId)) {
        // The connection that holds the locks answered its last heartbeat (at most
        // LEASE_HEARTBEAT_MS ago; one probe for every held lease, not a query per auction per poll:
        // RT-7 in docs/benchmarks.md). A failed or hung probe fails or holds this call as before.
        await lastBeat;
        return held.has(auctionId);
      }
      const [k1, k2] = leaseKeys(auctionId);
      const { rows } = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
        k1,
        k2,
      ]);
      if (rows[0]?.ok) held.add(auctionId);
      return held.has(auctionId);
    },
    async release(auctionId) {
      if (!held.delete(auctionId) || !client) return;
      const [k1, k2] = leaseKeys(auctionId);
      await client.query('select pg_advisory_unlock($1, $2)', [k1, k2]).catch(() => undefined);
    },
    isHealthy: () => healthy,
    async close() {
      stopHeartbeat();
      held.clear();
      const c = client;
      client = null;
      healthy = false;
      await c?.end().catch(() => undefined);
    },
  };
}
