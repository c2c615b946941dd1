/** Phone OTP calls (spec 000 §7 `otp/generate`, `otp/verify`, `otp/resend`): schema + one-line handlers. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OtpGenerateBody,
  OtpResendBody,
  OtpSentResponse,
  OtpVerifiedResponse,
  OtpVerifyBody,
} from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import { authOf } from '../../platform/auth';
import { realMoneyOnly } from '../../platform/money-mode';
import { sendOtp, verifyOtp } from './otp.service';

/** `POST /api/otp/{generate,resend,verify}` (user token). */
export const otpRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['otp'];
  const security = [{ bearer: [] }];
  app.addHook('preHandler', app.requireUser);
  // The phone check is the withdrawal KYC: a play-money deployment has none.
  app.addHook('preHandler', realMoneyOnly(deps.config, 'Phone verification (KYC)'));

  app.post('/otp/generate', {
    schema: {
      tags,
      security,
      summary: 'Send a 6-digit code by SMS (60 s between sends, 3 per 15 min)',
      body: OtpGenerateBody,
      response: { 200: OtpSentResponse },
    },
    handler: async (req) => sendOtp(deps, authOf(req), req.body, 'generate'),
  });

  app.post('/otp/resend', {
    schema: {
      tags,
      security,
      summary: 'Send a new code (to the last number when none is given)',
      body: OtpResendBody,
      response: { 200: OtpSentResponse },
    },
    handler: async (req) => sendOtp(deps, authOf(req), req.body, 'resend'),
  });

  app.post('/otp/verify', {
    schema: {
      tags,
      security,
      summary: 'Verify the code; the number becomes the account mobile',
      body: OtpVerifyBody,
      response: { 200: OtpVerifiedResponse },
    },
    handler: async (req) => verifyOtp(deps, authOf(req), req.body),
  });
};
