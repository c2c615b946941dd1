/**
 * Server processes for the benchmarks and fault scenarios: BidXI's own `main.ts` or a bare baseline
 * script, each started with node itself (not the tsx wrapper, which forks, so signals would miss the
 * real server), waited for until healthy, and stopped or killed by pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sleep } from './stats';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256!';

export interface ServerProcess {
  proc: ChildProcess;
  url: string;
  port: number;
  pid: number;
  /** Resident memory of the process, in KB (from /proc). */
  rssKb(): number;
  /** SIGTERM and wait for the exit (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<void>;
  kill9(): Promise<void>;
  signal(sig: NodeJS.Signals): void;
  exited: Promise<number | null>;
}

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export function rssKbOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux for every common arch). */
const USER_HZ = 100;

/** CPU time the process has used so far (user + system), in ms, from /proc; NaN once it is gone. */
export function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces): state is field 3, utime 14, stime 15.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / USER_HZ;
  } catch {
    return Number.NaN;
  }
}

export interface StartOptions {
  /** Script relative to the repo root, run with `node --import tsx`. */
  script: string;
  env: Record<string, string>;
  port?: number;
  healthPath?: string;
  /** Extra node flags (e.g. --max-old-space-size). */
  nodeArgs?: string[];
  timeoutMs?: number;
  quiet?: boolean;
}

/**
 * Node flags for every server the bench starts, ours and bare alike (`BENCH_NODE_ARGS`, e.g.
 * `--max-semi-space-size=8` to hold both young generations to the same size in RT-3).
 */
const BOTH_SIDES_NODE_ARGS = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

/** Starts `o.script` under Node with tsx and waits for its health check. */
export async function startProcess(o: StartOptions): Promise<ServerProcess> {
  const port = o.port ?? (await freePort());
  const args = [...BOTH_SIDES_NODE_ARGS, ...(o.nodeArgs ?? []), '--import', 'tsx', o.script];
  const proc = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...o.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', o.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) =>
    proc.once('exit', (code, sig) => resolve(code ?? (sig ? -1 : null))),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    proc,
    url,
    port,
    pid: proc.pid!,
    rssKb: () => rssKbOf(proc.pid!),
    signal: (sig) => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(sig);
    },
    async stop(graceMs = 10_000) {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill('SIGTERM');
      const t = setTimeout(() => proc.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(t);
    },
    async kill9() {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill('SIGKILL');
      await exited;
    },
    exited,
  };
  await waitHealthy(server, o.healthPath ?? '/api/health', o.timeoutMs ?? 90_000);
  return server;
}

export async function waitHealthy(s: ServerProcess, healthPath: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (s.proc.exitCode !== null || s.proc.signalCode !== null)
      throw new Error(`server on ${s.port} exited during start`);
    try {
      const res = await fetch(`${s.url}${healthPath}`);
      if (res.ok) return;
    } catch {
      /* still starting */
    }
    await sleep(100);
  }
  await s.kill9();
  throw new Error(`server on ${s.port} did not become healthy`);
}

/** The environment of a BidXI node for the benchmarks (quiet, no demo auction, no rate limit in the way). */
export function bidxiEnv(
  db: { url?: string; pgliteDir?: string },
  dataDir: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    ...(db.url ? { DATABASE_URL: db.url } : { DATABASE_URL: '' }),
    DATA_DIR: db.pgliteDir ?? dataDir,
    JWT_SECRET,
    LOG_LEVEL: 'error',
    DEMO_AUCTIONS: 'false',
    ADMIN_PASSWORD: 'bench-admin-pass',
    ADMIN_EMAIL: 'admin@bench.bidxi',
    RATE_LIMIT_PER_MINUTE: '100000000',
    WEB_DIST_DIR: '/nonexistent-bidxi-web',
    REDIS_URL: '',
    ...extra,
  };
}

/** Starts BidXI's own server (`apps/server/src/main.ts`); BENCH_SERVER_NODE_ARGS adds node flags (e.g. --cpu-prof). */
export const startBidxi = (env: Record<string, string>, port?: number, quiet = false) =>
  startProcess({
    script: 'apps/server/src/main.ts',
    env,
    ...(port ? { port } : {}),
    quiet,
    nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
  });
