/**
 * pino options for Fastify's logger: JSON in production, pretty when LOG_PRETTY is set. No secret
 * reaches a log line: credentials, tokens, OTP codes and reset links are redacted by path,
 * and a request URL carrying a reset token (`/resetpass/{email}/{token}`, the e-mailed link) is logged
 * with the token masked.
 */
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from '../config';

/** Paths pino replaces with "[Redacted]" wherever they appear one level down (or at the top). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  '*.password',
  'token',
  '*.token',
  'otp',
  '*.otp',
  'link',
  '*.link',
];

/** `/resetpass/{email}/{token}` → `/resetpass/{email}/[Redacted]` (also under /api). */
export function maskSecretsInUrl(url: string): string {
  return url.replace(/(\/resetpass\/[^/?#]*\/)[^/?#]+/i, '$1[Redacted]');
}

/** What a request line logs: Fastify's default fields, with the URL masked. */
const serializeRequest = (req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) => ({
  method: req.method,
  url: maskSecretsInUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

/** The logger options; `stream` (tests) receives the JSON lines instead of stdout. */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logPretty'>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: REDACTED_PATHS,
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
    ...(config.logPretty && !stream
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/**
 * Whether a request was the web app's files (assets, icons, the SPA shell) answered without error:
 * a GET or HEAD outside `/api`, `/socket.io` and `/metrics` with a status below 400. These are most
 * of a node's requests and tell an operator little, so they are logged at debug level.
 */
export function isStaticFileRequest(method: string, url: string, statusCode: number): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (statusCode >= 400) return false;
  const pathName = url.split('?', 1)[0]!;
  return !/^\/(?:api|socket\.io|metrics)(?:\/|$)/.test(pathName);
}

/**
 * One line per request, when it has been answered (Fastify's default is two: "incoming request"
 * and "request completed"): the request (URL masked), status and time taken in ms, at info level,
 * or debug for the web app's files ({@link isStaticFileRequest}); "request errored" at error level
 * as before. Everything else Fastify logs is unchanged.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else if (isStaticFileRequest(request.method, request.url, reply.statusCode))
      reply.log.debug(fields, 'request completed');
    else reply.log.info(fields, 'request completed');
  }
}
