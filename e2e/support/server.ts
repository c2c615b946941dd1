/**
 * Starts the BidXI server (`npm start`'s entry) on a free port with a fresh data directory, as each
 * worker's services do, and as a test does when it needs a server of its own (say, with
 * the production request limit). Returns its base URL and a stop function.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Spawns the server with `env` on top of this process's, its data in `dir/data`, and waits for
 * `/api/health`.
 */
export async function startBidxiServer(
  env: Record<string, string>,
  port?: number,
  dir = mkdtempSync(path.join(tmpdir(), 'bidxi-e2e-')),
): Promise<RunningServer> {
  const listenOn = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${listenOn}`;
  // node itself (not the tsx wrapper, which forks), so stopping it stops the server.
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(listenOn),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    dataDir: dir,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      const killTimer = setTimeout(() => server.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killTimer);
    },
  };
}
