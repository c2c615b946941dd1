/**
 * The organiser's HTTP calls (protocol http/organiser.ts): one route per row of the controls table
 * (`ORGANISER_CONTROLS`), and the spectator link. Each handler is one call into
 * organiser.service.ts. The same routes stand twice: under `/admin/auctions/{id}/…` for admins (the
 * admin plugin list applies `requireAdmin`), and under `/auctions/{id}/organiser/…` for admins and
 * that auction's organiser (a league's creator; organiser-access.ts), 403 for anyone else.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ORGANISER_CONTROLS,
  OrganiserResult,
  SpectatorLinkBody,
  SpectatorLinkResult,
  type OrganiserControlCall,
  type OrganiserControlName,
  type OrganiserControlSpec,
} from '@bidxi/protocol';
import { authOf } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { runOrganiserControl, setSpectatorLink, spectatorLink } from './organiser.service';
import { assertMayOrganise } from './organiser-access';

const security = [{ bearer: [] }];
const params = z.object({ id: z.uuid() });
const response = { 200: OrganiserResult };

type Options = { deps: AppDeps; path: (control: string) => string; tags: string[] };

/** The controls at `path(control)`, each after the plugin's own guard: one route per table row. */
const controlRoutes: FastifyPluginAsyncZod<Options> = async (app, { deps, path, tags }) => {
  for (const name of Object.keys(ORGANISER_CONTROLS) as OrganiserControlName[]) {
    const control: OrganiserControlSpec = ORGANISER_CONTROLS[name];
    app.post(path(control.path), {
      schema: {
        tags,
        security,
        summary: control.summary,
        params,
        ...(control.body ? { body: control.body } : {}),
        response,
      },
      handler: async (req) =>
        runOrganiserControl(deps, authOf(req).user.id, req.params.id, {
          name,
          body: req.body,
        } as OrganiserControlCall),
    });
  }

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
