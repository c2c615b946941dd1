import { WalletEntryStatus, WalletEntryType } from '@bidxi/protocol';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TransactionFilters } from '@/features/admin/api/get-transactions';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface TransactionsView {
  filters: TransactionFilters;
  page: number;
}

/** A filter change as the inputs give it: an empty or absent value clears that filter. */
export type TransactionFilterChanges = Partial<
  Record<keyof TransactionFilters, string | undefined>
>;

/**
 * Filters are mirrored into the address, so a view can be shared or opened from a user's profile. The
 * component's state is the source (the address lags while the route revalidates).
 */
function viewFrom(params: URLSearchParams): TransactionsView {
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

/** The transactions screen's filters and page, read from and written back to the address. */
export function useTransactionsView() {
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState(() => viewFrom(params));

  const show = (next: TransactionsView) => {
    setView(next);
    setParams(paramsOf(next), { replace: true });
  };
  /** A filter change starts again at the first page. */
  const update = (changes: TransactionFilterChanges) =>
    show({
      filters: filtersFrom(paramsOf({ filters: { ...view.filters, ...changes }, page: 0 })),
      page: 0,
    });

  return { view, show, update };
}
