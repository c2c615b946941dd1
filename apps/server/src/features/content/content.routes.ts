/** Static pages (spec 000 §7): `GET static-content/:type` (no login needed), `POST static-content` (admin). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SaveStaticContentBody, StaticContentResponse } from '@bidxi/protocol';
import { authOf } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { getContent, saveContent } from './content.service';

export const contentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['content'];
  app.get('/static-content/:type', {
    schema: {
      tags,
      summary: 'A static page text by type',
      params: z.object({ type: z.string().max(64) }),
      response: { 200: StaticContentResponse },
    },
    handler: async (req) => getContent(deps, req.params.type),
  });
  app.post('/static-content', {
    schema: {
      tags: ['admin'],
      summary: 'Replace a static page text (admin)',
      security: [{ bearer: [] }],
      body: SaveStaticContentBody,
      response: { 200: StaticContentResponse },
    },
    onRequest: app.requireAdmin,
    handler: async (req) => saveContent(deps, authOf(req), req.body),
  });
};
