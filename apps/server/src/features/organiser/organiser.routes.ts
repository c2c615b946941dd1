/**
 * The organiser's HTTP calls (protocol http/organiser.ts): pause, resume, add time, undo
 * the last sale, skip the lot, end early, and the spectator link. Each handler is one call into
 * organiser.service.ts. The same routes stand twice: under `/admin/auctions/{id}/…` for admins
 * (the admin plugin list applies `requireAdmin`), and under `/auctions/{id}/organiser/…` for admins
 * and that auction's organiser (a league's creator; organiser-access.ts), 403 for anyone else.
 */
import type { FastifyRequest } from 'fastify';
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
import { assertMayOrganise } from './organiser-access';

const security = [{ bearer: [] }];
const params = z.object({ id: z.uuid() });
const response = { 200: OrganiserResult };

type Options = { deps: AppDeps; path: (control: string) => string; tags: string[] };

/** The controls at `path(control)`, each after the plugin's own guard. */
const controlRoutes: FastifyPluginAsyncZod<Options> = async (app, { deps, path, tags }) => {
  const run = (req: { params: { id: string } }, control: OrganiserControl, by: string) =>
    runOrganiserControl(deps, by, req.params.id, control);

  app.post(path('pause'), {
    schema: { tags, security, summary: 'Pause the auction: every clock stops', params, response },
    handler: async (req) => run(req, { type: 'pause' }, authOf(req).user.id),
  });
  app.post(path('resume'), {
    schema: {
      tags,
      security,
      summary: 'Resume: the open lot closes later by the paused time',
      params,
      response,
    },
    handler: async (req) => run(req, { type: 'resume' }, authOf(req).user.id),
  });
  app.post(path('add-time'), {
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
  app.post(path('undo-sale'), {
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
  app.post(path('skip-lot'), {
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
  app.post(path('end'), {
    schema: { tags, security, summary: 'End the auction early', params, response },
    handler: async (req) => run(req, { type: 'end' }, authOf(req).user.id),
  });

  app.get(path('spectator-link'), {
    schema: {
      tags,
      security,
      summary: 'The spectator link as it stands',
      params,
      response: { 200: SpectatorLinkResult },
    },
    handler: async (req) => spectatorLink(deps, req.params.id),
  });
  app.post(path('spectator-link'), {
    schema: {
      tags,
      security,
      summary: 'Turn the spectator link on (a new secret) or off',
      params,
      body: SpectatorLinkBody,
      response: { 200: SpectatorLinkResult },
    },
    handler: async (req) =>
      setSpectatorLink(deps, authOf(req).user.id, req.params.id, req.body.enabled),
  });
};

/** `/api/admin/auctions/{id}/…`: admins only (registered among the admin plugins). */
export const organiserRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(controlRoutes, {
    deps,
    path: (control) => `/admin/auctions/:id/${control}`,
    tags: ['admin', 'organiser'],
  });
};

/** `/api/auctions/{id}/organiser/…`: admins and the auction's organiser. */
export const auctionOrganiserRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.requireUser);
  app.addHook('preHandler', async (req: FastifyRequest) => {
    const { id } = req.params as { id: string };
    await assertMayOrganise(deps, authOf(req), id);
  });
  await app.register(controlRoutes, {
    deps,
    path: (control) => `/auctions/:id/organiser/${control}`,
    tags: ['organiser'],
  });
};
