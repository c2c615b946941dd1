/**
 * Responsible gaming: the caller's own limits and states. No admin route changes them:
 * a self-exclusion cannot be lifted early by anyone.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConfirmAgeBody,
  ResponsibleGamingAnswer,
  ResponsibleGamingView,
  SelfExcludeBody,
  SetRechargeLimitBody,
} from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import { authOf } from '../../platform/auth';
import { realMoneyOnly } from '../../platform/money-mode';
import { confirmAge, getGaming, selfExclude, setRechargeLimit } from './gaming.service';

/** `GET /api/gaming`, `POST /api/gaming/{recharge-limit,self-exclusion,age-confirmation}` (user token). */
export const gamingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['gaming'];
  const security = [{ bearer: [] }];
  app.addHook('preHandler', app.requireUser);

  app.get('/gaming', {
    schema: {
      tags,
      security,
      summary: 'Your daily recharge limit, today’s recharges, self-exclusion and age confirmation',
      response: { 200: ResponsibleGamingView },
    },
    handler: async (req) => getGaming(deps, authOf(req)),
  });

  app.post('/gaming/recharge-limit', {
    schema: {
      tags,
      security,
      summary: 'Set your daily recharge limit (₹; null = none): lower at once, higher after 24 h',
      body: SetRechargeLimitBody,
      response: { 200: ResponsibleGamingAnswer },
    },
    preHandler: realMoneyOnly(deps.config, 'A recharge limit'),
    handler: async (req) => setRechargeLimit(deps, authOf(req), req.body),
  });

  app.post('/gaming/self-exclusion', {
    schema: {
      tags,
      security,
      summary: 'Self-exclude for 7, 30 or 90 days (nobody can lift it early)',
      body: SelfExcludeBody,
      response: { 200: ResponsibleGamingAnswer },
    },
    handler: async (req) => selfExclude(deps, authOf(req), req.body),
  });

  app.post('/gaming/age-confirmation', {
    schema: {
      tags,
      security,
      summary: 'Confirm that you are 18 or older (asked once of accounts made before the question)',
      body: ConfirmAgeBody,
      response: { 200: ResponsibleGamingAnswer },
    },
    handler: async (req) => confirmAge(deps, authOf(req)),
  });
};
