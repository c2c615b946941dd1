import { TransactionHistoryResponse } from '@bidxi/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletKeys } from '@/lib/query-keys';
import { useSession } from '@/stores/session';

/** `POST /api/wallet/transaction-history {}`: the wallet's entries, newest first. */
export function getTransactionHistory(signal?: AbortSignal) {
  return apiRequest('/wallet/transaction-history', {
    method: 'POST',
    body: {},
    schema: TransactionHistoryResponse,
    signal,
  });
}

export const transactionHistoryQuery = (userId: string) =>
  queryOptions({
    queryKey: walletKeys.history(userId),
    queryFn: ({ signal }) => getTransactionHistory(signal),
    select: (data) => data.data.transactions,
  });

export function useTransactionHistory() {
  const userId = useSession((s) => s.userId);
  return useQuery({ ...transactionHistoryQuery(userId ?? ''), enabled: userId !== null });
}
