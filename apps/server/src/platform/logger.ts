/** pino options for Fastify's logger: JSON in production, pretty when LOG_PRETTY is set. */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logPretty'>,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    ...(config.logPretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
