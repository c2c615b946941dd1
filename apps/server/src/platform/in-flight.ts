/**
 * The HTTP requests a node is still working on, so that closing the app waits for their handlers
 * before it closes the database (a request whose client had already gone — autocannon at the
 * end of a run, a phone that lost signal — kept querying after `pool.end()`: "Cannot use a pool after
 * calling end on the pool"). Fastify's close waits for open connections, not for handlers whose
 * connection is gone.
 *
 * A request counts from its first `onRequest` hook until its reply is sent (`onSend`: every reply,
 * the handler's, an error's or a hook's early answer) or its handler returns (a client that went away
 * gets no reply).
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

/** How the app's close asks about requests in flight. */
export interface InFlightRequests {
  /** Requests being worked on now. */
  readonly size: number;
  /**
   * Resolves `true` once no request is in flight, or `false` after `timeoutMs` (ms) with some still
   * running (the close goes on: a stuck handler must not keep a node from stopping).
   */
  settled(timeoutMs: number): Promise<boolean>;
}

/**
 * Starts counting the requests of `app`. Call it before any hook or route is added: its `onRequest`
 * hook must run first and its `onRoute` hook must see every route.
 */
export function trackInFlightRequests(app: FastifyInstance): InFlightRequests {
  const inFlight = new Set<FastifyRequest>();
  let waiters: (() => void)[] = [];
  const finish = (request: FastifyRequest) => {
    if (!inFlight.delete(request) || inFlight.size > 0) return;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };

  app.addHook('onRequest', async (request) => {
    inFlight.add(request);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    finish(request);
    return payload;
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    const handler = route.handler;
    route.handler = async function (this: FastifyInstance, request, reply) {
      try {
        return await handler.call(this, request, reply);
      } finally {
        finish(request);
      }
    };
  });

  return {
    get size() {
      return inFlight.size;
    },
    settled(timeoutMs) {
      if (inFlight.size === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== done);
          resolve(false);
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          resolve(true);
        };
        waiters.push(done);
      });
    },
  };
}
