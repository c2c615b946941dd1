/** Web push: the VAPID public key, the caller's subscriptions and notice toggles. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PushPreferencesBody,
  PushPreferencesResponse,
  PushPublicKeyResponse,
  PushSubscriptionBody,
  PushUnsubscribeBody,
} from '@bidxi/protocol';
import { authOf } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { preferences, subscribe, unsubscribe, updatePreferences } from './push.service';

export const pushRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/push/public-key', {
    schema: {
      tags: ['push'],
      summary: 'The VAPID public key to subscribe to push notices with',
      response: { 200: PushPublicKeyResponse },
    },
    handler: async () => ({ publicKey: deps.push.publicKey }),
  });

  app.post('/push/subscriptions', {
    schema: {
      tags: ['push'],
      summary: "Subscribe this browser (its PushSubscription) to the caller's notices",
      security: [{ bearer: [] }],
      body: PushSubscriptionBody,
      response: { 201: PushPreferencesResponse },
    },
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    onRequest: app.requireUser,
    handler: async (req, reply) =>
      reply.status(201).send(await subscribe(deps, authOf(req), req.body)),
  });

  app.delete('/push/subscriptions', {
    schema: {
      tags: ['push'],
      summary: 'Unsubscribe one of the caller’s browsers',
      security: [{ bearer: [] }],
      body: PushUnsubscribeBody,
      response: { 200: PushPreferencesResponse },
    },
    onRequest: app.requireUser,
    handler: async (req) => unsubscribe(deps, authOf(req), req.body.endpoint),
  });

  app.get('/push/preferences', {
    schema: {
      tags: ['push'],
      summary: 'Which notices the caller wants, and how many browsers are subscribed',
      security: [{ bearer: [] }],
      response: { 200: PushPreferencesResponse },
    },
    onRequest: app.requireUser,
    handler: async (req) => preferences(deps, authOf(req)),
  });

  app.put('/push/preferences', {
    schema: {
      tags: ['push'],
      summary: 'Turn each notice on or off',
      security: [{ bearer: [] }],
      body: PushPreferencesBody,
      response: { 200: PushPreferencesResponse },
    },
    onRequest: app.requireUser,
    handler: async (req) => updatePreferences(deps, authOf(req), req.body),
  });
};
