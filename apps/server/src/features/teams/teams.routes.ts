/** Team calls (spec 000 §7, spec 001 §7): the registration check, register a team, My Auctions, a user's team. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuctionRegisteredBody,
  AuctionRegisteredResponse,
  RegisterTeamResponse,
  TeamsByUserAndAuctionBody,
  TeamsByUserAndAuctionResponse,
  ValidateRegistrationBody,
  ValidateRegistrationResponse,
} from '@bidxi/protocol';
import { authOf } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { readMultipartForm } from '../../platform/multipart-form';
import { registerTeam, validateRegistration } from './registration.service';
import { auctionsOfUser, teamOfUser } from './teams.service';

export const teamsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['teams'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.requireUser);

  app.post('/auctions/validate-registration', {
    schema: {
      tags,
      summary:
        'Registration check: REGISTERED, ELIGIBLE, INSUFFICIENT_BALANCE, COMPLETED or INELIGIBLE',
      security,
      body: ValidateRegistrationBody,
      response: { 200: ValidateRegistrationResponse },
    },
    handler: async (req) => validateRegistration(deps, authOf(req), req.body),
  });

  app.post('/auctions/registration-2', {
    schema: {
      tags,
      summary:
        'Register a team (multipart: auctionId, teamName, mobileNumber, optional icon); pays the fee',
      security,
      consumes: ['multipart/form-data'],
      response: { 201: RegisterTeamResponse },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await registerTeam(deps, authOf(req), await readMultipartForm(req))),
  });

  app.post('/users/auction-registered', {
    schema: {
      tags,
      summary: 'Auctions the user has a team in (My Auctions)',
      security,
      body: z.optional(AuctionRegisteredBody),
      response: { 200: AuctionRegisteredResponse },
    },
    handler: async (req) => auctionsOfUser(deps, authOf(req), req.body?.userId),
  });

  app.post('/teams/by-user-and-auction', {
    schema: {
      tags,
      summary: "A user's team in an auction, with its players",
      security,
      body: TeamsByUserAndAuctionBody,
      response: { 200: TeamsByUserAndAuctionResponse },
    },
    handler: async (req) => teamOfUser(deps, authOf(req), req.body),
  });
};
