// Closing the app waits for request handlers whose client has gone before the database closes
// (platform/in-flight.ts): the bench's "Cannot use a pool after calling end on the pool" at teardown.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type RouteOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { bearer, signUp } from '../test/factories';
import { trackInFlightRequests } from './in-flight';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise and its resolve function. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close().catch(() => undefined);
  t = undefined;
});

describe('closing with requests in flight', () => {
  it('waits for the handler of a request whose client went away, then closes', async () => {
    const entered = gate();
    const release = gate();
    let handlerOutcome: 'pending' | 'ok' | 'failed' = 'pending';
    // Holds the balance route at its start, inside the in-flight count, until the test releases it.
    const holdBalance = (route: RouteOptions) => {
      if (route.url !== '/api/wallet/balance') return;
      const handler = route.handler;
      route.handler = async function (request, reply) {
        entered.open();
        await release.opened;
        try {
          const result: unknown = await handler.call(this, request, reply);
          handlerOutcome = 'ok';
          return result;
        } catch (err) {
          handlerOutcome = 'failed';
          throw err;
        }
      };
    };
    t = await buildTestApp({}, {}, { onRoute: holdBalance });
    const user = await signUp(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/wallet/balance',
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
    });
    req.on('error', () => undefined); // the client hangs up below
    req.end('{}');
    await entered.opened;
    req.destroy(); // the client is gone; its handler is still running

    let closed = false;
    const closing = t.app.close().then(() => (closed = true));
    await sleep(300);
    expect(closed).toBe(false); // the connection is gone, but the handler is not done

    release.open();
    await closing;
    expect(handlerOutcome).toBe('ok'); // it ran to its end on an open database
    expect(t.app.server.listening).toBe(false);
  });
});

describe('trackInFlightRequests', () => {
  it('counts a request until its reply, and gives up waiting after the timeout', async () => {
    const app = Fastify();
    const inFlight = trackInFlightRequests(app);
    const release = gate();
    app.get('/slow', async () => {
      await release.opened;
      return { ok: true };
    });
    app.get('/fast', async () => ({ ok: true }));
    await app.ready();

    expect((await app.inject({ url: '/fast' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/missing' })).statusCode).toBe(404);
    expect(inFlight.size).toBe(0);
    expect(await inFlight.settled(10)).toBe(true);

    const slow = app.inject({ url: '/slow' });
    await sleep(20);
    expect(inFlight.size).toBe(1);
    expect(await inFlight.settled(30)).toBe(false);

    const settled = inFlight.settled(5_000);
    release.open();
    expect((await slow).statusCode).toBe(200);
    expect(await settled).toBe(true);
    expect(inFlight.size).toBe(0);
    await app.close();
  });
});
