import { WalletEntryStatus, WalletEntryType } from '@bidxi/protocol';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ENTRY_TYPES } from '@/components/money/entry-type';
import { Button } from '@/components/ui/button';
import { DateRangeFilter } from '@/features/admin/components/date-range-filter';
import type { TransactionFilters } from '@/features/admin/api/get-transactions';
import { FilterSelect } from '@/features/admin/components/filter-select';
import type { TransactionFilterChanges } from '@/features/admin/hooks/use-transactions-view';

/** The transactions filter bar: type, status, India-time date range and 'Clear filters'. */
export function TransactionsFilters({
  filters,
  hasFilters,
  onChange,
}: {
  filters: TransactionFilters;
  hasFilters: boolean;
  onChange: (changes: TransactionFilterChanges) => void;
}) {
  const { t } = useTranslation('admin');
  const typeOptions = [
    { value: '', label: t('requests.types.ALL') },
    ...WalletEntryType.options.map((type) => ({ value: type, label: ENTRY_TYPES[type].label })),
  ] as const;
  const statusOptions = [
    { value: '', label: t('requests.statuses.ALL') },
    ...WalletEntryStatus.options.map((s) => ({ value: s, label: t(`requests.statuses.${s}`) })),
  ] as const;
  return (
    <div className="flex flex-wrap items-end gap-3" role="group" aria-label={t('common.filters')}>
      <FilterSelect
        label={t('common.type')}
        value={filters.type ?? ''}
        options={typeOptions}
        onChange={(v) => onChange({ type: v })}
      />
      <FilterSelect
        label={t('common.status')}
        value={filters.status ?? ''}
        options={statusOptions}
        onChange={(v) => onChange({ status: v })}
      />
      <DateRangeFilter from={filters.from} to={filters.to} onChange={onChange} />
      {hasFilters ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() =>
            onChange({
              type: undefined,
              status: undefined,
              from: undefined,
              to: undefined,
              userId: undefined,
            })
          }
          icon={<X aria-hidden className="size-4" />}
        >
          {t('common.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
}
