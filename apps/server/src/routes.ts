/**
 * Every API route plugin, registered under `/api` by app.ts. A feature adds its plugin here.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from './platform/deps';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { adminUsersRoutes } from './features/admin/admin-users.routes';
import { healthRoutes } from './features/health/health.routes';
import { imagesRoutes } from './features/images/images.routes';

export const apiRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }>[] = [
  healthRoutes,
  accountsRoutes,
  adminUsersRoutes,
  imagesRoutes,
];
