/**
 * `AppError` is the one error type services throw for expected failures; the error handler maps it
 * to `{ error: { code, message } }` with its HTTP status (ARCHITECTURE.md §6).
 */
import { ErrorCode } from '@bidxi/protocol';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** Extra body fields the spec reads (e.g. a body `status`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code: ErrorCode = ErrorCode.VALIDATION) =>
  new AppError(400, code, message);
export const unauthorized = (
  message = 'Authentication required',
  code: ErrorCode = ErrorCode.UNAUTHENTICATED,
) => new AppError(401, code, message);
export const forbidden = (message = 'Not allowed', code: ErrorCode = ErrorCode.FORBIDDEN) =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found', code: ErrorCode = ErrorCode.NOT_FOUND) =>
  new AppError(404, code, message);
export const conflict = (message: string, code: ErrorCode = ErrorCode.CONFLICT) =>
  new AppError(409, code, message);
export const unprocessable = (code: ErrorCode, message: string) => new AppError(422, code, message);
