import {
  AdminTransactionsResponse,
  type AdminTransaction,
  type WalletEntryStatus,
  type WalletEntryType,
} from '@bidxi/protocol';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminMoneyKeys } from '@/lib/query-keys';

export interface TransactionFilters {
  type?: WalletEntryType | undefined;
  status?: WalletEntryStatus | undefined;
  userId?: string | undefined;
  /** 'YYYY-MM-DD', a whole India-time day, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

export const PAGE_SIZE = 50;
/** The server's largest page. */
const EXPORT_PAGE_SIZE = 500;

function queryString(filters: TransactionFilters, limit: number, offset: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  return params.toString();
}

/** `GET /api/admin/transactions?type&status&userId&from&to&limit&offset` (admin token). */
export function getAdminTransactions(
  filters: TransactionFilters,
  { limit = PAGE_SIZE, offset = 0 }: { limit?: number; offset?: number } = {},
  signal?: AbortSignal,
) {
  return apiRequest(`/admin/transactions?${queryString(filters, limit, offset)}`, {
    auth: 'admin',
    schema: AdminTransactionsResponse,
    signal,
  });
}

export const adminTransactionsQuery = (filters: TransactionFilters, offset: number) =>
  queryOptions({
    queryKey: [...adminMoneyKeys.transactions, filters, offset],
    queryFn: ({ signal }) => getAdminTransactions(filters, { offset }, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminTransactions(filters: TransactionFilters, offset: number) {
  return useQuery(adminTransactionsQuery(filters, offset));
}

/** Every entry matching the filters (for the CSV export), page by page. */
export async function getAllAdminTransactions(
  filters: TransactionFilters,
): Promise<AdminTransaction[]> {
  const rows: AdminTransaction[] = [];
  for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
    const page = await getAdminTransactions(filters, { limit: EXPORT_PAGE_SIZE, offset });
    rows.push(...page.transactions);
    if (page.transactions.length < EXPORT_PAGE_SIZE || rows.length >= page.total) return rows;
  }
}
