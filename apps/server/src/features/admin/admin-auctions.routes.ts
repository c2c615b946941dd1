/** Admin auction calls (spec 000 §7 "Admin calls"): create, update, image upload, list, detail. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAuctionDetailResponse,
  AdminListAuctionsQuery,
  AdminListAuctionsResponse,
  AuctionResponse,
  CreateAuctionBody,
  UpdateAuctionBody,
  UploadAuctionImageResponse,
} from '@bidxi/protocol';
import { authOf } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import {
  createAuction,
  listForAdmin,
  updateAuctionByAdmin,
} from '../auctions/auction-admin.service';
import { uploadAuctionImage } from '../auctions/auction-image.service';
import { adminAuctionDetail } from './admin-auction-detail.service';
import { readMultipartForm } from '../../platform/multipart-form';

export const adminAuctionsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['admin'];
  const security = [{ bearer: [] }];

  app.post('/auctions/register', {
    schema: {
      tags,
      summary: 'Create an auction (times in India time)',
      security,
      body: CreateAuctionBody,
      response: { 201: AuctionResponse },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await createAuction(deps, authOf(req), req.body)),
  });

  app.put('/auctions/update', {
    schema: {
      tags,
      summary: 'Edit an auction; status LIVE starts it now, CANCELLED cancels and refunds',
      security,
      body: UpdateAuctionBody,
      response: { 200: AuctionResponse },
    },
    handler: async (req) => updateAuctionByAdmin(deps, authOf(req), req.body),
  });

  app.post('/upload/auctionImage', {
    schema: {
      tags,
      summary: 'Upload an auction image (multipart: file, optional auctionId)',
      security,
      consumes: ['multipart/form-data'],
      response: { 201: UploadAuctionImageResponse },
    },
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(await uploadAuctionImage(deps, authOf(req), await readMultipartForm(req))),
  });

  app.get('/admin/auctions', {
    schema: {
      tags,
      summary: 'Every auction with team count and revenue',
      security,
      querystring: AdminListAuctionsQuery,
      response: { 200: AdminListAuctionsResponse },
    },
    handler: async (req) => listForAdmin(deps, req.query.status),
  });

  app.get('/admin/auctions/:id', {
    schema: {
      tags,
      summary: 'An auction with its teams and registrations',
      security,
      params: z.object({ id: z.string().max(64) }),
      response: { 200: AdminAuctionDetailResponse },
    },
    handler: async (req) => adminAuctionDetail(deps, req.params.id),
  });
};
