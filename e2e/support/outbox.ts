/** Reads the development SMS outbox (`DATA_DIR/outbox/sms-<time>-<seq>-<phone>.txt`) the server writes. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The 6-digit code of the newest SMS to `phoneDigits` (e.g. '919876543210'). */
export async function waitForOtp(phoneDigits: string, timeoutMs = 15_000): Promise<string> {
  const root = process.env.E2E_DIR;
  if (!root) throw new Error('E2E_DIR is not set (global setup did not run)');
  const dir = path.join(root, 'data', 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const file = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith(`-${phoneDigits}.txt`))
          .sort()
          .pop()
      : undefined;
    if (file) {
      const code = /\b(\d{6})\b is your BidXI verification code/.exec(
        readFileSync(path.join(dir, file), 'utf8'),
      )?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no OTP SMS to ${phoneDigits} within ${timeoutMs} ms`);
}
