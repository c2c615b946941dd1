/** Reads mails the e2e SMTP receiver wrote, decoding quoted-printable soft breaks to find links. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export async function waitForMail(to: string, timeoutMs = 15_000): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (global setup did not run)');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const file = readdirSync(dir)
      .filter((f) => f.includes(to))
      .sort()
      .pop();
    if (file)
      return readFileSync(path.join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail for ${to} within ${timeoutMs} ms`);
}

/** The path part of the first reset link in a mail: `/resetpass/{email}/{token}`. */
export function resetPath(mail: string): string {
  const m = /https?:\/\/[^/\s"<>]+(\/resetpass\/[^\s"<>]+)/.exec(mail);
  if (!m?.[1]) throw new Error('no reset link in the mail');
  return m[1];
}
