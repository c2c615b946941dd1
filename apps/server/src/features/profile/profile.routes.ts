/**
 * Profile picture and payment details (spec 000 §7): multipart forms, read by the multipart helper
 * and validated with the protocol's field schemas in the service.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PaymentDetailsResponse, UploadUserImageResponse } from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import { authOf } from '../../platform/auth';
import { readMultipart } from '../../platform/multipart';
import * as profile from './profile.service';
import { realMoneyOnly } from '../../platform/money-mode';

/** `POST /api/upload/userImage`, `PUT /api/wallet/payment-details` (user or admin token). */
export const profileRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['profile'];
  const security = [{ bearer: [] }];

  app.post('/upload/userImage', {
    schema: {
      tags,
      security,
      summary: 'Upload a profile picture (multipart: file, userId?)',
      consumes: ['multipart/form-data'],
      response: { 200: UploadUserImageResponse },
    },
    preHandler: app.requireUser,
    handler: async (req) =>
      profile.uploadUserImage(
        deps,
        authOf(req),
        await readMultipart(req, profile.USER_IMAGE_FILES),
      ),
  });

  app.put('/wallet/payment-details', {
    schema: {
      tags,
      security,
      summary:
        'Set UPI id and Aadhaar/PAN images (multipart: userId?, upiId?, aadharCard?, panCard?)',
      consumes: ['multipart/form-data'],
      response: { 200: PaymentDetailsResponse },
    },
    preHandler: [app.requireUser, realMoneyOnly(deps.config, 'KYC and UPI details')],
    handler: async (req) =>
      profile.updatePaymentDetails(
        deps,
        authOf(req),
        await readMultipart(req, profile.PAYMENT_DETAILS_FILES),
      ),
  });
};
