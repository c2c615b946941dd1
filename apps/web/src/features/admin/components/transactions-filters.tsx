import { WalletEntryStatus, WalletEntryType } from '@bidxi/protocol';
import { X } from 'lucide-react';
import { ENTRY_TYPES } from '@/components/money/entry-type';
import { Button } from '@/components/ui/button';
import { DateRangeFilter } from '@/features/admin/components/date-range-filter';
import type { TransactionFilters } from '@/features/admin/api/get-transactions';
import { FilterSelect } from '@/features/admin/components/filter-select';
import type { TransactionFilterChanges } from '@/features/admin/hooks/use-transactions-view';

const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...WalletEntryType.options.map((t) => ({ value: t, label: ENTRY_TYPES[t].label })),
] as const;
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...WalletEntryStatus.options.map((s) => ({ value: s, label: s[0] + s.slice(1).toLowerCase() })),
] as const;

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
  return (
    <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Filters">
      <FilterSelect
        label="Type"
        value={filters.type ?? ''}
        options={TYPE_OPTIONS}
        onChange={(v) => onChange({ type: v })}
      />
      <FilterSelect
        label="Status"
        value={filters.status ?? ''}
        options={STATUS_OPTIONS}
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
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
