/**
 * The How-to-Play PDFs (spec 001 §7): the default rules, and one auction's rules with its player points.
 * No login needed, so a plain link downloads them.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '@bidxi/protocol';
import { requestLanguage } from '../../i18n/language';
import type { AppDeps } from '../../platform/deps';
import { auctionHowToPlayPdf, generalHowToPlayPdf } from './how-to-play.service';

const sendPdf = (reply: FastifyReply, file: { pdf: Buffer; fileName: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Language')
    .send(file.pdf);

/** `?lang=en|hi` picks the PDF's language; without it, the request's `Accept-Language` (else English). */
const PdfQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

export const howToPlayRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['auctions'];
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
