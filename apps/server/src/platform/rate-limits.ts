/**
 * The API's per-client request limit (@fastify/rate-limit). Only the API counts: the web app's files,
 * pages, icons, `sw.js` and the API reference page are exempt (a first visit fetches ~150
 * files). A signed-in call counts against its user (a token whose signature and expiry check
 * out: `u:<userId>`), so the honest users behind one carrier NAT each have a budget of their own;
 * a call without a valid token counts against its address (`ip:<address>`). `request.ip` honours
 * TRUST_PROXY, so behind the README's nginx every client has its own address instead of sharing the
 * proxy's. The session itself is checked later by the route, as before. Each route keeps its own
 * count (the plugin's per-route store), so the budget is RATE_LIMIT_PER_MINUTE per key and route. With REDIS_URL the
 * counters live in Redis (every node counts the same requests; a Redis outage lets requests through
 * rather than failing them). A refusal is 429 with `Retry-After` and
 * `{ error: { code: 'RATE_LIMITED', message: 'Too many requests — try again in N s' } }`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@bidxi/protocol';
import type { AppDeps } from './deps';
import { AppError } from './errors';

/** The text of every 429 of the request limits. */
export const tooManyRequests = (seconds: number) =>
  new AppError(429, ErrorCode.RATE_LIMITED, `Too many requests — try again in ${seconds} s`, {
    status: 429,
    retryAfterSeconds: seconds,
  });

/**
 * Whose budget a request spends: `u:<userId>` for a bearer token whose signature and expiry verify
 * (no database read: a revoked session still gets its 401 from the route), else `ip:<address>`.
 */
export async function rateLimitKey(
  deps: Pick<AppDeps, 'tokens' | 'clock'>,
  request: Pick<FastifyRequest, 'headers' | 'ip'>,
): Promise<string> {
  const token = /^Bearer ([\w-]+\.[\w-]*\.[\w-]*)$/.exec(request.headers.authorization ?? '')?.[1];
  if (token) {
    const claims = await deps.tokens.verify(token, deps.clock.now()).catch(() => null);
    if (claims) return `u:${claims.userId}`;
  }
  return `ip:${request.ip}`;
}

/** True for requests the limit counts: the API, not its reference page. */
export const isLimitedUrl = (url: string) =>
  (url.startsWith('/api/') || url === '/api') && !url.startsWith('/api/docs');

export async function registerRateLimits(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: deps.config.rateLimitPerMinute,
    timeWindow: 60_000,
    allowList: (req) => !isLimitedUrl(req.url),
    keyGenerator: (req) => rateLimitKey(deps, req),
    ...(deps.redis
      ? { redis: deps.redis, nameSpace: `${deps.config.redisPrefix}:rl:`, skipOnError: true }
      : {}),
    errorResponseBuilder: (_req, ctx) => tooManyRequests(Math.max(1, Math.ceil(ctx.ttl / 1000))),
  });
}
