/** Admin user management (spec 000 §7 "Admin calls"): every route here needs an admin session. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BanUnbanBody, BanUnbanResponse } from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import { authOf } from '../../platform/auth';
import { toggleBan } from '../accounts/accounts.service';

export const adminUsersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // onRequest, so a player is refused before the body is validated (no 400 with admin field messages).
  app.post('/admin/users/ban-unban', {
    schema: {
      tags: ['admin'],
      summary: 'Ban or unban a user (ends their sessions)',
      security: [{ bearer: [] }],
      body: BanUnbanBody,
      response: { 200: BanUnbanResponse },
    },
    handler: async (req) => toggleBan(deps, authOf(req), req.body.userId),
  });
};
