/** Admin player-pool calls: import sheet rows, read the pool, edit or remove a pool player. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeletePoolPlayerResponse,
  ImportPlayersBody,
  ImportPlayersResponse,
  PoolPlayerResponse,
  PoolResponse,
  UpdatePoolPlayerBody,
} from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import { authOf } from '../../platform/auth';
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
};
