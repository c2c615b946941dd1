import type { AdminTransaction } from '@bidxi/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntryAmount } from '@/components/money/entry-amount';
import { ENTRY_TYPES } from '@/components/money/entry-type';
import { StatusBadge } from '@/components/money/status-badge';
import { formatIndiaDateTime } from '@/lib/india-time';
import { entryNoteText } from '@/components/money/entry-note';

/** A page of transactions: a table from the md breakpoint up, a list of cards below it. */
export function TransactionsList({ rows }: { rows: readonly AdminTransaction[] }) {
  return (
    <>
      <TransactionsTable rows={rows} />
      <TransactionsCards rows={rows} />
    </>
  );
}

function TransactionsTable({ rows }: { rows: readonly AdminTransaction[] }) {
  const { t } = useTranslation('admin');
  return (
    <div className="relative hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('nav.transactions')}</caption>
        <thead className="border-b border-line bg-surface text-xs text-ink-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('transactions.columns.date')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('transactions.columns.user')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('transactions.columns.type')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('transactions.columns.status')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {t('transactions.columns.amount')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('transactions.columns.reference')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((entry) => (
            <tr key={entry.id}>
              <td className="px-4 py-3 whitespace-nowrap text-ink-muted">
                {formatIndiaDateTime(entry.createdAt)}
              </td>
              <td className="max-w-56 px-4 py-3">
                <p className="truncate font-semibold text-ink">{entry.user.username}</p>
                <p className="truncate text-xs text-ink-muted">{entry.user.email}</p>
              </td>
              <td className="min-w-44 px-4 py-3 text-ink">
                <span className="whitespace-nowrap">{ENTRY_TYPES[entry.type].label}</span>
                <AuctionOf entry={entry} />
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={entry.status} />
              </td>
              <td className="px-4 py-3 text-right">
                <EntryAmount entry={entry} />
              </td>
              <td className="min-w-40 px-4 py-3 text-xs wrap-anywhere text-ink-muted">
                {entry.UTRNumber ? (
                  <p className="num">{t('transactions.utr', { utr: entry.UTRNumber })}</p>
                ) : null}
                {entry.note ? <p>{entryNoteText(entry.note)}</p> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TransactionsCards({ rows }: { rows: readonly AdminTransaction[] }) {
  const { t } = useTranslation('admin');
  return (
    <ul aria-label={t('nav.transactions')} className="divide-y divide-line md:hidden">
      {rows.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-1 px-4 py-3">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold text-ink">{ENTRY_TYPES[entry.type].label}</p>
              <AuctionOf entry={entry} />
            </div>
            <EntryAmount entry={entry} />
          </div>
          <div className="flex items-center justify-between gap-2">
            <p className="truncate text-sm text-ink">{entry.user.username}</p>
            <StatusBadge status={entry.status} />
          </div>
          <p className="text-xs text-ink-muted">{formatIndiaDateTime(entry.createdAt)}</p>
          {entry.UTRNumber ? (
            <p className="num text-xs text-ink-subtle">
              {t('transactions.utr', { utr: entry.UTRNumber })}
            </p>
          ) : null}
          {entry.note ? (
            <p className="text-xs text-ink-muted">
              {t('transactions.note', { note: entryNoteText(entry.note) })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The auction a fee, refund or prize is for, linked to its page. */
function AuctionOf({ entry }: { entry: AdminTransaction }) {
  if (!entry.auction) return null;
  return (
    <Link
      to={`/admin/auctions/${encodeURIComponent(entry.auction.id)}`}
      className="block text-xs font-semibold break-words text-night-700 hover:underline"
    >
      {entry.auction.title}
    </Link>
  );
}
