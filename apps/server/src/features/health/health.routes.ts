/** `GET /api/health` (database reachability) and `GET /api/app-config` (public settings). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppConfigResponse, PROTOCOL_VERSION } from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';

const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    ok: z.boolean(),
    latencyMs: z.number(),
  }),
  uptimeSeconds: z.number(),
  /** Auction clocks this node runs (it holds their leases). */
  roomClocks: z.number().int(),
});

export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/health', {
    schema: {
      tags: ['system'],
      summary: 'Liveness and database check',
      response: { 200: HealthResponse, 503: HealthResponse },
    },
    config: { rateLimit: false },
    handler: async (_req, reply) => {
      const started = performance.now();
      const ok = await deps.database.ping().then(
        () => true,
        () => false,
      );
      const body = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: {
          kind: deps.database.kind,
          ok,
          latencyMs: Math.round((performance.now() - started) * 10) / 10,
        },
        uptimeSeconds: Math.round(process.uptime()),
        roomClocks: deps.room.stats().auctionLeases,
      };
      return reply.status(ok ? 200 : 503).send(body);
    },
  });
  app.get('/app-config', {
    schema: {
      tags: ['system'],
      summary: 'Public settings for the web app',
      response: { 200: AppConfigResponse },
    },
    handler: async () => ({
      supportWhatsapp: deps.config.supportWhatsapp,
      supportEmail: deps.config.supportEmail,
      upiPayeeVpa: deps.config.upiPayeeVpa,
      upiPayeeName: deps.config.upiPayeeName,
      protocolVersion: PROTOCOL_VERSION,
      moneyMode: deps.config.moneyMode,
    }),
  });
};
