/**
 * A second BidXI server for the play-money tests (`MONEY_MODE=play` unless `env` says
 * otherwise) and for a spec that needs a server of its own (the admin's Hindi walk): the same entry
 * as the global setup's, on a free port and a fresh data directory. Mails go to its outbox.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

export interface PlayServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the server with `env` on top of play mode; resolves once `/api/health` answers. */
export async function startPlayServer(env: Record<string, string> = {}): Promise<PlayServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bidxi-e2e-play-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dir, 'data'),
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '10000',
        DEMO_AUCTIONS: 'false',
        MONEY_MODE: 'play',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`play server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('play server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      if (server.exitCode === null) server.kill('SIGKILL');
    },
  };
}
