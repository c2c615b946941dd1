/**
 * `GET /api/leagues/{code}/card.png` and `GET /api/leagues/card.png`: the invite link's preview
 * image (the `og:image` of `/join/{code}`), public, limited per client as the code look-up is.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEAGUE_LOOKUPS_PER_MINUTE } from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import { leagueCardPng } from './league-card.service';

export const leagueCardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['leagues'];
  const config = { rateLimit: { max: LEAGUE_LOOKUPS_PER_MINUTE, timeWindow: 60_000 } };
  const headers = { 'content-type': 'image/png', 'cache-control': 'public, max-age=300' };

  app.get('/leagues/card.png', {
    schema: { tags, summary: "BidXI's generic invite card (PNG 1200×630)" },
    config,
    handler: async (_req, reply) => reply.headers(headers).send(await leagueCardPng(deps, null)),
  });

  app.get('/leagues/:code/card.png', {
    schema: {
      tags,
      summary: "A league's invite card (PNG 1200×630): title, start in India time, code",
      params: z.object({ code: z.string().max(32) }),
    },
    config,
    handler: async (req, reply) =>
      reply.headers(headers).send(await leagueCardPng(deps, req.params.code)),
  });
};
