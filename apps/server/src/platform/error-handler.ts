/**
 * The one error handler (ARCHITECTURE.md §6): every failure becomes `{ error: { code, message } }`
 * with the right status. Validation failures name the fields (400, body status 411 as spec 000 §8
 * reads it); 5xx details are logged, never sent.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode } from '@bidxi/protocol';
import { AppError } from './errors';

const codeByStatus: Record<number, string> = {
  400: ErrorCode.VALIDATION,
  401: ErrorCode.UNAUTHENTICATED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  429: ErrorCode.RATE_LIMITED,
};

/**
 * @param callerExists whether the signed-in caller's account still exists: a USER_NOT_FOUND raised
 *   for a caller whose account was deleted (its token verified from the short session cache just
 *   before) answers 401 SESSION_EXPIRED, as the token of a deleted user does everywhere else.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  callerExists?: (userId: string) => Promise<boolean>,
): void {
  app.setErrorHandler(async (err: FastifyError | AppError, request, reply) => {
    if (
      err instanceof AppError &&
      err.code === ErrorCode.USER_NOT_FOUND &&
      request.auth &&
      callerExists &&
      !(await callerExists(request.auth.user.id))
    )
      return reply.status(401).send({
        error: {
          code: ErrorCode.SESSION_EXPIRED,
          message: 'Session expired. Please log in again.',
        },
      });
    if (err instanceof AppError) {
      // `extra.fields` (field messages of a form checked by a service) belongs inside `error`.
      const { fields, ...extra } = err.extra;
      // A refusal that says when to come back says it in the header too (RFC 9110 Retry-After).
      if (err.statusCode === 429 && typeof extra.retryAfterSeconds === 'number')
        reply.header('retry-after', String(extra.retryAfterSeconds));
      return reply.status(err.statusCode).send({
        ...extra,
        error: { code: err.code, message: err.message, ...(fields ? { fields } : {}) },
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const issuePath = (v.params.issue as { path?: PropertyKey[] } | undefined)?.path ?? [];
        const key =
          v.instancePath.replace(/^\//, '').replace(/\//g, '.') || issuePath.map(String).join('.');
        const name = key || err.validationContext || 'body';
        fields[name] ??= v.message ?? 'Invalid value';
      }
      const message = Object.entries(fields)
        .map(([k, m]) => `${k}: ${m}`)
        .join('; ');
      return reply
        .status(400)
        .send({ status: 411, error: { code: ErrorCode.VALIDATION, message, fields } });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = codeByStatus[status] ?? ErrorCode.VALIDATION;
      return reply
        .status(status)
        .send({ status: status === 400 ? 411 : status, error: { code, message: err.message } });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: { code: ErrorCode.INTERNAL, message: 'Server error' } });
  });
}
