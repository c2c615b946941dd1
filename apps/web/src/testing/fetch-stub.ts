/**
 * A tiny fetch stub for component tests (MSW is not installed): answers by "METHOD /path" with a
 * status and a JSON body, and records every call.
 */
import { vi } from 'vitest';

export interface StubReply {
  status: number;
  body?: unknown;
  /** Extra response headers (e.g. `Retry-After`). */
  headers?: Record<string, string>;
}
export type StubHandler = (request: {
  body: unknown;
  headers: Headers;
}) => StubReply | Promise<StubReply>;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

export function stubFetch(routes: Record<string, StubReply | StubHandler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    // JSON bodies are parsed; a multipart FormData is recorded as is.
    const body =
      typeof init.body === 'string'
        ? (JSON.parse(init.body) as unknown)
        : init.body instanceof FormData
          ? init.body
          : undefined;
    calls.push({ method, path: url.pathname, body, headers });
    const route = routes[`${method} ${url.pathname}`];
    if (!route) {
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'no stub' } }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const reply = typeof route === 'function' ? await route({ body, headers }) : route;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  // The root layout reads the money mode from the public app config on every mount: a
  // test that does not stub that call gets the default answer, unrecorded, so its counts and
  // header checks see only the calls of the screen under test.
  const appConfig = (input: RequestInfo | URL) =>
    !routes['GET /api/app-config'] &&
    new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost').pathname ===
      '/api/app-config';
  // The signed-in frame reads the responsible-gaming state (the age gate, the self-exclusion strip):
  // unstubbed, it answers a confirmed adult with no limits, unrecorded, for the same reason.
  const gaming = (input: RequestInfo | URL, init?: RequestInit) =>
    !routes['GET /api/gaming'] &&
    (init?.method ?? 'GET').toUpperCase() === 'GET' &&
    new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost').pathname ===
      '/api/gaming';
  // The signed-in frame saves the device's language to an account that has none yet:
  // unstubbed, that save is answered, unrecorded, for the same reason.
  const language = (input: RequestInfo | URL, init?: RequestInit) =>
    !routes['PUT /api/users/language'] &&
    (init?.method ?? 'GET').toUpperCase() === 'PUT' &&
    new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost').pathname ===
      '/api/users/language';
  // The session watcher asks the server every 30 s whether the session is live: unstubbed, it is.
  const session = (input: RequestInfo | URL, init?: RequestInit) =>
    !routes['GET /api/user/session'] &&
    (init?.method ?? 'GET').toUpperCase() === 'GET' &&
    new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost').pathname ===
      '/api/user/session';
  // A first sign-in tells the server the account saw the tour: unstubbed, it is answered, unrecorded.
  const tourSeen = (input: RequestInfo | URL, init?: RequestInit) =>
    !routes['POST /api/users/tour-seen'] &&
    (init?.method ?? 'GET').toUpperCase() === 'POST' &&
    new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost').pathname ===
      '/api/users/tour-seen';
  const json = (body: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      appConfig(input)
        ? json({ moneyMode: 'real' })
        : gaming(input, init)
          ? json(gamingView())
          : language(input, init)
            ? json(JSON.parse(String(init?.body ?? '{}')) as unknown)
            : session(input, init)
              ? json({ status: 200 })
              : tourSeen(input, init)
                ? json({ tourSeen: true })
                : fetchMock(input, init),
    ),
  );
  return { calls, fetchMock };
}

export const testUser = {
  id: 'u_1',
  email: 'virat@example.com',
  username: 'Virat Kohli',
  imageUrl: null,
  role: 'USER' as const,
  /** No language saved yet: the app keeps the device's. */
  language: null,
};

export const profileReply: StubReply = {
  status: 200,
  body: {
    user: { ...testUser, banned: false, createdAt: '2025-01-01T00:00:00.000Z', mobileNumber: null },
  },
};

/** A `GET /api/gaming` answer: by default a confirmed adult, no limit, not self-excluded. */
export const gamingView = (over: Record<string, unknown> = {}) => ({
  moneyMode: 'real',
  ageConfirmedAt: '2025-01-01T00:00:00.000Z',
  selfExcludedUntil: null,
  selfExcludedUntilText: null,
  dailyLimit: null,
  dailyLimitPaise: null,
  pendingLimit: null,
  deploymentCap: null,
  rechargedToday: 0,
  rechargedTodayPaise: 0,
  remainingToday: null,
  remainingTodayPaise: null,
  indiaDay: '2026-11-24',
  ...over,
});
