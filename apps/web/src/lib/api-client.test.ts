import { API_TIMEOUT_MS } from '@bidxi/protocol';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, setUnauthorizedHandler } from '@/lib/api-client';
import { i18n } from '@/i18n/i18n';
import { useAdminSession, useSession } from '@/stores/session';
import { stubFetch } from '@/testing/fetch-stub';

describe('apiRequest', () => {
  it('sends the right bearer token for each kind of call', async () => {
    useSession.setState({ token: 'user-tok' });
    useAdminSession.getState().signIn('admin-tok');
    const { calls } = stubFetch({ 'GET /api/x': { status: 200, body: {} } });
    await apiRequest('/x');
    await apiRequest('/x', { auth: 'admin' });
    await apiRequest('/x', { auth: 'none' });
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual([
      'Bearer user-tok',
      'Bearer admin-tok',
      null,
    ]);
  });

  it("sends the app's language as Accept-Language (the server's texts for this request use it)", async () => {
    const { calls } = stubFetch({ 'POST /api/resetLink': { status: 201, body: {} } });
    await apiRequest('/resetLink', { method: 'POST', body: {}, auth: 'none' });
    await i18n.changeLanguage('hi');
    try {
      await apiRequest('/resetLink', { method: 'POST', body: {}, auth: 'none' });
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(calls.map((c) => c.headers.get('Accept-Language'))).toEqual(['en', 'hi']);
  });

  it('turns an error body into a typed error with HTTP status, body status, code and fields', async () => {
    stubFetch({
      'POST /api/users/register': {
        status: 400,
        body: {
          status: 411,
          error: { code: 'VALIDATION', message: 'bad', fields: { email: 'x' } },
        },
      },
    });
    const error = await apiRequest('/users/register', { method: 'POST', body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      httpStatus: 400,
      bodyStatus: 411,
      code: 'VALIDATION',
      message: 'bad',
      fields: { email: 'x' },
    });
  });

  it('gives up after 10 s with a TIMEOUT error', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const pending = apiRequest('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect(await pending).toMatchObject({ code: 'TIMEOUT', httpStatus: 0 });
  });

  it('reports a 401 to the app, naming the session kind; never for unauthenticated calls', async () => {
    const handler = vi.fn();
    const unregister = setUnauthorizedHandler(handler);
    stubFetch({
      'GET /api/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: '' } } },
    });
    await apiRequest('/me', { auth: 'admin' }).catch(() => undefined);
    await apiRequest('/me', { auth: 'none' }).catch(() => undefined);
    expect(handler.mock.calls).toEqual([['admin', 'expired']]);
    unregister();
  });

  it('ends a player session a ban revoked (403 USER_BANNED) as "banned", not "expired"', async () => {
    const handler = vi.fn();
    const unregister = setUnauthorizedHandler(handler);
    stubFetch({
      'GET /api/me': {
        status: 403,
        body: { error: { code: 'USER_BANNED', message: 'Your account has been suspended' } },
      },
      'GET /api/other': { status: 403, body: { error: { code: 'FORBIDDEN', message: 'no' } } },
    });
    const error = await apiRequest('/me').catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'USER_BANNED',
      message: 'Your account has been suspended',
    });
    await apiRequest('/other').catch(() => undefined);
    expect(handler.mock.calls).toEqual([['user', 'banned']]);
    unregister();
  });

  it('keeps the Retry-After of a 429 as retryAfterSeconds', async () => {
    stubFetch({
      'GET /api/x': {
        status: 429,
        headers: { 'Retry-After': '17' },
        body: { error: { code: 'RATE_LIMITED', message: 'Too many requests — try again in 17 s' } },
      },
    });
    const error = (await apiRequest('/x').catch((e: unknown) => e)) as ApiRequestError;
    expect(error.detailNumber('retryAfterSeconds')).toBe(17);
    expect(error.message).toBe('Too many requests — try again in 17 s');
  });
});
