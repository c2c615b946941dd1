/**
 * Results calls (spec 000 §7, spec 001 §2/§7): the owner's batting order, a team's players in slot
 * order, the standings (`GET auction/:id/teams`), the final results, the player's shareable result
 * card and the user's bid history.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuctionResultsResponse,
  AuctionTeamsResponse,
  BidHistoryQuery,
  BidHistoryResponse,
  LANGUAGES,
  SetPriorityBody,
  SetPriorityResponse,
  TeamPlayersParams,
  TeamPlayersResponse,
} from '@bidxi/protocol';
import { requestLanguage } from '../../i18n/language';
import { authOf } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { bidHistory } from './bid-history.service';
import { setPriority } from './reorder.service';
import { resultCardPng } from './result-card.service';
import { auctionStandings, finalResults } from './standings.service';
import { teamPlayers } from './team-players.service';

export const resultsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['results'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.requireUser);

  app.get('/auction/:id/teams', {
    schema: {
      tags,
      summary: 'Standings: every team with its squad in slot order, points, rank and prizes',
      security,
      params: z.object({ id: z.string().max(64) }),
      response: { 200: AuctionTeamsResponse },
    },
    handler: async (req) => auctionStandings(deps, authOf(req), req.params.id),
  });

  app.post('/teams/set-priority', {
    schema: {
      tags,
      summary: "Set the owner's batting order (slots 1–11) inside the reorder window",
      security,
      body: SetPriorityBody,
      response: { 200: SetPriorityResponse },
    },
    handler: async (req) => setPriority(deps, authOf(req), req.body),
  });

  app.get('/auction/:auctionId/team-players/:userId', {
    schema: {
      tags,
      summary: "A user's team in slot order with points, counts and whether it can be reordered",
      security,
      params: TeamPlayersParams,
      response: { 200: TeamPlayersResponse },
    },
    handler: async (req) => teamPlayers(deps, authOf(req), req.params),
  });

  app.get('/results/:auctionId', {
    schema: {
      tags,
      summary: 'Final standings and prizes of a completed auction',
      security,
      params: z.object({ auctionId: z.string().max(64) }),
      response: { 200: AuctionResultsResponse },
    },
    handler: async (req) => finalResults(deps, authOf(req), req.params.auctionId),
  });

  app.get('/auctions/:auctionId/result-card.png', {
    schema: {
      tags,
      summary:
        "The caller's result card (PNG 1080×1350): their XI, rank and points beside the winner's",
      security,
      params: z.object({ auctionId: z.string().max(64) }),
      querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
    },
    handler: async (req, reply) => {
      const png = await resultCardPng(
        deps,
        authOf(req),
        req.params.auctionId,
        requestLanguage(req),
      );
      return reply
        .type('image/png')
        .header('cache-control', 'private, max-age=3600')
        .header('vary', 'Accept-Language')
        .send(png);
    },
  });

  app.get('/bids/history', {
    schema: {
      tags,
      summary: "The caller's bids across auctions (newest first), searchable",
      security,
      querystring: BidHistoryQuery,
      response: { 200: BidHistoryResponse },
    },
    handler: async (req) => bidHistory(deps, authOf(req), req.query),
  });
};
