/**
 * Player-facing auction calls (spec 000 §7, spec 001 §7): the list, one auction by id, the
 * registration check and the How-to-Play PDF (no login needed, so a plain link downloads it).
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LANGUAGES,
  GetAuctionResponse,
  ListAuctionsQuery,
  ListAuctionsResponse,
  ValidateRegistrationBody,
  ValidateRegistrationResponse,
} from '@bidxi/protocol';
import { requestLanguage } from '../../i18n/language';
import { authOf } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { auctionHowToPlayPdf, generalHowToPlayPdf } from '../content/how-to-play.service';
import { validateRegistration } from '../teams/registration.service';
import { getForPlayers, listForPlayers } from './auctions.service';

const sendPdf = (reply: FastifyReply, file: { pdf: Buffer; fileName: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Language')
    .send(file.pdf);

/** `?lang=en|hi` picks the PDF's language; without it, the request's `Accept-Language` (else English). */
const PdfQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

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

  app.post('/auctions/validate-registration', {
    schema: {
      tags,
      summary:
        'Registration check: REGISTERED, ELIGIBLE, INSUFFICIENT_BALANCE, COMPLETED or INELIGIBLE',
      security,
      body: ValidateRegistrationBody,
      response: { 200: ValidateRegistrationResponse },
    },
    onRequest: app.requireUser,
    handler: async (req) => validateRegistration(deps, authOf(req), req.body),
  });

  app.get('/auctions/:id/how-to-play.pdf', {
    schema: {
      tags,
      summary: "How-to-Play PDF with this auction's rules and player points",
      params: z.object({ id: z.string().max(64) }),
      querystring: PdfQuery,
    },
    handler: async (req, reply) =>
      sendPdf(reply, await auctionHowToPlayPdf(deps, req.params.id, requestLanguage(req))),
  });

  app.get('/how-to-play.pdf', {
    schema: { tags, summary: 'How-to-Play PDF with the default rules', querystring: PdfQuery },
    handler: async (req, reply) => sendPdf(reply, await generalHowToPlayPdf(requestLanguage(req))),
  });
};
