/**
 * Leagues over HTTP (protocol http/leagues.ts): upload a pool, create, look up by code (no session; rate-limited
 * per client so codes cannot be enumerated), the open public leagues, join, leave, remove a team,
 * rotate the code, and the organiser's start and own player pool.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateLeagueBody,
  CreateLeagueResponse,
  InviteCode,
  JoinLeagueResponse,
  LEAGUE_LOOKUPS_PER_MINUTE,
  LeagueView,
  ReplaceLeaguePoolBody,
  ReplaceLeaguePoolResponse,
  OpenLeaguesResponse,
  UploadLeaguePoolBody,
  UploadLeaguePoolResponse,
} from '@bidxi/protocol';
import { authenticate, authOf } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { readMultipartForm } from '../../platform/multipart-form';
import { replaceLeaguePool, uploadLeaguePool } from './league-pool.service';
import { createLeague, leagueByCode, rotateInviteCode } from './leagues.service';
import { openLeagues } from './open-leagues.service';
import {
  joinLeague,
  leaveLeague,
  parseJoinFields,
  removeLeagueTeam,
  startLeague,
} from './league-members.service';

const tags = ['leagues'];
const security = [{ bearer: [] }];
const codeParams = z.object({ code: InviteCode });
/** Per client and route (platform/rate-limits.ts keys: the user, else the address). */
const lookupLimit = { rateLimit: { max: LEAGUE_LOOKUPS_PER_MINUTE, timeWindow: 60_000 } };

export const leaguesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post('/leagues', {
    schema: {
      tags,
      security,
      summary: 'Create a league: a free auction you organise, with an invite code',
      body: CreateLeagueBody,
      response: { 201: CreateLeagueResponse },
    },
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    onRequest: app.requireUser,
    handler: async (req, reply) =>
      reply.status(201).send(await createLeague(deps, authOf(req), req.body)),
  });

  app.post('/leagues/pools', {
    schema: {
      tags,
      security,
      summary:
        "Upload a CSV/XLSX's player rows (checked as the admin import checks them) for your next league's pool",
      body: UploadLeaguePoolBody,
      response: { 201: UploadLeaguePoolResponse },
    },
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    onRequest: app.requireUser,
    handler: async (req, reply) =>
      reply.status(201).send(await uploadLeaguePool(deps, authOf(req), req.body)),
  });

  app.get('/leagues/open', {
    schema: {
      tags,
      summary: 'Public leagues starting within the hour with a free seat (no session needed)',
      response: { 200: OpenLeaguesResponse },
    },
    handler: async () => openLeagues(deps),
  });

  app.get('/leagues/:code', {
    schema: {
      tags,
      summary: 'The league of an invite code (no session needed); 404 for an unknown code',
      params: codeParams,
      response: { 200: LeagueView },
    },
    config: lookupLimit,
    handler: async (req) => {
      // A session is optional: with a valid one the answer says the caller's part in the league.
      const viewer = req.headers.authorization
        ? await authenticate(deps, req.headers.authorization).catch(() => null)
        : null;
      return leagueByCode(deps, req.params.code, viewer?.user.id ?? null);
    },
  });

  app.post('/leagues/:code/join', {
    schema: {
      tags,
      security,
      summary: 'Join with a team name (JSON), or multipart with teamName and an optional icon',
      params: codeParams,
      consumes: ['application/json', 'multipart/form-data'],
      response: { 201: JoinLeagueResponse },
    },
    config: lookupLimit,
    onRequest: app.requireUser,
    handler: async (req, reply) => {
      const form = req.isMultipart()
        ? await readMultipartForm(req)
        : { fields: req.body, file: null };
      const { teamName } = parseJoinFields(form.fields);
      const joined = await joinLeague(deps, authOf(req), req.params.code, {
        teamName,
        iconFile: form.file,
      });
      return reply.status(201).send(joined);
    },
  });

  app.post('/leagues/:code/leave', {
    schema: { tags, security, summary: 'Leave the league before it starts', params: codeParams },
    onRequest: app.requireUser,
    handler: async (req, reply) => {
      await leaveLeague(deps, authOf(req), req.params.code);
      return reply.status(204).send();
    },
  });

  app.delete('/leagues/:code/teams/:teamId', {
    schema: {
      tags,
      security,
      summary: 'Organiser: remove a team before the start',
      params: z.object({ code: InviteCode, teamId: z.uuid() }),
    },
    onRequest: app.requireUser,
    handler: async (req, reply) => {
      await removeLeagueTeam(deps, authOf(req), req.params.code, req.params.teamId);
      return reply.status(204).send();
    },
  });

  app.post('/leagues/:code/rotate', {
    schema: {
      tags,
      security,
      summary: 'Organiser: a new invite code (the old code and links stop working)',
      params: codeParams,
      response: { 200: CreateLeagueResponse },
    },
    onRequest: app.requireUser,
    handler: async (req) => rotateInviteCode(deps, authOf(req), req.params.code),
  });

  app.post('/leagues/:code/pool', {
    schema: {
      tags,
      security,
      summary:
        "Organiser: replace the league's pool with uploaded sheet rows before the start (all or nothing)",
      params: codeParams,
      body: ReplaceLeaguePoolBody,
      response: { 200: ReplaceLeaguePoolResponse },
    },
    onRequest: app.requireUser,
    handler: async (req) => replaceLeaguePool(deps, authOf(req), req.params.code, req.body),
  });

  app.post('/auctions/:id/organiser/start', {
    schema: {
      tags,
      security,
      summary: 'Organiser: start the league now (two teams or more)',
      params: z.object({ id: z.uuid() }),
      response: {
        200: z.object({ auctionId: z.string(), status: z.string(), startsAt: z.string() }),
      },
    },
    onRequest: app.requireUser,
    handler: async (req) => startLeague(deps, authOf(req), req.params.id),
  });
};
