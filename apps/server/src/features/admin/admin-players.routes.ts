/**
 * Admin player-pool calls: import sheet rows, read the pool, edit or remove a pool player, and set
 * or remove a sheet player's photo.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeletePoolPlayerResponse,
  PoolPlayerPhotoResponse,
  ImportPlayersBody,
  ImportPlayersResponse,
  PoolPlayerResponse,
  PoolResponse,
  UpdatePoolPlayerBody,
} from '@bidxi/protocol';
import { authOf } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { readMultipartForm } from '../../platform/multipart-form';
import { removePoolPlayerPhoto, setPoolPlayerPhoto } from '../players/player-photo.service';
import {
  deletePoolPlayer,
  getPool,
  importPlayers,
  updatePoolPlayer,
} from '../players/pool.service';

export const adminPlayersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const id = z.object({ id: z.string().max(64) });

  app.post('/players/register-to-auction-3', {
    schema: {
      tags,
      summary: 'Add sheet rows to an auction pool (all or nothing; dryRun previews)',
      security,
      body: ImportPlayersBody,
      response: { 200: ImportPlayersResponse, 201: ImportPlayersResponse },
    },
    handler: async (req, reply) => {
      const result = await importPlayers(deps, authOf(req), req.body);
      return reply.status(result.dryRun ? 200 : 201).send(result);
    },
  });

  app.get('/auctions/:id/pool', {
    schema: {
      tags,
      summary: 'An auction pool in lot order',
      security,
      params: id,
      response: { 200: PoolResponse },
    },
    handler: async (req) => getPool(deps, req.params.id),
  });

  app.put('/auction-players/:id', {
    schema: {
      tags,
      summary: 'Edit a pool player (sheet columns; scheduled auctions only)',
      security,
      params: id,
      body: UpdatePoolPlayerBody,
      response: { 200: PoolPlayerResponse },
    },
    handler: async (req) => updatePoolPlayer(deps, authOf(req), req.params.id, req.body),
  });

  app.delete('/auction-players/:id', {
    schema: {
      tags,
      summary: 'Remove a pool player (scheduled auctions only)',
      security,
      params: id,
      response: { 200: DeletePoolPlayerResponse },
    },
    handler: async (req) => deletePoolPlayer(deps, authOf(req), req.params.id),
  });

  app.post('/auction-players/:id/photo', {
    schema: {
      tags,
      summary:
        "Set the sheet player's photo (multipart: one JPEG, PNG or WebP file ≤ 5 MB; any auction status)",
      security,
      params: id,
      consumes: ['multipart/form-data'],
      response: { 201: PoolPlayerPhotoResponse },
    },
    handler: async (req, reply) => {
      const form = await readMultipartForm(req);
      return reply
        .status(201)
        .send(await setPoolPlayerPhoto(deps, authOf(req), req.params.id, form.file));
    },
  });

  app.delete('/auction-players/:id/photo', {
    schema: {
      tags,
      summary: "Remove the sheet player's photo (the generated picture shows again)",
      security,
      params: id,
      response: { 200: PoolPlayerResponse },
    },
    handler: async (req) => removePoolPlayerPhoto(deps, authOf(req), req.params.id),
  });
};
