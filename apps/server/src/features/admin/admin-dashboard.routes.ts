/** The admin home's figures (`GET /api/admin/dashboard`, admin token). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminDashboardResponse } from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import { adminDashboard } from './admin-dashboard.service';

export const adminDashboardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get('/admin/dashboard', {
    schema: {
      tags: ['admin'],
      summary: 'Pending wallet requests, live and starting-soon auctions, today’s money',
      security: [{ bearer: [] }],
      response: { 200: AdminDashboardResponse },
    },
    handler: async () => adminDashboard(deps),
  });
};
