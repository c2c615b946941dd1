import { CircleAlert, Download, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { dataErrorMessage } from '@/lib/messages/common';
import { PAGE_SIZE, useAdminTransactions } from '@/features/admin/api/get-transactions';
import { TransactionsFilters } from '@/features/admin/components/transactions-filters';
import { TransactionsList } from '@/features/admin/components/transactions-list';
import { TransactionsPager } from '@/features/admin/components/transactions-pager';
import { TransactionsTotals } from '@/features/admin/components/transactions-totals';
import { useTransactionsExport } from '@/features/admin/hooks/use-transactions-export';
import { useTransactionsView } from '@/features/admin/hooks/use-transactions-view';

/** Admin: every ledger entry, filtered by type, status, user and India-time dates; totals; CSV. */
export function TransactionsScreen() {
  const { t } = useTranslation('admin');
  const { view, show, update } = useTransactionsView();
  const { filters, page } = view;
  const query = useAdminTransactions(filters, page * PAGE_SIZE);
  const { isExporting, exportCsv } = useTransactionsExport(filters);

  const data = query.data;
  const userName = data?.transactions[0]?.user.username;
  const hasFilters = Object.values(filters).some(Boolean);

  return (
    <section aria-labelledby="transactions-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="transactions-title" className="text-xl font-extrabold text-ink">
            {t('nav.transactions')}
          </h1>
          <p className="text-sm text-ink-muted">
            {data ? t('transactions.matching', { count: data.total }) : t('transactions.subtitle')}
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
          {t('transactions.export')}
        </Button>
      </div>

      <TransactionsFilters filters={filters} hasFilters={hasFilters} onChange={update} />
      {filters.userId ? (
        <p className="text-sm text-ink-muted">
          {t('transactions.oneUser')}{' '}
          <span className="font-semibold text-ink">{userName ?? filters.userId}</span>
        </p>
      ) : null}

      {query.isPending ? (
        <TransactionsSkeleton />
      ) : query.isError ? (
        <Card>
          <EmptyState
            icon={<CircleAlert aria-hidden className="size-8" />}
            title={t('transactions.loadFailed')}
            description={dataErrorMessage(query.error, 'wallet')}
            action={
              <Button fullWidth onClick={() => void query.refetch()}>
                {t('common.tryAgain')}
              </Button>
            }
          />
        </Card>
      ) : (
        <>
          <TransactionsTotals totals={query.data.totals} />
          {query.data.transactions.length === 0 ? (
            <Card>
              <EmptyState
                icon={<ReceiptText aria-hidden className="size-8" />}
                title={t('transactions.none')}
                description={hasFilters ? t('common.noResults') : t('transactions.noneText')}
              />
            </Card>
          ) : (
            <Card className="overflow-hidden">
              <TransactionsList rows={query.data.transactions} />
              <TransactionsPager
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

function TransactionsSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <SkeletonGroup label={t('transactions.loading')} className="flex flex-col gap-3">
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
    </SkeletonGroup>
  );
}
