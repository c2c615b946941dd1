/** Starts BidXI: the only file that listens. Stops gracefully on SIGINT/SIGTERM. */
import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config';
import { buildApp } from './app';

const config = loadConfig();
const app = await buildApp(config);

// SIGTERM: drain first (not ready, leases released, commands in flight finished, sockets told to
// reconnect) while /api/health/live still answers, then close; forced exit after 10 s.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.ops.drain.start();
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(`BidXI is up: ${config.publicUrl} (database: ${app.deps.database.kind})`);
