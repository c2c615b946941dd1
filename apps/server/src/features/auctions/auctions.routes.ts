/** Player-facing auction calls (spec 000 §7, spec 001 §7): the list and one auction by id. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GetAuctionResponse, ListAuctionsQuery, ListAuctionsResponse } from '@bidxi/protocol';
import { authOf } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { getForPlayers, listForPlayers } from './auctions.service';

export const auctionsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['auctions'];
  const security = [{ bearer: [] }];
  app.get('/auctions/getallstatus', {
    schema: {
      tags,
      summary: 'Scheduled, live and completed auctions (optional status and date range)',
      security,
      querystring: ListAuctionsQuery,
      response: { 200: ListAuctionsResponse },
    },
    onRequest: app.requireUser,
    handler: async (req) => listForPlayers(deps, req.query),
  });

  app.get('/auctions/:id', {
    schema: {
      tags,
      summary: 'One auction, with its settings',
      security,
      params: z.object({ id: z.string().max(64) }),
      response: { 200: GetAuctionResponse },
    },
    onRequest: app.requireUser,
    handler: async (req) => getForPlayers(deps, req.params.id, authOf(req)),
  });
};
