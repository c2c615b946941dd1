/** `GET /api/images/:id`: serves stored images; private ones need the owner's or an admin's token. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { authenticate } from '../../platform/auth';
import { readImageFor } from './images.service';

export const imagesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/images/:id', {
    schema: {
      tags: ['images'],
      summary: 'An uploaded image (private KYC images: owner or admin only)',
      params: z.object({ id: z.uuid() }),
    },
    handler: async (req, reply) => {
      const viewer = req.headers.authorization
        ? await authenticate(deps, req.headers.authorization)
        : null;
      const image = await readImageFor(deps.database.db, req.params.id, viewer);
      return reply
        .header('content-type', image.contentType)
        .header(
          'cache-control',
          image.isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable',
        )
        .header('content-disposition', 'inline')
        .send(image.bytes);
    },
  });
};
