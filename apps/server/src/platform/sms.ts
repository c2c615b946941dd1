/**
 * Outgoing SMS through a provider interface. The development provider (the only one so far) writes
 * each message to DATA_DIR/outbox/sms-<time>-<phone>.txt (0600: the texts hold codes) and logs where,
 * never the text; a real gateway implements
 * {@link SmsProvider} and is chosen in app.ts.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where SMS go; `AppDeps.sms`. */
export interface SmsProvider {
  /** 'outbox' only writes files (development and demo installs). */
  readonly kind: 'outbox' | 'gateway';
  /**
   * Sends `text` to `to` (E.164, e.g. `+919876543210`).
   * @throws Error when the message could not be handed over.
   */
  send(to: string, text: string): Promise<void>;
}

let sequence = 0;

/**
 * The development provider. File names sort by the real time of writing (plus a counter, so two
 * messages in the same millisecond never overwrite each other).
 */
export function createOutboxSmsProvider(opts: {
  outboxDir: string;
  log: (fields: Record<string, unknown>, message: string) => void;
}): SmsProvider {
  return {
    kind: 'outbox',
    async send(to, text) {
      await mkdir(opts.outboxDir, { recursive: true, mode: 0o700 });
      sequence = (sequence + 1) % 10_000;
      const time = new Date().toISOString().replace(/[:.]/g, '-');
      const phone = to.replace(/[^0-9]/g, '');
      const file = path.join(
        opts.outboxDir,
        `sms-${time}-${String(sequence).padStart(4, '0')}-${phone}.txt`,
      );
      await writeFile(file, `To: ${to}\n\n${text}\n`, { mode: 0o600 });
      opts.log({ to, file }, 'SMS written to DATA_DIR/outbox');
    },
  };
}
