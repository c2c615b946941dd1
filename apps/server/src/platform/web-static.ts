/**
 * Serves the built web app from the same process: hashed assets cached for a year, the shell and
 * service worker never cached, and an SPA fallback to index.html for client routes — never for
 * `/api/*` or `/socket.io/*`, which get a JSON 404. The web build writes brotli and gzip
 * copies next to each asset (vite.config.ts); they are sent to browsers that accept them, so the
 * first load is ~97 KB on the wire (brotli) instead of ~349 KB (FE-1, docs/benchmarks.md).
 * Source maps are never served: the build makes none, and a `.map` that finds its way into
 * the folder is a 404.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@bidxi/protocol';

const isSourceMap = (url: string) => /\.map(?:[?#]|$)/i.test(url);

/**
 * Serves the web build in `distDir` (when it holds an `index.html`); `pages` registers the client
 * routes whose shell the server fills in itself (such as an invite link's preview tags).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  pages?: (distDir: string) => void,
): Promise<void> {
  const hasWeb = !!distDir && existsSync(path.join(distDir, 'index.html'));
  if (hasWeb && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Look files up per request, so a web build made while the server runs is served at once.
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      allowedPath: (pathName) => !isSourceMap(pathName),
      setHeaders(reply, filePath) {
        const rel = path.relative(distDir, filePath);
        reply.header(
          'cache-control',
          rel.startsWith('assets') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    pages?.(distDir);
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/socket.io');
    if (
      !isApi &&
      !isSourceMap(url) &&
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ error: { code: ErrorCode.NOT_FOUND, message: 'Endpoint not found' } });
  });
}
