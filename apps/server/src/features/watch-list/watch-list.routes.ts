/** The caller's watch-list in an auction: read it, star a pool player, remove a star. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WatchListParams, WatchListResponse, WatchListStarParams } from '@bidxi/protocol';
import { authOf } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { setStar, watchList } from './watch-list.service';

export const watchListRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['watch-list'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.requireUser);

  app.get('/auctions/:auctionId/watchlist', {
    schema: {
      tags,
      summary: "The caller's starred players (auctionPlayerId) in the auction",
      security,
      params: WatchListParams,
      response: { 200: WatchListResponse },
    },
    handler: async (req) => watchList(deps, authOf(req), req.params.auctionId),
  });

  app.put('/auctions/:auctionId/watchlist/:playerId', {
    schema: {
      tags,
      summary: 'Star a player of the auction’s pool (idempotent)',
      security,
      params: WatchListStarParams,
      response: { 200: WatchListResponse },
    },
    config: { rateLimit: { max: 120, timeWindow: 60_000 } },
    handler: async (req) => setStar(deps, authOf(req), req.params, true),
  });

  app.delete('/auctions/:auctionId/watchlist/:playerId', {
    schema: {
      tags,
      summary: 'Remove the star on a player of the auction’s pool (idempotent)',
      security,
      params: WatchListStarParams,
      response: { 200: WatchListResponse },
    },
    config: { rateLimit: { max: 120, timeWindow: 60_000 } },
    handler: async (req) => setStar(deps, authOf(req), req.params, false),
  });
};
