import { useTranslation } from 'react-i18next';
import type { TransactionView } from '@bidxi/protocol';
import { clsx } from 'clsx';
import { EntryAmount } from '@/components/money/entry-amount';
import { ENTRY_TYPES } from '@/components/money/entry-type';
import { StatusBadge } from '@/components/money/status-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatIndiaDateTime } from '@/lib/india-time';
import { entryNoteText } from '@/components/money/entry-note';

/** The wallet's entries, newest first: what, when, reference, status and the signed amount. */
export function TransactionList({ transactions }: { transactions: readonly TransactionView[] }) {
  const { t: tr } = useTranslation('wallet');
  return (
    <ul aria-label={tr('transactions')} className="divide-y divide-line">
      {transactions.map((t) => {
        const { label, icon: Icon } = ENTRY_TYPES[t.type];
        return (
          <li key={t.id} className="flex items-start gap-3 px-4 py-3">
            <span
              aria-hidden
              className={clsx(
                'mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full',
                t.direction === 'CREDIT' ? 'bg-success-50 text-success-700' : 'bg-surface text-ink',
              )}
            >
              <Icon className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{label}</p>
                  {t.auction ? (
                    <p className="text-xs font-semibold break-words text-ink-muted">
                      {t.auction.title}
                    </p>
                  ) : null}
                </div>
                <EntryAmount entry={t} />
              </div>
              <div className="mt-0.5 flex items-center justify-between gap-2">
                <p className="text-xs text-ink-muted">{formatIndiaDateTime(t.createdAt)}</p>
                <StatusBadge status={t.status} />
              </div>
              {t.UTRNumber ? (
                <p className="num mt-1 truncate text-xs text-ink-subtle">
                  {tr('list.utr', { utr: t.UTRNumber })}
                </p>
              ) : null}
              {t.note ? (
                <p className="mt-1 text-xs text-ink-muted">
                  {tr('list.note', { note: entryNoteText(t.note) })}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function TransactionListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ul aria-hidden className="divide-y divide-line">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex items-start gap-3 px-4 py-3">
          <Skeleton shape="circle" className="size-10" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="flex justify-between">
              <Skeleton className="h-5 w-24" />
              <Skeleton className="h-5 w-20" />
            </div>
            <div className="flex justify-between">
              <Skeleton className="h-4 w-36" />
              <Skeleton className="h-5 w-16" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
