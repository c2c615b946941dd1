import { GetByIdResponse, WalletBalanceResponse } from '@bidxi/protocol';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminMoneyKeys } from '@/lib/query-keys';

/** `POST /api/user/getById {userId}` with the admin token: anyone's profile, payment info and KYC. */
export function getUserDetail(userId: string, signal?: AbortSignal) {
  return apiRequest('/user/getById', {
    method: 'POST',
    auth: 'admin',
    body: { userId },
    schema: GetByIdResponse,
    signal,
  });
}

/** `POST /api/wallet/balance {userId}` with the admin token: that user's balance and hold. */
export function getUserWallet(userId: string, signal?: AbortSignal) {
  return apiRequest('/wallet/balance', {
    method: 'POST',
    auth: 'admin',
    body: { userId },
    schema: WalletBalanceResponse,
    signal,
  });
}

export function useUserDetail(userId: string | null) {
  return useQuery({
    queryKey: adminMoneyKeys.user(userId ?? ''),
    queryFn: ({ signal }) => getUserDetail(userId ?? '', signal),
    enabled: userId !== null,
  });
}

export function useUserWallet(userId: string | null) {
  return useQuery({
    queryKey: [...adminMoneyKeys.user(userId ?? ''), 'wallet'],
    queryFn: ({ signal }) => getUserWallet(userId ?? '', signal),
    enabled: userId !== null,
  });
}
