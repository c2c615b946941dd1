/**
 * The API's per-client request limit (@fastify/rate-limit). Only the API counts: the web app's files,
 * pages, icons, `sw.js` and the API reference page are exempt (a first visit fetches ~150 files,
 * issue 18 §1). Clients are told apart by `request.ip`, which honours TRUST_PROXY, so behind the
 * README's nginx every client has its own budget instead of sharing the proxy's. With REDIS_URL the
 * counters live in Redis (every node counts the same requests; a Redis outage lets requests through
 * rather than failing them). A refusal is 429 with `Retry-After` and
 * `{ error: { code: 'RATE_LIMITED', message: 'Too many requests — try again in N s' } }`.
 */
import type { FastifyInstance } from 'fastify';
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

/** True for requests the limit counts: the API, not its reference page. */
export const isLimitedUrl = (url: string) =>
  (url.startsWith('/api/') || url === '/api') && !url.startsWith('/api/docs');

export async function registerRateLimits(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: deps.config.rateLimitPerMinute,
    timeWindow: 60_000,
    allowList: (req) => !isLimitedUrl(req.url),
    ...(deps.redis
      ? { redis: deps.redis, nameSpace: `${deps.config.redisPrefix}:rl:`, skipOnError: true }
      : {}),
    errorResponseBuilder: (_req, ctx) => tooManyRequests(Math.max(1, Math.ceil(ctx.ttl / 1000))),
  });
}
