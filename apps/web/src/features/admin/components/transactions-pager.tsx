import type { AdminTransactionsResponse } from '@bidxi/protocol';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';

/** 'First–last of total' with Previous / Next; both wait while a page is loading. */
export function TransactionsPager({
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
  const { t } = useTranslation('admin');
  return (
    <nav
      aria-label={t('transactions.pages')}
      className="flex items-center justify-between gap-2 border-t border-line px-4 py-2"
    >
      <p className="num text-sm text-ink-muted" aria-live="polite">
        {t('transactions.range', {
          first: formatCount(first),
          last: formatCount(last),
          total: formatCount(data.total),
        })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPage(page - 1)}
          disabled={page === 0 || isFetching}
          icon={<ChevronLeft aria-hidden className="size-4" />}
        >
          {t('transactions.previous')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPage(page + 1)}
          disabled={!hasNext || isFetching}
        >
          {t('transactions.next')}
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
