import {
  WalletEntryStatus,
  WalletEntryType,
  type AdminTransaction,
  type AdminTransactionsResponse,
} from '@bidxi/protocol';
import { ChevronLeft, ChevronRight, CircleAlert, Download, ReceiptText, X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EntryAmount } from '@/components/money/entry-amount';
import { ENTRY_TYPES } from '@/components/money/entry-type';
import { StatusBadge } from '@/components/money/status-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRupees } from '@/lib/format';
import { formatIndiaDateTime } from '@/lib/india-time';
import { dataErrorMessage, Messages } from '@/lib/messages';
import { notify } from '@/lib/notify';
import {
  getAllAdminTransactions,
  PAGE_SIZE,
  useAdminTransactions,
  type TransactionFilters,
} from '@/features/admin/api/get-transactions';
import { FilterSelect } from '@/features/admin/components/filter-select';
import { buildTransactionsCsv, downloadCsv } from '@/features/admin/components/transactions-csv';

const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...WalletEntryType.options.map((t) => ({ value: t, label: ENTRY_TYPES[t].label })),
] as const;
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...WalletEntryStatus.options.map((s) => ({ value: s, label: s[0] + s.slice(1).toLowerCase() })),
] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface View {
  filters: TransactionFilters;
  page: number;
}

/**
 * Filters are mirrored into the address, so a view can be shared or opened from a user's profile. The
 * component's state is the source (the address lags while the route revalidates).
 */
function viewFrom(params: URLSearchParams): View {
  return { filters: filtersFrom(params), page: Math.max(0, Number(params.get('page') ?? 0) || 0) };
}

function paramsOf({
  filters,
  page,
}: {
  filters: { [K in keyof TransactionFilters]?: string | undefined };
  page: number;
}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  if (page > 0) params.set('page', String(page));
  return params;
}

function filtersFrom(params: URLSearchParams): TransactionFilters {
  const type = WalletEntryType.safeParse(params.get('type'));
  const status = WalletEntryStatus.safeParse(params.get('status'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    type: type.success ? type.data : undefined,
    status: status.success ? status.data : undefined,
    userId: params.get('userId') || undefined,
    from: DATE.test(from) ? from : undefined,
    to: DATE.test(to) ? to : undefined,
  };
}

/** Admin: every ledger entry, filtered by type, status, user and India-time dates; totals; CSV. */
export function TransactionsScreen() {
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState(() => viewFrom(params));
  const { filters, page } = view;
  const query = useAdminTransactions(filters, page * PAGE_SIZE);
  const [isExporting, setExporting] = useState(false);

  const show = (next: View) => {
    setView(next);
    setParams(paramsOf(next), { replace: true });
  };
  /** A filter change starts again at the first page. */
  const update = (changes: Partial<Record<keyof TransactionFilters, string | undefined>>) =>
    show({
      filters: filtersFrom(paramsOf({ filters: { ...filters, ...changes }, page: 0 })),
      page: 0,
    });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await getAllAdminTransactions(filters);
      const csv = await buildTransactionsCsv(rows);
      downloadCsv(csv, `bidxi-transactions-${new Date().toISOString().slice(0, 10)}.csv`);
      notify.success(Messages.adminWallet.exported(rows.length));
    } catch {
      notify.error(Messages.adminWallet.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const data = query.data;
  const userName = data?.transactions[0]?.user.username;
  const hasFilters = Object.values(filters).some(Boolean);

  return (
    <section aria-labelledby="transactions-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="transactions-title" className="text-xl font-extrabold text-ink">
            Transactions
          </h1>
          <p className="text-sm text-ink-muted">
            {data
              ? `${data.total} matching ${data.total === 1 ? 'entry' : 'entries'}`
              : 'Every wallet entry'}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void exportCsv()}
          isLoading={isExporting}
          disabled={!data || data.total === 0}
          icon={<Download aria-hidden className="size-4" />}
        >
          Export CSV
        </Button>
      </div>

      <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Filters">
        <FilterSelect
          label="Type"
          value={filters.type ?? ''}
          options={TYPE_OPTIONS}
          onChange={(v) => update({ type: v })}
        />
        <FilterSelect
          label="Status"
          value={filters.status ?? ''}
          options={STATUS_OPTIONS}
          onChange={(v) => update({ status: v })}
        />
        <TextField
          label="From"
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(e) => update({ from: e.target.value })}
          className="min-w-36 flex-1 sm:flex-none [&_input]:min-h-11 [&_input]:text-sm"
        />
        <TextField
          label="To"
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(e) => update({ to: e.target.value })}
          className="min-w-36 flex-1 sm:flex-none [&_input]:min-h-11 [&_input]:text-sm"
        />
        {hasFilters ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              update({
                type: undefined,
                status: undefined,
                from: undefined,
                to: undefined,
                userId: undefined,
              })
            }
            icon={<X aria-hidden className="size-4" />}
          >
            Clear filters
          </Button>
        ) : null}
      </div>
      {filters.userId ? (
        <p className="text-sm text-ink-muted">
          Showing one user:{' '}
          <span className="font-semibold text-ink">{userName ?? filters.userId}</span>
        </p>
      ) : null}

      {query.isPending ? (
        <TransactionsSkeleton />
      ) : query.isError ? (
        <Card>
          <EmptyState
            icon={<CircleAlert aria-hidden className="size-8" />}
            title="Could not load transactions"
            description={dataErrorMessage(query.error, 'wallet')}
            action={
              <Button fullWidth onClick={() => void query.refetch()}>
                Try again
              </Button>
            }
          />
        </Card>
      ) : (
        <>
          <Totals totals={query.data.totals} />
          {query.data.transactions.length === 0 ? (
            <Card>
              <EmptyState
                icon={<ReceiptText aria-hidden className="size-8" />}
                title="No transactions"
                description={
                  hasFilters
                    ? 'Nothing matches these filters. Widen the dates or clear a filter.'
                    : 'Wallet entries appear here as players add money.'
                }
              />
            </Card>
          ) : (
            <Card className="overflow-hidden">
              <TransactionsTable rows={query.data.transactions} />
              <TransactionsCards rows={query.data.transactions} />
              <Pager
                data={query.data}
                isFetching={query.isFetching}
                onPage={(next) => show({ filters, page: Math.max(0, next) })}
                page={page}
              />
            </Card>
          )}
        </>
      )}
    </section>
  );
}

