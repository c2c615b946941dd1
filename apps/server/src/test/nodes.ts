/**
 * Real server processes for multi-node tests: `apps/server/src/main.ts` run by node itself (not the
 * tsx wrapper, which forks: a signal must reach the server process), on PostgreSQL + Redis.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ServerNode {
  proc: ChildProcess;
  url: string;
  port: number;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
}

export interface NodeOptions {
  port: number;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  dataDir: string;
  env?: Record<string, string>;
}

/** Starts a node and waits until `/api/health` answers (≤ 60 s). */
export async function startNode(o: NodeOptions): Promise<ServerNode> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(o.port),
      HOST: '127.0.0.1',
      DATABASE_URL: o.databaseUrl,
      REDIS_URL: o.redisUrl,
      REDIS_PREFIX: o.redisPrefix,
      JWT_SECRET: 'multi-node-test-secret-long-enough-for-hs256',
      DATA_DIR: path.join(o.dataDir, String(o.port)),
      LOG_LEVEL: 'error',
      DEMO_AUCTIONS: 'false',
      ADMIN_PASSWORD: 'admin-pass-1',
      RATE_LIMIT_PER_MINUTE: '10000',
      ...o.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) =>
    proc.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${o.port}`;
  for (let i = 0; i < 240; i++) {
    if (proc.exitCode !== null) throw new Error(`node on ${o.port} exited`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { proc, url, port: o.port, exited };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`node on ${o.port} did not start`);
}

/** How many auction clocks (leases) the node runs, from its health report (-1: no answer). */
export async function clocksOn(node: ServerNode): Promise<number> {
  try {
    const res = await fetch(`${node.url}/api/health`, { signal: AbortSignal.timeout(1_000) });
    return ((await res.json()) as { roomClocks: number }).roomClocks;
  } catch {
    return -1;
  }
}

/** Signs a user up through a node's API. */
export async function signUpVia(url: string, tag: string) {
  const res = await fetch(`${url}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `Node user ${tag}`,
      email: `node-${tag}.${Date.now()}@example.com`,
      password: 'secret-pass',
      ageConfirmed: true,
    }),
  });
  const body = (await res.json()) as { user: { id: string }; login: { token: string } };
  return { id: body.user.id, token: body.login.token };
}
