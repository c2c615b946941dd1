/**
 * OpenAPI generated from the route schemas (@fastify/swagger + the zod transform), served as JSON at
 * `/api/docs/openapi.json` and as a reference page at `/api/docs` (Scalar, bundled locally).
 */
import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'BidXI API',
        description: 'IPL-style cricket player auctions with a rupee wallet.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(scalar, { routePrefix: '/api/docs', configuration: { title: 'BidXI API' } });
  // The reference page runs its own inline bootstrap script: relax the CSP for it alone.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/docs')) reply.removeHeader('content-security-policy');
    return payload;
  });
}
