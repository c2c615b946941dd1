/**
 * OpenAPI generated from the route schemas (@fastify/swagger + the zod transform), served as JSON at
 * `/api/docs/openapi.json` and as a reference page at `/api/docs` (Scalar, bundled locally).
 *
 * The page boots with inline scripts, so it gets the site's CSP plus the SHA-256 of exactly those
 * scripts (the page is the same for everyone, so the hashes are computed once): no 'unsafe-inline'
 * for scripts, on this page either.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { cspHeader } from './security-headers';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` sources for the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

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
  await app.register(scalar, {
    routePrefix: '/api/docs',
    // The system font stack, as the app: no font downloads from Scalar's CDN (the CSP allows none).
    configuration: { title: 'BidXI API', withDefaultFonts: false },
  });
  const policies = new Map<string, string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!request.url.startsWith('/api/docs') || !type.startsWith('text/html')) return payload;
    if (typeof payload !== 'string') return payload;
    let policy = policies.get(payload);
    if (!policy) {
      policy = cspHeader({ scriptSrc: inlineScriptHashes(payload) });
      if (policies.size < 8) policies.set(payload, policy);
    }
    reply.header('content-security-policy', policy);
    return payload;
  });
}
