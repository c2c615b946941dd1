/**
 * Builds the BidXI server: Fastify with zod schemas, security headers, rate limits, the API under
 * `/api`, its reference at `/api/docs`, and the built web app. It never listens (main.ts does), so
 * tests drive it with `app.inject` (STYLE.md "HTTP routes").
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { systemClock } from './platform/clock';
import { noPush, noWalletLive, type AppDeps } from './platform/deps';
import { noRoom } from './platform/room-port';
import { registerErrorHandler } from './platform/error-handler';
import { findUserById } from './db/users';
import { registerRateLimits } from './platform/rate-limits';
import { registerSecurityHeaders } from './platform/security-headers';
import { loggerOptions, OneLineRequestLog } from './platform/logger';
import { createSessionCache } from './platform/session-cache';
import { createMailer } from './platform/mailer';
import { connectRedis } from './platform/redis';
import { createBackground } from './platform/background';
import { trackInFlightRequests } from './platform/in-flight';
import { createMetrics } from './platform/metrics';
import { registerOps } from './features/ops/ops.plugin';
import { createSessionEvents } from './platform/session-events';
import { createOutboxSmsProvider } from './platform/sms';
import { resolveJwtSecret } from './platform/secrets';
import { createTokenService } from './platform/tokens';
import { authPlugin } from './platform/auth';
import { registerApiDocs } from './platform/api-docs';
import { registerWebApp } from './platform/web-static';
import { registerJoinPage } from './features/leagues/league-unfurl';
import multipart from '@fastify/multipart';
import { ensureAdmin } from './features/accounts/admin-bootstrap';
import { MAX_UPLOAD_BYTES } from './features/images/image-processing';
import { adminRoutes, apiRoutes } from './routes';
import {
  startAuctionScheduler,
  type AuctionScheduler,
} from './features/scheduler/auction-scheduler';
import type { Server } from 'socket.io';
import { setupRoom, type RoomSystem } from './features/room/room.setup';
import { attachWalletLive } from './features/wallet/wallet.live';
import { startResultsJob, type ResultsJob } from './features/results/results.job';
import { createPush, type PushSystem } from './features/push/push.service';
import type { IntervalJob } from './platform/interval-job';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Web push (features/push): the queue and the reminders pass, for tests. */
    push: PushSystem;
  }
}

/** How long a close waits for request handlers whose client has gone (ms; a SIGTERM's grace is 10 s). */
const IN_FLIGHT_GRACE_MS = 5_000;

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Assembles the app. Parts of `overrides` replace the defaults (tests pass an in-memory database, a
 * fake clock, a test mailer). A database opened here is closed with the app.
 */
export async function buildApp(
  config: Config,
  overrides: Partial<Omit<AppDeps, 'config'>> = {},
  options: {
    logStream?: NodeJS.WritableStream;
    /** Sees every route as it is added (tests enumerate the admin routes with it). */
    onRoute?: (route: RouteOptions) => void;
    /** Sees the room's parts once they are set up (tests drive its leases and runners with them). */
    onRoom?: (room: RoomSystem) => void;
  } = {},
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
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // One line per request, not Fastify's two.
    logController: new OneLineRequestLog(),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    // A hop count trusts that many proxies nearest to the node (proxy-addr's numeric form).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // First of the hooks: the close below waits for handlers still running (platform/in-flight.ts).
  const inFlight = trackInFlightRequests(app);
  const clock = overrides.clock ?? systemClock;
  const redis =
    overrides.redis !== undefined
      ? overrides.redis
      : config.redisUrl
        ? await connectRedis(config.redisUrl, (err) =>
            app.log.warn({ err: err.message }, 'redis connection error'),
          )
        : null;
  const deps: AppDeps = {
    config,
    database,
    clock,
    timers: overrides.timers,
    room: noRoom,
    walletLive: noWalletLive,
    push: noPush,
    pushAgent: overrides.pushAgent,
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
    redis,
    background: overrides.background ?? createBackground(app.log),
    metrics: overrides.metrics ?? createMetrics({ enabled: config.metricsToken !== undefined }),
    sessionEvents:
      overrides.sessionEvents ??
      (await createSessionEvents({
        clock,
        redis,
        redisPrefix: config.redisPrefix,
        log: app.log,
      })),
  };
  deps.sessionCache =
    overrides.sessionCache ?? createSessionCache(config.sessionCacheMs, deps.sessionEvents);
  const push = createPush(deps, app.log);
  deps.push = push.port;
  app.decorate('deps', deps);
  app.decorate('push', push);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(
    app,
    async (userId) => (await findUserById(deps.database.db, userId)) !== null,
  );
  // Fastify runs onClose hooks last-added first: this one, added first, runs after every other part
  // has closed, and closes what they share.
  app.addHook('onClose', async () => {
    const settled = await inFlight.settled(IN_FLIGHT_GRACE_MS);
    if (!settled) app.log.warn({ inFlight: inFlight.size }, 'closing with requests still running');
    await deps.background.drain();
    deps.mailer.close();
    deps.sessionCache?.close();
    await deps.sessionEvents.close();
    if (redis && overrides.redis === undefined) await redis.quit().catch(() => undefined);
    if (ownsDatabase) await database.close();
  });

  await registerSecurityHeaders(app);
  await registerRateLimits(app, deps);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 3, fields: 20, fieldSize: 64 * 1024, parts: 25 },
    throwFileSizeLimit: true,
  });
  await registerApiDocs(app);
  await app.register(authPlugin, { deps });
  // Before the room: its drain (preClose) runs before the room's own close.
  registerOps(app, deps);
  const room = await setupRoom(app, deps);
  options.onRoom?.(room);
  const walletLive = attachWalletLive(room.io as unknown as Server, deps, app.log);
  deps.walletLive = walletLive;
  app.addHook('onClose', async () => walletLive.close());

  await app.register(
    async (api) => {
      const zapi = api.withTypeProvider<ZodTypeProvider>();
      for (const routes of apiRoutes) await zapi.register(routes, { deps });
      // Admin plugins in a context of their own: the role check runs first, before any parsing.
      await zapi.register(async (admin) => {
        admin.addHook('onRequest', admin.requireAdmin);
        for (const routes of adminRoutes) await admin.register(routes, { deps });
      });
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config.webDistDir ?? DEFAULT_WEB_DIST, (dir) =>
    registerJoinPage(app, deps, dir),
  );

  await ensureAdmin(deps, app.log);
  // Seeds first-start data, then moves auctions to LIVE on time (auction-scheduler.ts).
  let scheduler: AuctionScheduler | undefined;
  // Scores COMPLETED auctions the room did not score (results.job.ts).
  let resultsJob: ResultsJob | undefined;
  // Push reminders (auction starting, reorder closing), claimed once across nodes (push.service.ts).
  let pushReminders: IntervalJob | undefined;
  app.addHook('onReady', async () => {
    scheduler = await startAuctionScheduler(deps, app.log);
    resultsJob = await startResultsJob(deps, app.log);
    pushReminders = await push.start();
  });
  app.addHook('onClose', async () => {
    await scheduler?.stop();
    await resultsJob?.stop();
    await pushReminders?.stop();
    await push.queue.settle();
  });
  return app;
}
