/**
 * Security headers: helmet's set with one Content-Security-Policy for every
 * response — the web app, the API, and (with the hashes of its inline scripts) the API reference page
 * (api-docs.ts) — and `Cache-Control` for API answers: `private, no-store` on anything asked with a
 * session (bid history, auction list with registration state, wallet, profile, …) and `no-store` on
 * the rest of the API (live data; login and sign-up answers carry tokens), unless a route chose its
 * own (public images, the PDF).
 *
 * CSP choices: `connect-src 'self'` (fetch and the room's same-origin websocket: CSP Level 3 browsers
 * match ws:/wss: of the page's own host under 'self'; the old `ws: wss:` let a script talk to any
 * host); `worker-src 'self' blob:` (canvas-confetti draws in a worker made from a blob
 * URL); `style-src 'unsafe-inline'` for React style attributes; no inline scripts anywhere.
 */
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** The policy of every page, as helmet's directive map. */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The policy as a header value, with `extra` sources added per directive (e.g. script hashes). */
export function cspHeader(extra: Record<string, string[]> = {}): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, sources]) => {
      const kebab = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return `${kebab} ${[...sources, ...(extra[name] ?? [])].join(' ')}`;
    })
    .join('; ');
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.url;
    if (!url.startsWith('/api/') || url.startsWith('/api/docs') || reply.hasHeader('cache-control'))
      return payload;
    reply.header('cache-control', request.headers.authorization ? 'private, no-store' : 'no-store');
    return payload;
  });
}