function Totals({ totals }: { totals: AdminTransactionsResponse['totals'] }) {
  const shown = totals.filter((t) => t.count > 0);
  if (shown.length === 0) return null;
  return (
    <ul
      aria-label="Totals by type"
      className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6"
    >
      {shown.map((t) => (
        <li key={t.type}>
          <Card className="h-full p-3">
            <p className="text-xs font-semibold text-ink-muted">{ENTRY_TYPES[t.type].label}</p>
            <p className="num mt-1 text-base font-bold text-ink">{formatRupees(t.amountPaise)}</p>
            <p className="text-xs text-ink-subtle">
              {t.count} {t.count === 1 ? 'entry' : 'entries'}
            </p>
            <p className="num text-xs whitespace-nowrap text-ink-subtle">
              Net {t.netPaise < 0 ? '−' : '+'}
              {formatRupees(Math.abs(t.netPaise))}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function TransactionsTable({ rows }: { rows: readonly AdminTransaction[] }) {
  return (
    <div className="hidden overflow-x-auto md:block">
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
              <td className="px-4 py-3 text-ink">{ENTRY_TYPES[t.type].label}</td>
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
            <p className="font-semibold text-ink">{ENTRY_TYPES[t.type].label}</p>
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

function Pager({
  data,
  page,
  isFetching,
  onPage,
}: {
  data: AdminTransactionsResponse;
  page: number;
  isFetching: boolean;
  onPage: (page: number) => void;
}) {
  const first = data.offset + 1;
  const last = data.offset + data.transactions.length;
  const hasNext = last < data.total;
  return (
    <nav
      aria-label="Pages"
      className="flex items-center justify-between gap-2 border-t border-line px-4 py-2"
    >
      <p className="num text-sm text-ink-muted" aria-live="polite">
        {first}–{last} of {data.total}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPage(page - 1)}
          disabled={page === 0 || isFetching}
          icon={<ChevronLeft aria-hidden className="size-4" />}
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPage(page + 1)}
          disabled={!hasNext || isFetching}
        >
          Next
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </nav>
  );
}

function TransactionsSkeleton() {
  return (
    <div aria-busy aria-label="Loading transactions" className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-20 rounded-2xl" />
        ))}
      </div>
      <Card className="flex flex-col gap-3 p-4">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </Card>
    </div>
  );
}
