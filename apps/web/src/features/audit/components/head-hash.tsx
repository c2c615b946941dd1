import { clsx } from 'clsx';
import { Copy, Link2 } from 'lucide-react';
import { auditMessages } from '@/lib/messages/audit';
import { notify } from '@/lib/notify';
import { shortHash } from '../model/audit-rows';

/** Puts `text` on the clipboard and says so (a toast), or says how to copy it by hand. */
export async function copyText(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(done);
  } catch {
    notify.error(auditMessages.audit.copyFailed);
  }
}

/**
 * The audit log's head hash, short ('a1b2c3d4…9f0e', the whole hash in the title and for screen
 * readers), with a copy button: the room header and the bid log show it. `kind="log"`
 * names it the log hash (the header chained after the head), which the results page publishes.
 */
export function HeadHash({
  hash,
  tone = 'light',
  kind = 'head',
  className,
}: {
  hash: string;
  tone?: 'light' | 'dark';
  kind?: 'head' | 'log';
  className?: string;
}) {
  const texts = auditMessages.audit;
  const label = kind === 'log' ? texts.logHash : texts.head;
  const copyLabel = kind === 'log' ? texts.copyLogHash : texts.copyHead;
  const copied = kind === 'log' ? texts.logHashCopied : texts.copied;
  return (
    <span
      className={clsx(
        'inline-flex min-w-0 items-center gap-1 text-xs',
        tone === 'dark' ? 'text-night-200' : 'text-ink-muted',
        className,
      )}
    >
      <Link2 aria-hidden className="size-3.5 shrink-0" />
      <span className="sr-only">{label}</span>
      <code data-testid="head-hash" data-hash={hash} title={hash} className="num truncate">
        {shortHash(hash)}
      </code>
      <button
        type="button"
        onClick={() => void copyText(hash, copied)}
        aria-label={copyLabel}
        title={copyLabel}
        className={clsx(
          // 44 px to tap; the negative margin keeps the line as tall as before.
          '-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full',
          tone === 'dark' ? 'hover:bg-night-800' : 'hover:bg-surface',
        )}
      >
        <Copy aria-hidden className="size-3.5" />
      </button>
    </span>
  );
}
