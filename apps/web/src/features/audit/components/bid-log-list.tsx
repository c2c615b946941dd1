import { clsx } from 'clsx';
import { Bot, Gavel, ShieldAlert } from 'lucide-react';
import { memo } from 'react';
import { formatCrores } from '@/lib/format';
import { auditMessages } from '@/lib/messages/audit';
import { clock, type AuditRow } from '../model/audit-rows';

/** The bid log's rows, newest first: time, team, amount, outcome, proxy and organiser marks. */
export const BidLogList = memo(function BidLogList({ rows }: { rows: readonly AuditRow[] }) {
  return (
    <ol
      aria-label={auditMessages.audit.title}
      data-testid="bid-log"
      className="divide-y divide-line"
    >
      {rows.map((r) => (
        <li
          key={r.key}
          data-seq={r.seq}
          data-kind={r.kind}
          className="flex items-start gap-3 px-4 py-2.5"
        >
          <time
            dateTime={new Date(r.at).toISOString()}
            className="num w-16 shrink-0 pt-0.5 text-xs text-ink-muted"
          >
            {clock(r.at)}
          </time>
          <div className="min-w-0 flex-1">
            <p className="flex min-w-0 items-baseline gap-2">
              {r.team ? (
                <span className="truncate text-sm font-semibold text-ink">{r.team}</span>
              ) : null}
              {r.amountLakhs !== null ? (
                <span className="num ml-auto shrink-0 text-sm font-bold text-ink">
                  {formatCrores(r.amountLakhs)}
                </span>
              ) : null}
            </p>
            <p
              className={clsx(
                'flex items-center gap-1 text-xs',
                r.kind === 'refused' && 'text-danger-700',
                r.kind === 'accepted' && 'text-success-700',
                r.kind === 'sale' && 'font-semibold text-ink',
                r.kind === 'organiser' && 'font-semibold text-gold-700',
                r.kind === 'room' && 'text-ink-muted',
              )}
            >
              {r.kind === 'organiser' ? <ShieldAlert aria-hidden className="size-3.5" /> : null}
              {r.kind === 'sale' ? <Gavel aria-hidden className="size-3.5" /> : null}
              <span className="min-w-0">{r.text}</span>
              {r.attempts > 1 ? (
                <span className="num shrink-0">{auditMessages.audit.attempts(r.attempts)}</span>
              ) : null}
              {r.isProxy ? (
                <span className="ml-1 inline-flex shrink-0 items-center gap-0.5 rounded-full bg-night-800 px-1.5 text-[0.6875rem] font-semibold text-night-100">
                  <Bot aria-hidden className="size-3" />
                  {auditMessages.audit.proxy}
                </span>
              ) : null}
            </p>
          </div>
          <span className="num shrink-0 pt-0.5 text-[0.6875rem] text-ink-subtle">#{r.seq}</span>
        </li>
      ))}
    </ol>
  );
});
