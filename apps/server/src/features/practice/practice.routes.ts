/** Practice vs bots: `POST /api/practice` starts (or answers) the player's practice auction. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StartPracticeResponse } from '@bidxi/protocol';
import { authOf } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { startPractice } from './practice.service';

export const practiceRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post('/practice', {
    schema: {
      tags: ['auctions'],
      summary:
        'Practice vs bots: a new free auction against bots, LIVE at once (201), or the one still running (200)',
      security: [{ bearer: [] }],
      response: { 200: StartPracticeResponse, 201: StartPracticeResponse },
    },
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    onRequest: app.requireUser,
    handler: async (req, reply) => {
      const { isNew, body } = await startPractice(deps, authOf(req));
      return reply.status(isNew ? 201 : 200).send(body);
    },
  });
};
