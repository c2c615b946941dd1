/**
 * The room's HTTP calls (spec auctions-and-room.md §7): clock sync, the pool with live
 * status, one player's details and accepted bids, a team's composition check, and the idempotent
 * end-time update. Handlers are one line each; the work is in room.queries.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { authOf } from '../../platform/auth';
import * as q from './room.queries';

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
    handler: async (req) => q.poolPlayers(deps, req.params.id),
  });

  app.get('/auction-players', {
    schema: {
      tags,
      security,
      summary: 'One pool player with the current bid',
      querystring: z.object({ playerId: z.uuid(), auctionId: z.uuid() }),
    },
    preHandler: app.requireUser,
    handler: async (req) => q.auctionPlayer(deps, req.query.auctionId, req.query.playerId),
  });

  app.get('/auction-players/:id/bids', {
    schema: {
      tags,
      security,
      summary: 'Accepted bids on a pool player, newest first',
      params: z.object({ id: z.uuid() }),
    },
    preHandler: app.requireUser,
    handler: async (req) => q.playerBids(deps, req.params.id),
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
