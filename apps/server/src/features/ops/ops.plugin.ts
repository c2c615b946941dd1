/**
 * What an operator's tools talk to (docs/operations.md): `GET /metrics` for Prometheus
 * (behind `Authorization: Bearer $METRICS_TOKEN`, off when the token is unset), the liveness and
 * readiness probes (`/api/health/live`, `/api/health/ready`), the periodic ledger reconciliation,
 * and the graceful drain (`app.ops.drain`, drain.ts). It reads the room through `deps.room`, which
 * answers zeros until the room is set up.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auctions } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { startIntervalJob, type IntervalJob } from '../../platform/interval-job';
import { createDrain, type Drain } from './drain';
import { walletMismatches } from './invariants';

declare module 'fastify' {
  interface FastifyInstance {
    ops: { drain: Drain };
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function hasBearer(req: FastifyRequest, token: string): boolean {
  const header = req.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  return timingSafeEqual(digest(given), digest(token));
}

const unauthorized = (reply: FastifyReply) =>
  reply
    .status(401)
    .header('www-authenticate', 'Bearer')
    .send({ error: { code: 'UNAUTHENTICATED', message: 'A metrics token is required.' } });

/** Registers metrics, probes, the reconciliation and the drain on `app`. */
export function registerOps(app: FastifyInstance, deps: AppDeps): void {
  const { metrics, config } = deps;
  const drain = createDrain(deps);
  app.decorate('ops', { drain });

  const probe = (summary: string) => ({
    schema: { tags: ['system'], summary },
    config: { rateLimit: false },
  });
  app.get('/api/health/live', probe('Liveness: 200 while the process runs'), async () => ({
    status: 'ok',
  }));
  app.get(
    '/api/health/ready',
    probe('Readiness: 503 while draining or without database'),
    async (_req, reply) => {
      if (drain.draining) return reply.status(503).send({ status: 'draining' });
      const ok = await deps.database.ping().then(
        () => true,
        () => false,
      );
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'degraded' });
    },
  );

  const token = config.metricsToken;
  if (!metrics.enabled || token === undefined) {
    // Off: a JSON 404 (not the web app's page, which would answer any other path).
    app.get('/metrics', { schema: { hide: true } }, async (_req, reply) =>
      reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Metrics are off.' } }),
    );
    return;
  }

  app.addHook('onResponse', async (req, reply) => {
    metrics.httpRequest(
      req.routeOptions.url,
      req.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!hasBearer(req, token)) return unauthorized(reply);
    const body = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).send(body);
  });

  metrics.bind({
    socketConnections: () => deps.room.stats().socketConnections,
    auctionLeases: () => (drain.draining ? 0 : deps.room.stats().auctionLeases),
    liveAuctions: async () => {
      const [row] = await deps.database.db
        .select({ n: count() })
        .from(auctions)
        .where(eq(auctions.status, 'LIVE'));
      return row?.n ?? 0;
    },
    pool: () => {
      const pool = deps.database.pgPool;
      if (!pool) return null;
      return {
        inUse: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      };
    },
  });

  // Every wallet against its ledger; a mismatch is an alert (ops/prometheus/alerts.yml).
  let reconcile: IntervalJob | undefined;
  app.addHook('onReady', async () => {
    reconcile = await startIntervalJob({
      name: 'ledger reconciliation',
      intervalMs: config.ledgerCheckIntervalMs,
      log: app.log,
      run: async () => {
        const found = await walletMismatches(deps.database.db);
        metrics.setLedgerMismatches(found.length);
        if (found.length > 0) app.log.error({ wallets: found.slice(0, 20) }, 'ledger mismatch');
      },
    });
  });
  app.addHook('onClose', async () => reconcile?.stop());
}
