/**
 * Builds the BidXI server: Fastify with zod schemas, security headers, rate limits, the API under
 * `/api`, its reference at `/api/docs`, and the built web app. It never listens (main.ts does), so
 * tests drive it with `app.inject` (STYLE.md "HTTP routes").
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ErrorCode } from '@bidxi/protocol';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { systemClock } from './platform/clock';
import type { AppDeps } from './platform/deps';
import { AppError } from './platform/errors';
import { registerErrorHandler } from './platform/error-handler';
import { loggerOptions } from './platform/logger';
import { createMailer } from './platform/mailer';
import { createOutboxSmsProvider } from './platform/sms';
import { resolveJwtSecret } from './platform/secrets';
import { createTokenService } from './platform/tokens';
import { authPlugin } from './platform/auth';
import { registerApiDocs } from './platform/api-docs';
import { registerWebApp } from './platform/web-static';
import multipart from '@fastify/multipart';
import { ensureAdmin } from './features/accounts/admin-bootstrap';
import { MAX_UPLOAD_BYTES } from './features/images/image-processing';
import { apiRoutes } from './routes';
import {
  startAuctionScheduler,
  type AuctionScheduler,
} from './features/auctions/auction-scheduler';
import { setupRoom } from './features/room/room.setup';
import { startResultsJob, type ResultsJob } from './features/results/results.job';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Assembles the app. Parts of `overrides` replace the defaults (tests pass an in-memory database, a
 * fake clock, a test mailer). A database opened here is closed with the app.
 */
export async function buildApp(
  config: Config,
  overrides: Partial<Omit<AppDeps, 'config'>> = {},
): Promise<FastifyInstance> {
  const ownsDatabase = !overrides.database;
  const database =
    overrides.database ??
    (await openDatabase(
      config.databaseUrl
        ? { url: config.databaseUrl }
        : { pgliteDir: path.join(config.dataDir, 'pglite') },
    ));
  await runMigrations(database);
  const deps: AppDeps = {
    config,
    database,
    clock: overrides.clock ?? systemClock,
    mailer:
      overrides.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
      }),
    tokens:
      overrides.tokens ?? createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir)),
    sms:
      overrides.sms ??
      createOutboxSmsProvider({
        outboxDir: path.join(config.dataDir, 'outbox'),
        // `app` exists by the time a message is sent.
        log: (fields, message) => app.log.info(fields, message),
      }),
  };

  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
  });
  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onClose', async () => {
    deps.mailer.close();
    if (ownsDatabase) await database.close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_req, ctx) =>
      new AppError(
        429,
        ErrorCode.RATE_LIMITED,
        `Too many requests. Try again in ${Math.ceil(ctx.ttl / 1000)} s.`,
        {
          status: 429,
        },
      ),
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 3, fields: 20, fieldSize: 64 * 1024, parts: 25 },
    throwFileSizeLimit: true,
  });
  await registerApiDocs(app);
  await app.register(authPlugin, { deps });
  await setupRoom(app, deps);

  await app.register(
    async (api) => {
      const zapi = api.withTypeProvider<ZodTypeProvider>();
      for (const routes of apiRoutes) await zapi.register(routes, { deps });
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config.webDistDir ?? DEFAULT_WEB_DIST);

  await ensureAdmin(deps, app.log);
  // Seeds first-start data, then moves auctions to LIVE on time (auction-scheduler.ts).
  let scheduler: AuctionScheduler | undefined;
  // Scores COMPLETED auctions the room did not score (results.job.ts).
  let resultsJob: ResultsJob | undefined;
  app.addHook('onReady', async () => {
    scheduler = await startAuctionScheduler(deps, app.log);
    resultsJob = await startResultsJob(deps, app.log);
  });
  app.addHook('onClose', async () => {
    await scheduler?.stop();
    await resultsJob?.stop();
  });
  return app;
}
