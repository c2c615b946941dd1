/**
 * What one Playwright worker's tests talk to: an SMTP receiver that writes each mail to
 * `dir/mail/*.eml`, and the BidXI server (`npm start`'s entry) on a free port with a fresh data
 * directory and the e2e admin account.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort, startBidxiServer } from './server';

/** The admin account every worker's server seeds (`ADMIN_EMAIL`/`ADMIN_PASSWORD`). */
export const E2E_ADMIN = { email: 'admin@e2e.bidxi', password: 'e2e-admin-pass' };

/** A worker's running services: base URL, mail folder, data root, and how to stop them. */
export interface WorkerServices {
  baseUrl: string;
  mailDir: string;
  /** The server's root folder: its data (`data/`, with the SMS outbox) and the mail folder. */
  dir: string;
  stop(): Promise<void>;
}

/** Starts the SMTP receiver and the server; resolves once `/api/health` answers. */
export async function startWorkerServices(): Promise<WorkerServices> {
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

  const server = await startBidxiServer(
    {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      RATE_LIMIT_PER_MINUTE: '10000',
      // The API helpers call for players from addresses of their own (support/address.ts).
      TRUST_PROXY: '127.0.0.1',
    },
    undefined,
    dir,
  );
  return {
    baseUrl: server.baseUrl,
    mailDir,
    dir,
    async stop() {
      await server.stop();
      await new Promise<void>((r) => smtp.close(() => r()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
