/**
 * The audit log's HTTP calls (protocol http/audit.ts): a participant's (or admin's) page or
 * lot of the hash-chained log, and the whole log as JSON Lines for anyone once the auction completed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditQuery } from '@bidxi/protocol';
import { authOf } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { auditLogJsonl, auditPage } from './audit.service';

const tags = ['audit'];
const params = z.object({ id: z.uuid() });

export const auditRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/auctions/:id/audit', {
    schema: {
      tags,
      security: [{ bearer: [] }],
      summary: "A lot's (or a page of) the auction's hash-chained audit log, for participants",
      params,
      querystring: AuditQuery,
    },
    preHandler: app.requireUser,
    handler: async (req) => auditPage(deps, authOf(req), req.params.id, req.query),
  });

  app.get('/auctions/:id/audit.jsonl', {
    schema: {
      tags,
      summary: 'The whole audit log as JSON Lines, public once the auction has completed',
      params,
    },
    handler: async (req, reply) => {
      const body = await auditLogJsonl(deps, req.params.id);
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('content-disposition', `attachment; filename="bidxi-audit-${req.params.id}.jsonl"`)
        .send(body);
    },
  });
};
