/**
 * The organiser's HTTP calls (protocol http/organiser.ts), admin token: pause, resume, add
 * time, undo the last sale, skip the lot, end early, and the spectator link. Each handler is one call
 * into organiser.service.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddTimeBody,
  OrganiserResult,
  SkipLotBody,
  SpectatorLinkBody,
  SpectatorLinkResult,
  UndoSaleBody,
} from '@bidxi/protocol';
import { authOf } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import {
  runOrganiserControl,
  setSpectatorLink,
  spectatorLink,
  type OrganiserControl,
} from './organiser.service';

const tags = ['admin', 'organiser'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.uuid() });
const response = { 200: OrganiserResult };

export const organiserRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const registry = app.room.registry;
  const run = (req: { params: { id: string } }, control: OrganiserControl, by: string) =>
    runOrganiserControl(deps, registry, by, req.params.id, control);

  app.post('/admin/auctions/:id/pause', {
    schema: { tags, security, summary: 'Pause the auction: every clock stops', params, response },
    handler: async (req) => run(req, { type: 'pause' }, authOf(req).user.id),
  });
  app.post('/admin/auctions/:id/resume', {
    schema: {
      tags,
      security,
      summary: 'Resume: the open lot closes later by the paused time',
      params,
      response,
    },
    handler: async (req) => run(req, { type: 'resume' }, authOf(req).user.id),
  });
  app.post('/admin/auctions/:id/add-time', {
    schema: {
      tags,
      security,
      summary: 'Add seconds to the open lot',
      params,
      body: AddTimeBody,
      response,
    },
    handler: async (req) => run(req, { type: 'addTime', body: req.body }, authOf(req).user.id),
  });
  app.post('/admin/auctions/:id/undo-sale', {
    schema: {
      tags,
      security,
      summary: 'Undo the last sale: the player returns to the pool, the purse is restored',
      params,
      body: UndoSaleBody,
      response,
    },
    handler: async (req) => run(req, { type: 'undoSale', body: req.body }, authOf(req).user.id),
  });
  app.post('/admin/auctions/:id/skip-lot', {
    schema: {
      tags,
      security,
      summary: 'Skip the open lot: it closes unsold',
      params,
      body: SkipLotBody,
      response,
    },
    handler: async (req) => run(req, { type: 'skipLot', body: req.body }, authOf(req).user.id),
  });
  app.post('/admin/auctions/:id/end', {
    schema: { tags, security, summary: 'End the auction early', params, response },
    handler: async (req) => run(req, { type: 'end' }, authOf(req).user.id),
  });

  app.get('/admin/auctions/:id/spectator-link', {
    schema: {
      tags,
      security,
      summary: 'The spectator link as it stands',
      params,
      response: { 200: SpectatorLinkResult },
    },
    handler: async (req) => spectatorLink(deps, req.params.id),
  });
  app.post('/admin/auctions/:id/spectator-link', {
    schema: {
      tags,
      security,
      summary: 'Turn the spectator link on (a new secret) or off',
      params,
      body: SpectatorLinkBody,
      response: { 200: SpectatorLinkResult },
    },
    handler: async (req) =>
      setSpectatorLink(deps, app.room.io, authOf(req).user.id, req.params.id, req.body.enabled),
  });
};
