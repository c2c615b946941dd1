import type { AdminTransaction } from '@bidxi/protocol';
import { Link } from 'react-router';
import { EntryAmount } from '@/components/money/entry-amount';
import { ENTRY_TYPES } from '@/components/money/entry-type';
import { StatusBadge } from '@/components/money/status-badge';
import { formatIndiaDateTime } from '@/lib/india-time';

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
  return (
    <div className="relative hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Transactions</caption>
        <thead className="border-b border-line bg-surface text-xs text-ink-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Date
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              User
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Type
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Amount
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Reference / note
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((t) => (
            <tr key={t.id}>
              <td className="px-4 py-3 whitespace-nowrap text-ink-muted">
                {formatIndiaDateTime(t.createdAt)}
              </td>
              <td className="max-w-56 px-4 py-3">
                <p className="truncate font-semibold text-ink">{t.user.username}</p>
                <p className="truncate text-xs text-ink-muted">{t.user.email}</p>
              </td>
              <td className="min-w-44 px-4 py-3 text-ink">
                <span className="whitespace-nowrap">{ENTRY_TYPES[t.type].label}</span>
                <AuctionOf entry={t} />
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={t.status} />
              </td>
              <td className="px-4 py-3 text-right">
                <EntryAmount entry={t} />
              </td>
              <td className="min-w-40 px-4 py-3 text-xs wrap-anywhere text-ink-muted">
                {t.UTRNumber ? <p className="num">UTR {t.UTRNumber}</p> : null}
                {t.note ? <p>{t.note}</p> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TransactionsCards({ rows }: { rows: readonly AdminTransaction[] }) {
  return (
    <ul aria-label="Transactions" className="divide-y divide-line md:hidden">
      {rows.map((t) => (
        <li key={t.id} className="flex flex-col gap-1 px-4 py-3">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold text-ink">{ENTRY_TYPES[t.type].label}</p>
              <AuctionOf entry={t} />
            </div>
            <EntryAmount entry={t} />
          </div>
          <div className="flex items-center justify-between gap-2">
            <p className="truncate text-sm text-ink">{t.user.username}</p>
            <StatusBadge status={t.status} />
          </div>
          <p className="text-xs text-ink-muted">{formatIndiaDateTime(t.createdAt)}</p>
          {t.UTRNumber ? <p className="num text-xs text-ink-subtle">UTR {t.UTRNumber}</p> : null}
          {t.note ? <p className="text-xs text-ink-muted">Note: {t.note}</p> : null}
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
