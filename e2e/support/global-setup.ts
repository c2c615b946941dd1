/**
 * Starts what the browser tests talk to: an SMTP receiver that writes each mail to
 * `$E2E_DIR/mail/*.eml`, and the BidXI server (`npm start`'s entry) on a free port with a fresh data
 * directory. Publishes E2E_BASE_URL, E2E_MAIL_DIR and the admin credentials to the tests.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const E2E_ADMIN = { email: 'admin@e2e.bidxi', password: 'e2e-admin-pass' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

export default async function globalSetup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bidxi-e2e-'));
  const mailDir = path.join(dir, 'mail');
  mkdirSync(mailDir, { recursive: true });
  let mailCount = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFileSync(
          path.join(mailDir, `${String(++mailCount).padStart(4, '0')}-${to}.eml`),
          Buffer.concat(chunks),
        );
        cb();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((r) => smtp.listen(smtpPort, '127.0.0.1', r));

  const port = Number(process.env.E2E_PORT ?? (await freePort()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // node itself (not the tsx wrapper, which forks), so stopping it stops the server.
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      PUBLIC_URL: baseUrl,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '10000',
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
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_DIR = dir;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (server.exitCode === null) server.kill('SIGKILL');
    await new Promise<void>((r) => smtp.close(() => r()));
  };
}
