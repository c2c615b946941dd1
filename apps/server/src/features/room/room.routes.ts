/**
 * The room's HTTP calls (spec auctions-and-room.md §7): clock sync, the pool with live
 * status, the static pool at a version (the lean room's: room.pool.ts, room.pool-access.ts), one
 * player's details and accepted bids, a team's composition check, and the idempotent end-time
 * update. Handlers are thin; the work is in room.queries.ts and room.pool.ts, who may read a pool
 * in room.pool-access.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { authOf } from '../../platform/auth';
import { assertMayReadPool, assertMayWatch } from './room.pool-access';
import { poolAt } from './room.pool';
import * as q from './room.queries';

/** A versioned pool never changes: browsers keep it a year; shared caches never (it is private). */
export const POOL_CACHE_CONTROL = 'private, max-age=31536000, immutable';

const tags = ['room'];
const security = [{ bearer: [] }];

export const roomRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/time-sync', {
    schema: {
      tags,
      summary: 'Server time for clock-offset measurement (round trip halves compensate latency)',
      querystring: z.object({ clientTime: z.coerce.number().finite().optional() }),
      response: {
        200: z.object({
          timestamp: z.number(),
          clientTime: z.number().nullable(),
          serverTime: z.string(),
        }),
      },
    },
    config: { rateLimit: { max: 240, timeWindow: 60_000 } },
    handler: async (req) => {
      const now = deps.clock.now();
      return {
        timestamp: now,
        clientTime: req.query.clientTime ?? null,
        serverTime: new Date(now).toISOString(),
      };
    },
  });

  app.get('/auctions/:id/players', {
    schema: {
      tags,
      security,
      summary: 'The auction pool with live status',
      params: z.object({ id: z.uuid() }),
    },
    preHandler: app.requireUser,
    handler: async (req) => {
      await assertMayReadPool(deps, req.params.id, authOf(req));
      return q.poolPlayers(deps, req.params.id);
    },
  });

  app.get('/auctions/:id/pool/:version', {
    schema: {
      tags,
      security,
      summary:
        'The static pool at a version (immutable; the room names the current one). Bearer, or the spectator link secret in X-Spectator-Token',
      params: z.object({ id: z.uuid(), version: z.string().regex(/^[0-9a-f]{20}$/) }),
    },
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    handler: async (req, reply) => {
      const { id, version } = req.params;
      const spectatorToken = req.headers['x-spectator-token'];
      await assertMayWatch(deps, id, {
        authorization: req.headers.authorization,
        spectatorToken: typeof spectatorToken === 'string' ? spectatorToken : undefined,
      });
      const pool = await poolAt(deps.database.db, id, version);
      // Private: the pool is no more public than the room, so no shared cache may keep it.
      void reply
        .header('Cache-Control', POOL_CACHE_CONTROL)
        .header('ETag', `"${version}"`)
        .header('Vary', 'Authorization, X-Spectator-Token');
      if (req.headers['if-none-match'] === `"${version}"`) return reply.code(304).send();
      return pool;
    },
  });

  app.get('/auction-players', {
    schema: {
      tags,
      security,
      summary: 'One pool player with the current bid',
      querystring: z.object({ playerId: z.uuid(), auctionId: z.uuid() }),
    },
    preHandler: app.requireUser,
    handler: async (req) => {
      await assertMayReadPool(deps, req.query.auctionId, authOf(req));
      return q.auctionPlayer(deps, req.query.auctionId, req.query.playerId);
    },
  });

  app.get('/auction-players/:id/bids', {
    schema: {
      tags,
      security,
      summary: 'Accepted bids on a pool player, newest first',
      params: z.object({ id: z.uuid() }),
    },
    preHandler: app.requireUser,
    handler: async (req) => {
      const auctionId = await q.auctionIdOfPlayer(deps, req.params.id);
      if (auctionId) await assertMayReadPool(deps, auctionId, authOf(req));
      return q.playerBids(deps, req.params.id);
    },
  });

  app.post('/teams/validate-composition', {
    schema: {
      tags,
      security,
      summary: 'Whether a team is a valid XI (status and counts per type)',
      body: z.object({ teamId: z.uuid() }),
    },
    preHandler: app.requireUser,
    handler: async (req) => q.validateComposition(deps, req.body.teamId),
  });

  app.patch('/auction/:id/endtime', {
    schema: {
      tags,
      security,
      summary: 'Idempotent: the server sets the reorder window itself when bidding ends',
      params: z.object({ id: z.uuid() }),
    },
    preHandler: app.requireUser,
    handler: async (req) => q.endTime(deps, authOf(req), req.params.id),
  });
};
