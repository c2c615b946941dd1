/** Accounts routes (spec 000 §7 "User calls", "Password-reset calls"): schema + one-line handlers. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorCode,
  GetAllUsersResponse,
  GetByIdBody,
  GetByIdResponse,
  SetLanguageBody,
  SetLanguageResponse,
  LoginBody,
  LoginResponse,
  LogoutResponse,
  SessionCheckResponse,
  TourSeenResponse,
  RegisterBody,
  RegisterResponse,
  ResetLinkBody,
  ResetLinkResponse,
  ResetPassBody,
  ResetPassResponse,
} from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import { requestLanguage } from '../../i18n/language';
import { authOf } from '../../platform/auth';
import { tooManyRequests } from '../../platform/rate-limits';
import * as accounts from './accounts.service';
import { createLoginThrottle } from './login-throttle';
import { requestPasswordReset, resetPassword } from './password-reset.service';

const FIFTEEN_MINUTES = 15 * 60_000;
const bodyEmail = (req: { body: unknown }) =>
  String((req.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();

export const accountsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['accounts'];
  const ua = (req: { headers: Record<string, unknown> }) =>
    (req.headers['user-agent'] as string | undefined) ?? null;
  // Logins: progressive delays per account and address, never a lockout of the owner (login-throttle.ts).
  const throttle = createLoginThrottle({
    redis: deps.redis,
    keyPrefix: `${deps.config.redisPrefix}:login`,
  });
  const loginAs = (kind: 'USER' | 'ADMIN') => async (req: FastifyRequest<{ Body: LoginBody }>) => {
    const { email } = req.body;
    await throttle.check(email, req.ip);
    try {
      const answer = await accounts.login(deps, req.body, kind, ua(req));
      await throttle.succeeded(email, req.ip);
      return answer;
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (code === ErrorCode.WRONG_PASSWORD || code === ErrorCode.USER_NOT_FOUND)
        await throttle.failed(email, req.ip);
      throw err;
    }
  };
  // Reset links: one per account every 120 s, on top of the per-IP limits (keyed on the normalised e-mail).
  const perAccount = (max: number, timeWindow: number) => {
    const check = app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (req) => `acct:${req.routeOptions.url}:${bodyEmail(req)}`,
    });
    return async (req: FastifyRequest) => {
      const limit = await check(req);
      if (!limit.isAllowed && limit.isExceeded) {
        throw tooManyRequests(limit.ttlInSeconds);
      }
    };
  };

  app.post('/users/register', {
    schema: {
      tags,
      summary: 'Sign up (role is always USER)',
      body: RegisterBody,
      response: { 201: RegisterResponse },
    },
    config: { rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES } },
    handler: async (req, reply) =>
      reply.status(201).send(await accounts.register(deps, req.body, ua(req))),
  });

  app.post('/user/login', {
    schema: { tags, summary: 'Log in', body: LoginBody, response: { 201: LoginResponse } },
    config: { rateLimit: { max: 30, timeWindow: FIFTEEN_MINUTES } },
    handler: async (req, reply) => reply.status(201).send(await loginAs('USER')(req)),
  });

  app.post('/admin-login', {
    schema: {
      tags,
      summary: 'Admin log in (ADMIN users only)',
      body: LoginBody,
      response: { 201: LoginResponse },
    },
    config: { rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES } },
    handler: async (req, reply) => reply.status(201).send(await loginAs('ADMIN')(req)),
  });

  app.post('/user/logout', {
    schema: {
      tags,
      summary: 'End the current session',
      security: [{ bearer: [] }],
      response: { 200: LogoutResponse },
    },
    preHandler: app.requireUser,
    handler: async (req) => {
      await accounts.logout(deps, authOf(req));
      return { status: 200 as const };
    },
  });

  app.get('/user/session', {
    schema: {
      tags,
      summary:
        'Whether the current session is live (401 once it ended, 403 USER_BANNED after a ban)',
      security: [{ bearer: [] }],
      response: { 200: SessionCheckResponse },
    },
    preHandler: app.requireUser,
    handler: async () => ({ status: 200 as const }),
  });

  app.post('/users/tour-seen', {
    schema: {
      tags,
      summary:
        'Record that the account has seen the guided tour (it then opens on no other device)',
      security: [{ bearer: [] }],
      response: { 200: TourSeenResponse },
    },
    preHandler: app.requireUser,
    handler: async (req) => accounts.markTourSeen(deps, authOf(req)),
  });

  app.post('/user/getById', {
    schema: {
      tags,
      summary: 'A user profile (own, or any for admins)',
      security: [{ bearer: [] }],
      body: GetByIdBody,
      response: { 200: GetByIdResponse },
    },
    preHandler: app.requireUser,
    handler: async (req) => ({ user: await accounts.getById(deps, authOf(req), req.body.userId) }),
  });

  app.put('/users/language', {
    schema: {
      tags,
      summary: "Keep the caller's language (en or hi) with the account",
      security: [{ bearer: [] }],
      body: SetLanguageBody,
      response: { 200: SetLanguageResponse },
    },
    preHandler: app.requireUser,
    handler: async (req) => accounts.setLanguage(deps, authOf(req), req.body.language),
  });

  app.get('/users/getAll', {
    schema: {
      tags: ['admin'],
      summary: 'All users (admin)',
      security: [{ bearer: [] }],
      response: { 200: GetAllUsersResponse },
    },
    preHandler: app.requireAdmin,
    handler: async () => ({ users: await accounts.getAll(deps) }),
  });

  app.post('/resetLink', {
    schema: {
      tags,
      summary: 'E-mail a password-reset link (same answer for unknown e-mails)',
      body: ResetLinkBody,
      response: { 201: ResetLinkResponse },
    },
    config: { rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES } },
    preHandler: perAccount(1, 120_000),
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(await requestPasswordReset(deps, req.body.email, req.log, requestLanguage(req))),
  });

  app.post('/resetPass', {
    schema: {
      tags,
      summary: 'Set a new password with an e-mailed token',
      body: ResetPassBody,
      response: { 201: ResetPassResponse },
    },
    config: { rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES } },
    handler: async (req, reply) => reply.status(201).send(await resetPassword(deps, req.body)),
  });
};
