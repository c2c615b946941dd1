/** The admin actions log's list (protocol http/admin-actions.ts): admin token. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminActionsQuery, AdminActionsResponse } from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import { listAdminActions } from './admin-log.service';

export const adminLogRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/admin/actions', {
    schema: {
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary: 'The admin actions log: who changed what, when, before and after (newest first)',
      querystring: AdminActionsQuery,
      response: { 200: AdminActionsResponse },
    },
    handler: async (req) => listAdminActions(deps, req.query),
  });
};
