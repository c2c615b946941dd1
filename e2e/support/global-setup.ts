/**
 * Starts what the browser tests talk to: an SMTP receiver that writes each mail to
 * `$E2E_DIR/mail/*.eml`, and the BidXI server (`npm start`'s entry) on a free port with a fresh data
 * directory. Publishes E2E_BASE_URL, E2E_MAIL_DIR and the admin credentials to the tests.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort, startBidxiServer } from './server';

export const E2E_ADMIN = { email: 'admin@e2e.bidxi', password: 'e2e-admin-pass' };

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

  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined;
  const server = await startBidxiServer(
    {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      RATE_LIMIT_PER_MINUTE: '10000',
      // The API helpers call for players from addresses of their own (support/address.ts).
      TRUST_PROXY: '127.0.0.1',
    },
    port,
    dir,
  );
  const baseUrl = server.baseUrl;
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_DIR = dir;

  return async () => {
    await server.stop();
    await new Promise<void>((r) => smtp.close(() => r()));
  };
}
