import { WalletBalanceResponse } from '@bidxi/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletKeys } from '@/lib/query-keys';
import { useSession } from '@/stores/session';

/** `POST /api/wallet/balance {}`: balance, available, held (₹ and paise) and the payment info. */
export function getWalletBalance(signal?: AbortSignal) {
  return apiRequest('/wallet/balance', {
    method: 'POST',
    body: {},
    schema: WalletBalanceResponse,
    signal,
  });
}

export const walletBalanceQuery = (userId: string) =>
  queryOptions({
    queryKey: walletKeys.balance(userId),
    queryFn: ({ signal }) => getWalletBalance(signal),
  });

/** The signed-in player's wallet; shared by the wallet page and the side menu's wallet card. */
export function useWalletBalance({ enabled = true }: { enabled?: boolean } = {}) {
  const userId = useSession((s) => s.userId);
  return useQuery({ ...walletBalanceQuery(userId ?? ''), enabled: enabled && userId !== null });
}
