/**
 * A test app that listens on a loopback port on the real clock, for tests with real socket.io
 * clients: `({ t, baseUrl } = await listenTestApp())` in `beforeAll`, `closeListening(t, open)` in
 * `afterAll`.
 */
import { buildTestApp, type TestApp } from './build-app';

/** Builds the test app with `env` (real clock) and listens on an ephemeral 127.0.0.1 port. */
export async function listenTestApp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; baseUrl: string }> {
  const t = await buildTestApp(env, {}, { realClock: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { t, baseUrl: `http://127.0.0.1:${port}` };
}

/** Closes the sockets a file opened, then the app (and its database). */
export async function closeListening(
  t: TestApp,
  sockets: readonly { close(): unknown }[],
): Promise<void> {
  for (const s of sockets) s.close();
  await t.close();
}
