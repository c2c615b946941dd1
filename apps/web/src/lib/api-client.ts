/**
 * The one HTTP client: same-origin JSON under /api, bearer token of the right session, a 10 s time-out,
 * and every failure turned into a typed ApiRequestError (HTTP status, body status, code, fields).
 */
import { API_TIMEOUT_MS, ErrorCode, type ApiErrorBody } from '@bidxi/protocol';
import type { z } from 'zod/mini';
import { env } from '@/config/env';
import { useAdminSession, useSession } from '@/stores/session';
import { reportUnauthorized } from '@/lib/unauthorized';
import { currentLanguage, t } from '@/i18n/i18n';

/** Which token goes in the Authorization header. */
export type AuthKind = 'user' | 'admin' | 'none';

/** Failures that never reached a server answer. */
export const ClientErrorCode = {
  TIMEOUT: 'TIMEOUT',
  NETWORK: 'NETWORK',
  BAD_RESPONSE: 'BAD_RESPONSE',
} as const;

export class ApiRequestError extends Error {
  /** HTTP status, 0 when no response arrived. */
  readonly httpStatus: number;
  /** The body's `status` field, which the spec reads on login, sign-up and reset. */
  readonly bodyStatus: number | undefined;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** Other top-level fields of the error body (e.g. `retryAfterSeconds`, `attemptsLeft`). */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(init: {
    httpStatus: number;
    bodyStatus?: number | undefined;
    code: string;
    message: string;
    fields?: Record<string, string> | undefined;
    details?: Record<string, unknown> | undefined;
  }) {
    super(init.message);
    this.name = 'ApiRequestError';
    this.httpStatus = init.httpStatus;
    this.bodyStatus = init.bodyStatus;
    this.code = init.code;
    this.fields = init.fields;
    this.details = init.details ?? {};
  }

  /** A numeric detail of the error body, if the server sent one. */
  detailNumber(name: string): number | undefined {
    const value = this.details[name];
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  }

  /** True when the server never answered (time-out, offline, unreadable answer). */
  get isTransport(): boolean {
    return this.httpStatus === 0;
  }
}

// The 401 handler lives in lib/unauthorized (the root route registers it without loading this file).
export { setUnauthorizedHandler } from '@/lib/unauthorized';

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, except a FormData (multipart; the browser sets its content type). */
  body?: unknown;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  auth?: AuthKind;
  /** Parses the success body; a mismatch is a BAD_RESPONSE error. */
  schema?: z.ZodMiniType<T>;
  signal?: AbortSignal;
}

export async function apiRequest<T = unknown>(
  path: string,
  {
    method = 'GET',
    body,
    headers: extraHeaders,
    auth = 'user',
    schema,
    signal,
  }: RequestOptions<T> = {},
): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  // The app's language: texts the server makes for this request (e.g. a reset e-mail to an
  // account that never chose one) are in it.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...extraHeaders,
  };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = tokenFor(auth);
  if (token) headers.Authorization = `Bearer ${token}`;

  // One controller aborts on the caller's signal or after 10 s (a plain timer: AbortSignal.any and
  // AbortSignal.timeout are missing from older Safari, and fake timers in tests can drive this one).
  const controller = new AbortController();
  let hasTimedOut = false;
  const timer = setTimeout(() => {
    hasTimedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(`${env.apiBaseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: controller.signal,
    });
    payload = await readJson(response);
  } catch (cause) {
    if (signal?.aborted) throw cause; // cancelled by the caller (e.g. react-query): not an error to show
    if (hasTimedOut) {
      throw new ApiRequestError({
        httpStatus: 0,
        code: ClientErrorCode.TIMEOUT,
        message: t('network.timeout'),
      });
    }
    throw new ApiRequestError({
      httpStatus: 0,
      code: ClientErrorCode.NETWORK,
      message: t('network.offline'),
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  if (!response.ok) {
    const error = errorFromBody(response, payload);
    endSessionOn(error, auth);
    throw error;
  }
  if (!schema) return payload as T;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiRequestError({
      httpStatus: response.status,
      code: ClientErrorCode.BAD_RESPONSE,
      message: t('network.badResponse'),
    });
  }
  return parsed.data;
}

function tokenFor(auth: AuthKind): string | null {
  if (auth === 'user') return useSession.getState().token;
  if (auth === 'admin') return useAdminSession.getState().adminToken;
  return null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * A 401 ends the session ("Session expired"); a 403 USER_BANNED too, saying the account is
 * suspended (a ban revokes every session).
 */
function endSessionOn(error: ApiRequestError, auth: AuthKind): void {
  if (auth === 'none') return;
  if (error.httpStatus === 401) reportUnauthorized(auth, 'expired');
  else if (error.httpStatus === 403 && error.code === ErrorCode.USER_BANNED)
    reportUnauthorized(auth, 'banned');
}

function errorFromBody(response: Response, payload: unknown): ApiRequestError {
  const httpStatus = response.status;
  const body = (payload ?? {}) as Partial<ApiErrorBody>;
  const error = typeof body.error === 'object' && body.error !== null ? body.error : undefined;
  const { error: _error, status: _status, ...details } = body as Record<string, unknown>;
  // A 429 says when to come back in `Retry-After` (seconds); keep it beside the body's details.
  const retryAfter = Number(response.headers.get('retry-after'));
  if (details.retryAfterSeconds === undefined && Number.isFinite(retryAfter) && retryAfter > 0)
    details.retryAfterSeconds = retryAfter;
  return new ApiRequestError({
    httpStatus,
    bodyStatus: typeof body.status === 'number' ? body.status : undefined,
    code: typeof error?.code === 'string' ? error.code : `HTTP_${httpStatus}`,
    message: typeof error?.message === 'string' ? error.message : `Request failed (${httpStatus})`,
    fields: error?.fields,
    details,
  });
}

/**
 * A private file (e.g. a KYC image at `/api/images/<id>`) fetched with the session's bearer token:
 * an `<img src>` cannot send the header, so the caller shows the blob through an object URL.
 */
export async function apiBlob(
  url: string,
  { auth = 'user', signal }: { auth?: AuthKind; signal?: AbortSignal } = {},
): Promise<Blob> {
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = tokenFor(auth);
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(resolveApiUrl(url), { headers, signal: signal ?? null });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiRequestError({
      httpStatus: 0,
      code: ClientErrorCode.NETWORK,
      message: t('network.offline'),
    });
  }
  if (!response.ok) {
    const error = errorFromBody(response, await readJson(response));
    endSessionOn(error, auth);
    throw error;
  }
  return response.blob();
}

/** A server-made URL (`/api/images/…`) against the configured API base (which may be another host). */
export function resolveApiUrl(url: string): string {
  if (/^https?:\/\//.test(url)) return url;
  if (url.startsWith('/api/') && env.apiBaseUrl.endsWith('/api')) {
    return `${env.apiBaseUrl}${url.slice('/api'.length)}`;
  }
  return url;
}
