/**
 * Outgoing e-mail through nodemailer: SMTP when SMTP_URL is set, otherwise an outbox that writes each
 * message as an .eml file under DATA_DIR/outbox/ (development and demo installs), readable by the
 * server's user only (0600 in a 0700 folder): the files hold reset links.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'smtp' delivers for real; 'outbox' only writes files (so callers also log links). */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      kind: 'smtp',
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox',
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, ...m });
      await mkdir(opts.outboxDir, { recursive: true, mode: 0o700 });
      const safeTo = m.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(
        opts.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
    },
    close: () => transport.close(),
  };
}
